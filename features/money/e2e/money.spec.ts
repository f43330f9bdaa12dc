import { expect, test, type Page } from '@playwright/test';
import { rupiahText } from '@/tests/e2e/support/expected';
import { captureAction, login, replayAs, sql } from '@/tests/e2e/support/fixtures';

async function cab01Accounts() {
  return sql<{ no_rekening: string; kode_bank: string; nomor_akun: string }>(`select no_rekening, kode_bank, nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening`);
}
const saldo = async (nomorAkun: string) => Number((await sql<{ s: string }>(`select coalesce(sum(saldo), 0)::text as s from saldo_akun where nomor_akun = $1`, [nomorAkun]))[0].s);
const entries = async () => (await sql<{ n: number }>(`select count(*)::int as n from jurnal where kode_toko = 'CAB01'`))[0].n;

async function chooseSide(page: Page, role: 'Asal' | 'Tujuan', bank: string, account?: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(role, { exact: true }).selectOption(bank);
  if (account) {
    const accounts = dialog.getByLabel(`Rekening ${role}`);
    await expect(accounts.locator(`option[value="${account}"]`)).toHaveCount(1);
    await accounts.selectOption(account);
  }
}

/** The cashier's Mutasi Uang Cash form, SETORAN from the shop's cash. */
async function openCashDeposit(page: Page) {
  await login(page, 'KASIR');
  await page.goto('/mutasi-uang-cash');
  await page.getByRole('button', { name: 'Tambah Mutasi Uang Cash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Mutasi Uang Cash' });
  await dialog.getByLabel('Kategori').selectOption('SETORAN');
  await dialog.getByLabel('Asal', { exact: true }).selectOption('CASH');
  return dialog;
}

test('bank transfer: required messages, the account list opens with a bank, equal accounts are refused, a transfer moves both balances', async ({ page }) => {
  const [a, b] = await cab01Accounts();
  await login(page, 'KASIR');
  await page.goto('/mutasi-uang-bank');
  await expect(page.getByTestId(`saldo-${a.nomor_akun}`)).toHaveText(rupiahText(await saldo(a.nomor_akun)));
  const before = await entries();

  await page.getByRole('button', { name: 'Tambah Mutasi Uang Bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Mutasi Uang Bank' });
  await expect(dialog.getByLabel('Rekening Asal')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Kategori Tidak Boleh Kosong')).toBeVisible();
  await expect(dialog.getByText('Asal Tidak Boleh Kosong')).toHaveCount(2);
  await expect(dialog.getByText('Jumlah Rp Tidak Boleh Kosong')).toBeVisible();
  await expect(dialog.getByText('Keterangan Tidak Boleh Kosong')).toBeVisible();

  // Each message goes as soon as its field is filled, before anything is sent again.
  await dialog.getByLabel('Kategori').selectOption('PINDAH_DANA');
  await expect(dialog.getByText('Kategori Tidak Boleh Kosong')).toHaveCount(0);
  await chooseSide(page, 'Asal', a.kode_bank, a.no_rekening);
  await expect(dialog.getByText('Asal Tidak Boleh Kosong')).toHaveCount(1);
  await chooseSide(page, 'Tujuan', a.kode_bank, a.no_rekening);
  await expect(dialog.getByText('Asal Tidak Boleh Kosong')).toHaveCount(0);
  await dialog.getByLabel('Jumlah Rp').fill('2500000');
  await expect(dialog.getByLabel('Jumlah Rp')).toHaveValue('Rp. 2.500.000 ,-');
  await expect(dialog.getByText('Jumlah Rp Tidak Boleh Kosong')).toHaveCount(0);
  await dialog.getByLabel('Keterangan').fill('Pindah dana operasional');
  await expect(dialog.getByText('Keterangan Tidak Boleh Kosong')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const info = page.getByRole('dialog', { name: 'Informasi !!!' });
  await expect(info).toContainText('Rekening Tidak Boleh Sama');
  await info.getByRole('button', { name: 'OK' }).click();
  expect(await entries()).toBe(before);

  await chooseSide(page, 'Tujuan', b.kode_bank, b.no_rekening);
  await dialog.getByLabel('Jumlah Rp').press('Enter');
  expect(await entries()).toBe(before);
  const [fromBefore, toBefore] = [await saldo(a.nomor_akun), await saldo(b.nomor_akun)];
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Mutasi Uang Bank Berhasil Disimpan')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await entries()).toBe(before + 1);
  expect(await saldo(a.nomor_akun)).toBe(fromBefore - 2_500_000);
  expect(await saldo(b.nomor_akun)).toBe(toBefore + 2_500_000);
  await expect(page.getByTestId(`saldo-${b.nomor_akun}`)).toHaveText(rupiahText(toBefore + 2_500_000));
  await expect(page.getByRole('table', { name: 'Riwayat Mutasi' }).getByText('Pindah dana operasional', { exact: false })).toBeVisible();

  // The history names the category and each account, the codes kept beside the names; a search finds them by name.
  const names = await sql<{ nomor_akun: string; nama_akun: string }>(`select nomor_akun, nama_akun from akun where nomor_akun in ($1, $2)`, [a.nomor_akun, b.nomor_akun]);
  const named = (nomorAkun: string) => `${nomorAkun} · ${names.find((row) => row.nomor_akun === nomorAkun)!.nama_akun}`;
  const history = page.getByRole('table', { name: 'Riwayat Mutasi' });
  const row = history.getByRole('row', { name: /Pindah dana operasional/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Pindah Dana Antar RekeningPINDAH_DANA');
  await expect(row.getByRole('cell').nth(4)).toHaveText(named(b.nomor_akun));
  await expect(row.getByRole('cell').nth(5)).toHaveText(named(a.nomor_akun));
  await expect(row.getByText(/^1-1200-\d+$/)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Cari...', exact: true }).fill('antar rekening');
  await expect(page).toHaveURL(/q=antar\+rekening/);
  await expect(row).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari...', exact: true }).fill(names.find((name) => name.nomor_akun === b.nomor_akun)!.nama_akun);
  await expect(page).toHaveURL(/q=Bank/);
  await expect(row).toBeVisible();
});

test('a replayed transfer request posts once; another level replaying it is refused', async ({ page, browser }) => {
  const [a] = await cab01Accounts();
  const dialog = await openCashDeposit(page);
  // A cash source allows only banks as destination.
  await expect(dialog.getByLabel('Tujuan', { exact: true }).locator('option[value="CASH"]')).toHaveCount(0);
  await expect(dialog.getByLabel('Rekening Asal')).toBeDisabled();
  await chooseSide(page, 'Tujuan', a.kode_bank, a.no_rekening);
  await dialog.getByLabel('Jumlah Rp').fill('1000000');
  await dialog.getByLabel('Keterangan').fill('Setoran harian');
  const before = await entries();
  const request = await captureAction(page, () => dialog.getByRole('button', { name: 'Simpan' }).click());
  await expect(page.getByText('Mutasi Uang Cash Berhasil Disimpan')).toBeVisible();
  const headers = { ...request.headers() };
  delete headers['content-length'];
  await page.request.post('/mutasi-uang-cash', { headers, data: request.postDataBuffer()! });
  await page.request.post('/mutasi-uang-cash', { headers, data: request.postDataBuffer()! });
  expect(await entries()).toBe(before + 1);
  // A sales user (Kas and Uang Bank hidden in the demo access tree) replaying it is refused.
  expect(await replayAs(browser, request, 'USER')).toContain('Menu ini tidak tersedia untuk akun Anda');
  expect(await entries()).toBe(before + 1);
});

test('a bank source on the cash screen forces cash as the destination', async ({ page }) => {
  const [a] = await cab01Accounts();
  await login(page, 'KASIR');
  await page.goto('/mutasi-uang-cash');
  await page.getByRole('button', { name: 'Tambah Mutasi Uang Cash' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Asal', { exact: true }).selectOption(a.kode_bank);
  await expect(dialog.getByLabel('Tujuan', { exact: true })).toHaveValue('CASH');
  await expect(dialog.getByLabel('Rekening Tujuan')).toBeDisabled();
});

test('cash never goes below zero: a withdrawal above the cash in hand is refused; a forged amount (0x10, 1e3) posts nothing', async ({ page }) => {
  const bri = (await cab01Accounts()).find((account) => account.kode_bank === 'BRI')!;
  const cash = '1-1100-CAB01';
  const [cashBefore, before] = [await saldo(cash), await entries()];
  expect(cashBefore).toBeLessThan(999_000_000);
  const dialog = await openCashDeposit(page);
  await chooseSide(page, 'Tujuan', 'BRI', bri.no_rekening);
  await dialog.getByLabel('Jumlah Rp').fill('999000000');
  await dialog.getByLabel('Keterangan').fill('Setoran terlalu besar');
  const request = await captureAction(page, () => dialog.getByRole('button', { name: 'Simpan' }).click());
  await expect(dialog.getByRole('alert')).toHaveText('Saldo kas toko tidak cukup');
  expect([await saldo(cash), await entries()]).toEqual([cashBefore, before]);
  // Refused by the server: everything the cashier chose and typed is still there to correct.
  await expect(dialog.getByLabel('Kategori')).toHaveValue('SETORAN');
  await expect(dialog.getByLabel('Asal', { exact: true })).toHaveValue('CASH');
  await expect(dialog.getByLabel('Tujuan', { exact: true })).toHaveValue('BRI');
  await expect(dialog.getByLabel('Rekening Tujuan')).toHaveValue(bri.no_rekening);
  await expect(dialog.getByLabel('Jumlah Rp')).toHaveValue('Rp. 999.000.000 ,-');
  await expect(dialog.getByLabel('Keterangan')).toHaveValue('Setoran terlalu besar');

  // The same POST with the amount written loosely: not Rp 16 or Rp 1.000, but refused, nothing posted.
  const headers = { ...request.headers() };
  delete headers['content-length'];
  for (const forged of ['0x10', '1e3']) {
    const body = request.postDataBuffer()!.toString('latin1').replace(/(name="[^"]*jumlah"\r\n\r\n)999000000/, `$1${forged}`);
    expect(body, forged).toContain(forged);
    const response = await page.request.post('/mutasi-uang-cash', { headers, data: Buffer.from(body, 'latin1') });
    expect(await response.text(), forged).toContain('jumlahInvalid');
  }
  expect([await saldo(cash), await entries()]).toEqual([cashBefore, before]);
});
