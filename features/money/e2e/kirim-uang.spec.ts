import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { expect, test, type Browser } from '@playwright/test';
import { approvedGrant, captureAction, login, replayAs, sql } from '@/tests/e2e/support/fixtures';
import { rupiahText } from '@/tests/e2e/support/expected';
import { readPdf, readXlsx } from '@/tests/e2e/support/files';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

/**
 * A transfer CAB01's cashier sends to head office through Kirim Uang Pusat, received by the owner through Terima Uang
 * Kas when `receive`: each report test sets up its own, whatever ran before. Answers its reference and Jakarta day.
 */
async function transferToHeadOffice(browser: Browser, jumlah: string, { receive }: { receive: boolean }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await login(page, 'KASIR');
    await page.goto('/kirim-uang-pusat');
    await page.getByLabel('Jumlah Rp').fill(jumlah);
    await page.getByLabel('Keterangan').fill('Setoran untuk laporan');
    const receipt = context.waitForEvent('page');
    await page.getByRole('main').getByRole('button', { name: 'Kirim Uang' }).click();
    const sent = page.getByText(/Kirim Uang Berhasil, No Referensi KU-CAB01-/);
    await expect(sent).toBeVisible();
    await (await receipt).close();
    const nomor = /KU-CAB01-[\w-]+/.exec((await sent.textContent())!)![0];
    if (receive) {
      await context.clearCookies();
      await login(page, 'OWN');
      await page.goto('/terima-uang-kas');
      await page.getByLabel('Nomor Referensi').fill(nomor);
      await page.getByRole('button', { name: 'Cari' }).click();
      await page.getByRole('main').getByRole('button', { name: 'Terima Uang' }).click();
      await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya', exact: true }).click();
      await expect(page.getByText('Terima Uang Berhasil')).toBeVisible();
    }
    const [row] = await sql<{ tgl: string }>(`select (tanggal at time zone 'Asia/Jakarta')::date::text as tgl from kirim_uang where nomor_referensi = $1`, [nomor]);
    return { nomor_referensi: nomor, tgl: row.tgl };
  } finally {
    await context.close();
  }
}

const saldo = async (nomorAkun: string) => Number((await sql<{ s: string }>(`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = $1), 0)::text as s`, [nomorAkun]))[0].s);

test('a branch sends money to head office with a landscape receipt; head office receives it once', async ({ page, browser, context }) => {
  await login(page, 'KASIR');
  await page.goto('/kirim-uang-pusat');
  const before = await saldo('1-1100-CAB01');
  await expect(page.getByTestId('saldo-kas')).toHaveText(rupiahText(before));
  await page.getByRole('main').getByRole('button', { name: 'Kirim Uang' }).click();
  await expect(page.getByText('Jumlah Rp Tidak Boleh Kosong')).toBeVisible();
  await page.getByLabel('Jumlah Rp').fill('1250000');
  await expect(page.getByLabel('Jumlah Rp')).toHaveValue('Rp. 1.250.000 ,-');
  await expect(page.getByText('Jumlah Rp Tidak Boleh Kosong')).toHaveCount(0);
  await page.getByLabel('Keterangan').fill('Setoran penjualan hari ini');
  const receiptPage = context.waitForEvent('page');
  const create = await captureAction(page, () => page.getByRole('main').getByRole('button', { name: 'Kirim Uang' }).click());
  await expect(page.getByText(/Kirim Uang Berhasil, No Referensi KU-CAB01-/)).toBeVisible();
  // Sent: the form is empty for the next one.
  await expect(page.getByLabel('Jumlah Rp')).toHaveValue('');
  await expect(page.getByLabel('Keterangan')).toHaveValue('');
  const [sent] = await sql<{ nomor_referensi: string }>(`select nomor_referensi from kirim_uang where kode_toko = 'CAB01' order by tanggal desc limit 1`);
  expect((await receiptPage).url()).toContain(`/api/kirim-uang/${sent.nomor_referensi}/pdf`);
  const history = page.getByRole('table', { name: 'Riwayat Kirim Uang' });
  await expect(history.getByRole('row', { name: new RegExp(sent.nomor_referensi) })).toContainText('BELUM DITERIMA');
  await expect(history.getByRole('row', { name: new RegExp(sent.nomor_referensi) })).toContainText('CAB01 · Kilau Emas Bandung');
  expect(await saldo('1-1100-CAB01')).toBe(before - 1_250_000);
  await expect(page.getByTestId('saldo-kas')).toHaveText(rupiahText(before - 1_250_000));
  // Sent once: the same POST again posts nothing; head office cannot send through it at all.
  const sends = async () => (await sql<{ n: number }>(`select count(*)::int as n from kirim_uang`))[0].n;
  const count = await sends();
  expect(await replayAs(browser, create, 'OWN')).toContain('Menu ini tidak tersedia untuk akun Anda');
  expect(await sends()).toBe(count);
  expect(await saldo('1-1100-CAB01')).toBe(before - 1_250_000);

  // The copy printed with the sending was the first; another is a reprint a supervisor authorizes.
  await expect.poll(async () => (await sql<{ dicetak: number }>(`select dicetak from kirim_uang where nomor_referensi = $1`, [sent.nomor_referensi]))[0].dicetak).toBe(1);
  const reprint = await page.request.get(`/api/kirim-uang/${sent.nomor_referensi}/pdf`);
  expect(reprint.status()).toBe(403);
  expect((await reprint.json()).message).toBe('Tindakan ini memerlukan otorisasi Supervisor atau Owner');
  const pdf = await page.request.get(`/api/kirim-uang/${sent.nomor_referensi}/pdf?otorisasi=${await approvedGrant('kasir', 'CETAK_ULANG_KIRIM_UANG', documentSubject(sent.nomor_referensi, 'cetak'))}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  const { text, pageSize } = readPdf(body);
  expect(text).toContain('BUKTI KIRIM UANG');
  expect(text).toContain(sent.nomor_referensi);
  expect(text).toContain('Rp. 1.250.000');
  expect(text).toContain('Satu Juta Dua Ratus Lima Puluh Ribu Rupiah');
  expect(text).toContain('Printed By kasir');
  expect(pageSize).toBe('841.89 x 595.28 pts (A4)');

  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await login(ownerPage, 'OWN');
  await ownerPage.goto('/terima-uang-kas');
  await ownerPage.getByRole('button', { name: 'Cari' }).click();
  await expect(ownerPage.getByText('Mohon Masukkan Nomor Referensi')).toBeVisible();
  await ownerPage.getByLabel('Nomor Referensi').fill('KU-NOPE-1');
  await ownerPage.getByRole('button', { name: 'Cari' }).click();
  await expect(ownerPage.getByText('No Terima Tidak Ditemukan')).toBeVisible();
  await ownerPage.getByLabel('Nomor Referensi').fill(sent.nomor_referensi);
  await ownerPage.getByRole('button', { name: 'Cari' }).click();
  await expect(ownerPage.getByTestId('jumlah-terima')).toHaveText('Rp. 1.250.000');
  const pusatBefore = await saldo('1-1100-PUSAT');
  // Nothing is received on one click: the amount, the shop and the sender are read back first; Tidak sends nothing.
  const actions: string[] = [];
  ownerPage.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) actions.push(request.url());
  });
  await ownerPage.getByRole('main').getByRole('button', { name: 'Terima Uang' }).click();
  const confirm = ownerPage.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm).toContainText('Apakah Anda Yakin Ingin Menerima Uang Rp. 1.250.000 dari CAB01 · Kilau Emas Bandung, dikirim oleh kasir?');
  await confirm.getByRole('button', { name: 'Tidak', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(ownerPage.getByTestId('status-terima')).toHaveText('BELUM DITERIMA');
  expect(actions).toEqual([]);
  expect(await saldo('1-1100-PUSAT')).toBe(pusatBefore);
  await ownerPage.getByRole('main').getByRole('button', { name: 'Terima Uang' }).click();
  const receive = await captureAction(ownerPage, () => confirm.getByRole('button', { name: 'Ya', exact: true }).click());
  await expect(ownerPage.getByText('Terima Uang Berhasil')).toBeVisible();
  await expect(ownerPage.getByTestId('status-terima')).toHaveText('SUDAH DITERIMA');
  await expect(ownerPage.getByRole('main').getByRole('button', { name: 'Terima Uang' })).toHaveCount(0);
  expect(await saldo('1-1100-PUSAT')).toBe(pusatBefore + 1_250_000);
  expect((await sql(`select status, received_by from kirim_uang where nomor_referensi = $1`, [sent.nomor_referensi]))[0]).toEqual({ status: 'DONE', received_by: 'owner' });

  // Received once: the same POST again, by the owner or a cashier, moves nothing.
  expect(await replayAs(browser, receive, 'OWN')).toContain('sudah diterima');
  expect(await replayAs(browser, receive, 'KASIR')).toContain('Menu ini tidak tersedia untuk akun Anda');
  expect(await saldo('1-1100-PUSAT')).toBe(pusatBefore + 1_250_000);
  await owner.close();
});

test('more than the branch holds is refused; the amount written as hexadecimal or an exponent sends nothing', async ({ page }) => {
  const sends = async () => (await sql<{ n: number }>(`select count(*)::int as n from kirim_uang`))[0].n;
  const [count, cash] = [await sends(), await saldo('1-1100-CAB01')];
  expect(cash).toBeLessThan(999_000_000);
  await login(page, 'KASIR');
  await page.goto('/kirim-uang-pusat');
  await page.getByLabel('Jumlah Rp').fill('999000000');
  await page.getByLabel('Keterangan').fill('Terlalu besar');
  const create = await captureAction(page, () => page.getByRole('main').getByRole('button', { name: 'Kirim Uang' }).click());
  await expect(page.getByText('Saldo kas toko tidak cukup').first()).toBeVisible();
  // Refused by the server: the amount and the note stay as typed.
  await expect(page.getByLabel('Jumlah Rp')).toHaveValue('Rp. 999.000.000 ,-');
  await expect(page.getByLabel('Keterangan')).toHaveValue('Terlalu besar');
  // The cashier's own POST again with "0x10" or "1e3": not Rp 16 or Rp 1.000, refused before anything is sent.
  const headers = { ...create.headers() };
  delete headers['content-length'];
  for (const forged of ['0x10', '1e3']) {
    const body = create.postDataBuffer()!.toString('latin1').replace(/(name="[^"]*jumlah"\r\n\r\n)999000000/, `$1${forged}`);
    expect(body, forged).toContain(forged);
    expect(await (await page.request.post(create.url(), { headers, data: Buffer.from(body, 'latin1') })).text(), forged).toContain('jumlahInvalid');
  }
  expect([await sends(), await saldo('1-1100-CAB01')]).toEqual([count, cash]);
});

test('each side reaches only its own screen', async ({ page, browser }) => {
  await login(page, 'KASIR');
  expect((await page.goto('/terima-uang-kas'))?.status()).toBe(403);
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await login(ownerPage, 'OWN');
  expect((await ownerPage.goto('/kirim-uang-pusat'))?.status()).toBe(403);
  await owner.close();
});

test('Laporan Kirim Uang Pusat: head office must choose a shop; rows, totals and receipt links', async ({ page, browser }) => {
  const row = await transferToHeadOffice(browser, '150000', { receive: false });
  await login(page, 'OWN');
  await page.goto('/laporan-kirim-uang-pusat');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByText('Mohon Pilih Toko')).toBeVisible();
  await page.goto(`/laporan-kirim-uang-pusat?tgl_from=${row.tgl}&tgl_to=${row.tgl}&kode_toko=CAB02&status=ALL&cari=1`);
  await expect(page.getByText('Data Tidak Ditemukan').first()).toBeVisible();
  await page.goto(`/laporan-kirim-uang-pusat?tgl_from=${row.tgl}&tgl_to=${row.tgl}&kode_toko=CAB01&status=ALL&cari=1`);
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.getByRole('row', { name: new RegExp(row.nomor_referensi) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(row.nomor_referensi) }).getByRole('button', { name: 'Cetak Bukti' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export Pdf' })).toBeVisible();
});

test('Laporan Kirim Uang Pusat shows each status in the words of its filter, on screen and in both exports', async ({ page, browser }) => {
  // One transfer of each status of its own; the report then lists every transfer of CAB01 of those days.
  await transferToHeadOffice(browser, '200000', { receive: true });
  await transferToHeadOffice(browser, '100000', { receive: false });
  const statuses = await sql<{ nomor_referensi: string; status: string; tgl: string }>(
    `select nomor_referensi, status, (tanggal at time zone '${JAKARTA_TZ}')::date::text as tgl from kirim_uang where kode_toko = 'CAB01' order by tanggal`);
  expect(new Set(statuses.map((transfer) => transfer.status))).toEqual(new Set(['OPEN', 'DONE']));
  const words = { OPEN: 'BELUM DITERIMA', DONE: 'SUDAH DITERIMA' } as Record<string, string>;
  const from = statuses[0].tgl;
  const to = statuses[statuses.length - 1].tgl;
  await login(page, 'OWN');
  await page.goto(`/laporan-kirim-uang-pusat?tgl_from=${from}&tgl_to=${to}&kode_toko=CAB01&status=ALL&cari=1`);
  await expect(page.getByLabel('Status')).toContainText('BELUM DITERIMA');
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  const statusColumn = 6;
  await expect(table.locator('thead th').nth(statusColumn)).toHaveText('Status');
  for (const transfer of statuses) {
    await expect(table.getByRole('row', { name: new RegExp(transfer.nomor_referensi) }).locator('td').nth(statusColumn)).toHaveText(words[transfer.status]);
  }
  await expect(table.getByText(/^(OPEN|DONE)$/)).toHaveCount(0);

  const pdf = readPdf(await (await page.request.get((await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href'))!)).body());
  for (const status of new Set(statuses.map((transfer) => transfer.status))) expect(pdf.text).toContain(words[status]);
  expect(pdf.text).not.toMatch(/\b(OPEN|DONE)\b/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Excel' }).click()]);
  const sheet = await readXlsx(Buffer.concat(await (await download.createReadStream()).toArray()));
  const header = sheet[3];
  const at = header.indexOf('Status');
  expect(sheet.slice(4, 4 + statuses.length).map((line) => [line[0], line[at]])).toEqual(statuses.map((transfer) => [transfer.nomor_referensi, words[transfer.status]]));

  // In English the rows read as the English filter does.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Report result' }).getByRole('row', { name: new RegExp(statuses[0].nomor_referensi) }).locator('td').nth(statusColumn))
    .toHaveText({ OPEN: 'NOT RECEIVED', DONE: 'RECEIVED' }[statuses[0].status]!);
});
