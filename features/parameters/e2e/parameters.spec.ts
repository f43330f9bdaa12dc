import { expect, test } from '@playwright/test';
import { rupiahText } from '@/tests/e2e/support/expected';
import { captureAction, login, replayAs, setSetting, sql } from '@/tests/e2e/support/fixtures';

const NOT_AVAILABLE = 'Menu ini tidak tersedia untuk akun Anda';
const hargaBeli = async (kode: string) => (await sql<{ h: string }>(`select harga_per_gram::text as h from para_harga_beli where kode_harga = $1`, [kode]))[0]?.h;

test('Parameter Harga Beli: list, add with required messages and the mask, edit with the code read-only, delete after Ya', async ({ page, browser }) => {
  await sql(`delete from para_harga_beli where kode_harga = 'HB-E2E'`);
  await login(page, 'OWN');
  await page.goto('/parameter-harga-beli');
  const table = page.getByRole('table', { name: 'Daftar Parameter Harga Beli' });
  await expect(table.getByRole('row', { name: /HB-24K/ })).toContainText(rupiahText((await hargaBeli('HB-24K'))!));

  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Kode Harga Tidak Boleh Kosong')).toBeVisible();
  await expect(dialog.getByText('Harga/Gram Tidak Boleh Kosong')).toBeVisible();
  await dialog.getByLabel('Kode Harga').fill('hb-e2e');
  await dialog.getByLabel('Harga/Gram').fill('1500000');
  await expect(dialog.getByLabel('Harga/Gram')).toHaveValue('Rp. 1.500.000 ,-');
  await dialog.getByLabel('Harga/Gram').press('Enter');
  expect(await hargaBeli('HB-E2E')).toBeUndefined();
  const create = await captureAction(page, () => dialog.getByRole('button', { name: 'Simpan' }).click());
  await expect(page.getByText('Berhasil Menyimpan Data')).toBeVisible();
  await expect(table.getByRole('row', { name: /HB-E2E/ })).toContainText('Rp. 1.500.000');
  expect(await hargaBeli('HB-E2E')).toBe('1500000');

  await table.getByRole('button', { name: 'Edit HB-E2E' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Kode Harga')).toHaveValue('HB-E2E');
  await expect(edit.getByLabel('Kode Harga')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Harga/Gram')).toHaveValue('Rp. 1.500.000 ,-');
  await edit.getByLabel('Harga/Gram').fill('1600000');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Mengedit Data')).toBeVisible();
  expect(await hargaBeli('HB-E2E')).toBe('1600000');

  await table.getByRole('button', { name: 'Hapus HB-E2E' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm).toContainText('Apakah Anda Yakin Ingin Menghapus');
  await confirm.getByRole('button', { name: 'Tidak' }).click();
  expect(await hargaBeli('HB-E2E')).toBe('1600000');
  await table.getByRole('button', { name: 'Hapus HB-E2E' }).click();
  // Deleting a purchase price needs a supervisor's or owner's authorization (§2.6); the owner gives it himself (issue 14).
  const remove = await captureAction(page, () => confirm.getByRole('button', { name: 'Ya' }).click(), '"harga-beli"');
  await expect(page.getByText('Berhasil Menghapus Data')).toBeVisible();
  await expect(table.getByRole('row', { name: /HB-E2E/ })).toHaveCount(0);

  // A cashier, a sales user or a branch supervisor (Parameter is OWN/SU's) replaying the same POSTs changes nothing.
  for (const level of ['KASIR', 'USER', 'SPV'] as const) expect(await replayAs(browser, create, level)).toContain(NOT_AVAILABLE);
  expect(await hargaBeli('HB-E2E')).toBeUndefined();
  await sql(`insert into para_harga_beli (kode_harga, harga_per_gram) values ('HB-E2E', 1)`);
  expect(await replayAs(browser, remove, 'KASIR')).toContain(NOT_AVAILABLE);
  expect(await hargaBeli('HB-E2E')).toBe('1');
  await sql(`delete from para_harga_beli where kode_harga = 'HB-E2E'`);
});

test('Master Bank, Rekening and Kode Transaksi: add, a taken code, an account in use cannot be deleted', async ({ page }) => {
  await sql(`delete from rekening where no_rekening = '9990001'`);
  await sql(`delete from akun where nomor_akun = '1-1200-9990001'`);
  await sql(`delete from bank where kode_bank = 'BNI'`);
  await login(page, 'OWN');
  await page.goto('/master-bank');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tambah Data' });
  await dialog.getByLabel('Kode Bank').fill('BCA');
  await dialog.getByLabel('Nama Bank').fill('Bank Lain');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Kode Bank Sudah Terdaftar')).toBeVisible();
  await dialog.getByLabel('Kode Bank').fill('BNI');
  await dialog.getByLabel('Nama Bank').fill('Bank Negara Indonesia');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Menyimpan Data')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daftar Bank' }).getByRole('row', { name: /BNI/ })).toContainText('Bank Negara Indonesia');

  await page.goto('/master-rekening');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  dialog = page.getByRole('dialog', { name: 'Tambah Data' });
  await dialog.getByLabel('No Rekening').fill('9990001');
  await dialog.getByLabel('Nama Rekening').fill('Kas Kecil Bandung');
  await dialog.getByLabel('Kode Bank').selectOption('BNI');
  await dialog.getByLabel('Toko').selectOption('CAB01');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Menyimpan Data')).toBeVisible();
  const accounts = page.getByRole('table', { name: 'Daftar Rekening' });
  await page.getByRole('searchbox', { name: 'Cari...', exact: true }).fill('9990001');
  await expect(accounts.getByRole('row', { name: /9990001/ })).toContainText('CAB01');
  expect(await sql(`select kode_toko from akun where nomor_akun = '1-1200-9990001'`)).toEqual([{ kode_toko: 'CAB01' }]);

  // The new account appears in the transfer form of its shop's cashier.
  const [seeded] = await sql<{ no_rekening: string }>(`select no_rekening from rekening where kode_toko = 'CAB01' and no_rekening <> '9990001' limit 1`);
  await page.getByRole('searchbox', { name: 'Cari...', exact: true }).fill(seeded.no_rekening);
  await accounts.getByRole('button', { name: `Hapus ${seeded.no_rekening}` }).click();
  await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Data ini masih dipakai transaksi lain dan tidak dapat dihapus')).toBeVisible();
  expect(await sql(`select 1 from rekening where no_rekening = $1`, [seeded.no_rekening])).toHaveLength(1);

  await page.goto('/master-kode-transaksi');
  await expect(page.getByRole('table', { name: 'Daftar Kode Transaksi' }).getByRole('row', { name: /SETORAN/ })).toContainText('Setoran Kas ke Bank');
});

test('Parameter Harga Global: Rupiah mask, Sedang Menyimpan, saved, reload after 3 s; the purchase report keeps each row\'s own karat price', async ({ page, browser }) => {
  await login(page, 'OWN');
  await page.goto('/parameter-harga-global');
  const field = page.getByLabel('Harga Global');
  await expect(field).toHaveAttribute('placeholder', 'Masukan Harga Emas Global');
  await field.fill('');
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByText('Harga Global Tidak Boleh Kosong')).toBeVisible();
  await field.fill('2300000');
  await expect(field).toHaveValue('Rp. 2.300.000');
  // The save is held back a moment so its pending state can be seen.
  await page.route('**/parameter-harga-global', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const save = await captureAction(page, () => page.getByRole('button', { name: 'Simpan Data' }).click());
  await expect(page.getByRole('button', { name: 'Sedang Menyimpan' })).toBeDisabled();
  await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();
  // A mark on the window survives until the page reloads, 3 s after the save.
  await page.evaluate(() => Object.assign(window, { kilauMark: true }));
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => 'kilauMark' in window)).toBe(true);
  await expect.poll(() => page.evaluate(() => 'kilauMark' in window).catch(() => true), { timeout: 6000 }).toBe(false);
  await expect(page.getByLabel('Harga Global')).toHaveValue('Rp. 2.300.000');
  const stored = async () => (await sql<{ value: string }>(`select value from para_system where key = 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE'`))[0].value;
  expect(await stored()).toBe('2300000');

  // A purchase of 2,000 g for Rp 1.400.080 (Rp 700.040/g) at its own karat's Rp 1.000.000: (1.000.000 − 700.040) / 1.000.000 × 100
  // = 29,996 % → 30,00 %, whatever the global 24K price (Rp 2.300.000 would give 69,56 %).
  // Purchases are append-only (lines and all): written once per e2e database, on a day nothing else touches.
  await sql(`insert into pembelian (no_faktur_beli, kode_toko, tanggal, kode_sales, total_berat, total_harga, bayar_tunai)
             values ('PB-E2E-GLOBAL', 'PUSAT', '2020-05-05 10:00+07', (select min(kode_sales) from sales where kode_toko = 'PUSAT'), 2.000, 1400080, 1400080)
             on conflict do nothing`);
  await sql(`insert into pembelian_detail (no_faktur_beli, urutan, kondisi, kelompok_harga, kode_group, nama_barang, harga_emas, berat_nota, berat, harga_nota, harga)
             values ('PB-E2E-GLOBAL', 1, 'BAGUS', 'TOKO', (select min(kode_group) from group_barang), 'Cincin E2E', 1000000, 2.000, 2.000, 1500000, 1400080)
             on conflict do nothing`);
  await page.goto('/laporan-pembelian-per-faktur?tgl_from=2020-05-05&tgl_to=2020-05-05&kode_toko=PUSAT&cari=1');
  const row = page.getByRole('table', { name: 'Hasil laporan' }).getByRole('row', { name: /PB-E2E-GLOBAL/ });
  await expect(row.locator('td').nth(10)).toHaveText('Rp. 700.040');
  await expect(row.locator('td').nth(11)).toHaveText('30,00 %');

  expect(await replayAs(browser, save, 'KASIR')).toContain(NOT_AVAILABLE);
  // The ordinary user `sales` saving the chain's gold price is refused too.
  expect(await replayAs(browser, save, 'USER')).toContain(NOT_AVAILABLE);
  expect(await stored()).toBe('2300000');

  // The owner's own POST with a loosely written amount: hexadecimal or an exponent is not Rp 16 or Rp 1.000.
  const headers = { ...save.headers() };
  delete headers['content-length'];
  for (const forged of ['0x10', '1e3', '-5']) {
    const body = save.postDataBuffer()!.toString('latin1').replace(/(name="[^"]*harga_global"\r\n\r\n)2300000/, `$1${forged}`);
    expect(body, forged).toContain(forged);
    const response = await page.request.post(save.url(), { headers, data: Buffer.from(body, 'latin1') });
    expect(await response.text(), forged).toContain('hargaGlobalInvalid');
  }
  expect(await stored()).toBe('2300000');
});

test('Parameter Akun: journal list with spaces, click-to-edit accounts held until Simpan Perubahan, then back to the list', async ({ page, browser }) => {
  await sql(`update para_akun_transaksi set nomor_akun = '1-1300' where trx = 'KIRIM_UANG_PUSAT' and kode_akun = 'KAS_DALAM_PERJALANAN'`);
  await login(page, 'OWN');
  await page.goto('/parameter-akun');
  const list = page.getByRole('table', { name: 'Daftar Jurnal' });
  await expect(list.getByRole('cell', { name: 'KIRIM UANG PUSAT', exact: true })).toBeVisible();
  await list.getByRole('link', { name: 'Edit KIRIM UANG PUSAT' }).click();
  await expect(page.getByLabel('Nama Jurnal')).toHaveValue('KIRIM UANG PUSAT');
  await page.getByRole('button', { name: 'Nomor akun KAS DALAM PERJALANAN' }).click();
  await page.getByRole('combobox', { name: 'Nomor akun KAS DALAM PERJALANAN' }).selectOption('3-1000');
  await expect(page.getByRole('button', { name: 'Nomor akun KAS DALAM PERJALANAN' })).toHaveText('3-1000');
  // Held on the screen only until saved.
  expect((await sql<{ n: string }>(`select nomor_akun as n from para_akun_transaksi where trx = 'KIRIM_UANG_PUSAT' and kode_akun = 'KAS_DALAM_PERJALANAN'`))[0].n).toBe('1-1300');
  const save = await captureAction(page, () => page.getByRole('button', { name: 'Simpan Perubahan' }).click());
  await expect(page.getByText('Data Berhasil Diedit')).toBeVisible();
  await expect(page).toHaveURL(/\/parameter-akun$/);
  const account = async () => (await sql<{ n: string }>(`select nomor_akun as n from para_akun_transaksi where trx = 'KIRIM_UANG_PUSAT' and kode_akun = 'KAS_DALAM_PERJALANAN'`))[0].n;
  expect(await account()).toBe('3-1000');
  await sql(`update para_akun_transaksi set nomor_akun = '1-1300' where trx = 'KIRIM_UANG_PUSAT' and kode_akun = 'KAS_DALAM_PERJALANAN'`);

  // The same save replayed by a cashier, a sales user, or by the owner while the accounting module is off, changes nothing.
  expect(await replayAs(browser, save, 'KASIR')).toContain(NOT_AVAILABLE);
  expect(await replayAs(browser, save, 'USER')).toContain(NOT_AVAILABLE);
  await setSetting('NAGAFIN_ACCOUNTING_MODULE', 'false');
  try {
    expect(await replayAs(browser, save, 'OWN')).toContain(NOT_AVAILABLE);
  } finally {
    await setSetting('NAGAFIN_ACCOUNTING_MODULE', 'true');
  }
  expect(await account()).toBe('1-1300');
});

test('Parameter Akun offers only the chain\'s accounts; "this shop\'s cash" stays with the transaction; a forged branch account is refused', async ({ page }) => {
  const parameters = async () => sql(`select trx, kode_akun, nomor_akun from para_akun_transaksi order by trx, kode_akun`);
  const before = await parameters();
  await login(page, 'OWN');
  await page.goto('/parameter-akun');
  await page.getByRole('table', { name: 'Daftar Jurnal' }).getByRole('link', { name: 'Edit KIRIM UANG PUSAT' }).click();
  // KAS TOKO is the sending branch's cash: not a button to choose from.
  await expect(page.getByRole('button', { name: 'Nomor akun KAS TOKO' })).toHaveCount(0);
  await expect(page.getByLabel('Nomor akun KAS TOKO')).toHaveText('—');
  await page.getByRole('button', { name: 'Nomor akun KAS DALAM PERJALANAN' }).click();
  const options = await page.getByRole('combobox', { name: 'Nomor akun KAS DALAM PERJALANAN' }).locator('option').evaluateAll(
    (nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  // The demo chart's chain-wide accounts (cash in transit, bought gold, PPN, capital, sales, other income, cash
  // difference, expenses); no shop's cash or bank account.
  expect(options).toEqual(['', '1-1300', '1-1400', '1-1500', '2-1100', '2-1300', '2-1400', '2-1500', '2-1600', '3-1000', '4-1000', '4-2000', '4-2100', '4-3000', '4-9000', '4-9100', '6-1000', '6-2000']);

  await page.goto('/parameter-akun');
  await page.getByRole('table', { name: 'Daftar Jurnal' }).getByRole('link', { name: 'Edit MUTASI UANG CASH' }).click();
  const save = await captureAction(page, () => page.getByRole('button', { name: 'Simpan Perubahan' }).click());
  await expect(page.getByText('Data Berhasil Diedit')).toBeVisible();
  // The same save, forged to point Mutasi Uang Cash at the Surabaya branch's cash, is refused with the reason.
  const headers = { ...save.headers() };
  delete headers['content-length'];
  // The form's first line whose account is the transaction's (an empty field) now names the branch's cash.
  const forged = Buffer.from(save.postDataBuffer()!.toString('latin1').replace(/(name="[^"]*detail\[\d+\]\.nomor_akun"\r\n\r\n)(\r\n)/, (_, field: string, end: string) => `${field}1-1100-CAB02${end}`), 'latin1');
  expect(forged.toString('latin1')).toContain('1-1100-CAB02');
  const response = await page.request.post(save.url(), { headers, data: forged });
  expect(await response.text()).toContain('Akun 1-1100-CAB02 milik toko CAB02');
  expect(await parameters()).toEqual(before);
});
