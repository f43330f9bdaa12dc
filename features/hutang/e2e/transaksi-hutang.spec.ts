import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { fakePrinter, printedSlips } from '@/tests/e2e/support/fake-devices';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';

/** The screen at a desk (1366×768) and on a phone (390 px), for a person to look at (test-results/). */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/hutang-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/hutang-${name}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** A Jakarta day plus `days`, as the screen writes it ("2026-12-27"). */
const jakartaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Known parameters: a jenis of the test's own, T96 (75 %), bought at Rp 1.000.000/g (the demo's prices stay as other specs expect them); plafond 80 % for kadar 70–80 (none for 99); 2,5 %/month up to Rp 5.000.000
 * for 1–60 days; a fee of Rp 10.000; today's loan counter moved past the demo's own loans of today.
 */
test.beforeAll(async () => {
  await sql(`insert into jenis (kode_dept, nama_dept, kadar, kadar_cetak) values ('T96', 'EMAS UJI GADAI', 75, '750') on conflict do nothing`);
  await sql(`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('T96', 1100000, 1000000, 'e2e')`);
  await sql(`delete from plafond_hutang_kadar`);
  await sql(`insert into plafond_hutang_kadar (kadar_dari, kadar_sampai, persen, created_by, updated_by) values (70, 80, 80, 'e2e', 'e2e')`);
  await sql(`delete from para_bunga_hutang`);
  await sql(`insert into para_bunga_hutang (jumlah_dari, jumlah_sampai, hari_dari, hari_sampai, bunga, created_by, updated_by)
    values (0, 5000000, 1, 60, 2.5, 'e2e', 'e2e'), (5000001, 100000000, 1, 60, 2, 'e2e', 'e2e')`);
  await setSetting('BIAYA_ADMIN_HUTANG', '10000');
});
test.afterAll(async () => {
  await setSetting('BIAYA_ADMIN_HUTANG', '0');
});

test('a loan against two pledged items, its figures on screen, its journal entry and custody, its slip printed at once', async ({ page }) => {
  // A serial receipt printer this till chose before (58 mm): the loan's slip goes to it as soon as the loan is saved.
  await fakePrinter(page, 'serial');
  await page.addInitScript(() => {
    localStorage.setItem('kilau.receiptPrinter', JSON.stringify({ kind: 'serial', vendorId: 0x067b, productId: 0x2303, name: 'Serial 67b:2303', width: 58 }));
  });
  await login(page, 'KASIR');
  await page.goto('/transaksi-hutang');
  await expect(page.getByRole('heading', { name: 'Transaksi Hutang' })).toBeVisible();

  await page.getByLabel('Nama Nasabah').fill('Siti Aminah E2E');
  await page.getByLabel('No KTP').fill('3273010101900001');
  await page.getByLabel('No HP').fill('081234567890');
  await page.getByLabel('Alamat').fill('Jl. Melati 5, Bandung');
  await page.getByRole('combobox', { name: 'Penaksir' }).selectOption('CAB01-S1');

  const line = (n: number) => page.locator(`li[data-line="${n}"]`);
  await line(0).getByRole('combobox', { name: 'Group' }).selectOption('KL');
  await line(0).getByRole('combobox', { name: 'Jenis' }).selectOption('T96');
  await line(0).getByLabel('Keterangan Barang').fill('Kalung Rantai E2E');
  await line(0).getByLabel('Berat Kotor').fill('5,300');
  await line(0).getByLabel('Berat Emas').fill('5,125');
  await line(0).getByLabel('Kadar').fill('75');
  await line(0).getByRole('combobox', { name: 'Kondisi' }).selectOption('BAGUS');
  await page.getByRole('button', { name: 'Tambah Barang Jaminan' }).click();
  await expect(page.locator('li[data-line]')).toHaveCount(2);
  await line(1).getByRole('combobox', { name: 'Group' }).selectOption('CC');
  await line(1).getByRole('combobox', { name: 'Jenis' }).selectOption('T96');
  await line(1).getByLabel('Keterangan Barang').fill('Cincin Polos E2E');
  await line(1).getByLabel('Berat Emas').fill('2');
  await line(1).getByLabel('Kadar').fill('99');
  await line(1).getByRole('combobox', { name: 'Kondisi' }).selectOption('KUSAM');

  // 5,125 g × Rp 1.000.000 = Rp 5.125.000; 2 g × Rp 1.000.000 = Rp 2.000.000; plafond 80 % of 5.125.000 (kadar 99: no band).
  await expect(page.getByTestId('harga-emas-0')).toHaveText('Rp. 1.000.000');
  await expect(page.getByTestId('taksiran-0')).toHaveText('Rp. 5.125.000');
  await expect(page.getByTestId('taksiran-1')).toHaveText('Rp. 2.000.000');
  await expect(page.getByTestId('total-taksiran')).toHaveText('Rp. 7.125.000');
  await expect(page.getByTestId('plafond')).toHaveText('Rp. 4.100.000');

  await page.getByLabel('Jumlah Pinjaman').fill('4000000');
  // Rp 4.000.000 at 2,5 % a month: 4.000.000 × 2,5 % / 30 = 3.333,33 → Rp 3.334 a day, Rp 100.020 in 30 days.
  await expect(page.getByTestId('bunga')).toHaveText('2,50 %');
  await expect(page.getByTestId('bunga-hari')).toHaveText('Rp. 3.334');
  await expect(page.getByTestId('bunga-bulan')).toHaveText('Rp. 100.020');
  const today = jakartaToday();
  await expect(page.getByTestId('jatuh-tempo')).toHaveText(plusDays(today, 30));
  await expect(page.getByTestId('tgl-lelang')).toHaveText(plusDays(today, 37));
  await expect(page.getByTestId('biaya-admin')).toHaveText('Rp. 10.000');
  await expect(page.getByTestId('dibayarkan')).toHaveText('Rp. 3.990.000');
  await page.getByLabel('Tunai', { exact: true }).fill('3990000');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'transaksi');

  await page.keyboard.press('F9');
  const nomor = page.getByTestId('nomor-hutang');
  await expect(nomor).toHaveText(/^HT-CAB01-\d{6}-\d{4}$/);
  const no = (await nomor.textContent())!;
  await expect(page.getByRole('button', { name: 'Transaksi Baru' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Surat Bukti Gadai, printed without a click (the first print is free), read back from the printer's bytes.
  await expect.poll(async () => (await printedSlips(page)).length).toBe(1);
  const [slip] = await printedSlips(page);
  for (const line of ['       SURAT BUKTI GADAI', `      ${no}`, 'Nasabah: Siti Aminah E2E', '1. Kalung Rantai E2E', '2. Cincin Polos E2E', '   Kadar                 99,00 %',
    'Pinjaman           Rp. 4.000.000', 'Biaya Admin           Rp. 10.000', 'Diterima Nasabah   Rp. 3.990.000', 'Bunga/Hari             Rp. 3.334']) {
    expect(slip.lines).toContain(line);
  }
  expect(await sql(`select dicetak from hutang where no_faktur_hutang = $1`, [no])).toEqual([{ dicetak: 1 }]);
  await expect(page.getByTestId('nota-actions').getByRole('button', { name: 'Cetak A4' })).toBeVisible();

  expect(await sql(`select jumlah_hutang::int, bunga::text, bunga_rp::int, total_taksiran::int, plafond::int, biaya_admin::int, bayar_tunai::int,
      nama_customer, no_ktp, kode_sales, tgl_jatuh_tempo::text, tgl_lelang::text, status from hutang where no_faktur_hutang = $1`, [no])).toEqual([{
    jumlah_hutang: 4_000_000, bunga: '2.50', bunga_rp: 3_334, total_taksiran: 7_125_000, plafond: 4_100_000, biaya_admin: 10_000, bayar_tunai: 3_990_000,
    nama_customer: 'Siti Aminah E2E', no_ktp: '3273010101900001', kode_sales: 'CAB01-S1', tgl_jatuh_tempo: plusDays(today, 30), tgl_lelang: plusDays(today, 37), status: 'AKTIF',
  }]);
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join hutang h on h.jurnal_id = d.jurnal_id
    where h.no_faktur_hutang = $1 order by d.nomor_akun`, [no])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 3_990_000 },
    { nomor_akun: '1-1400', debit: 4_000_000, kredit: 0 },
    { nomor_akun: '4-2100', debit: 0, kredit: 10_000 },
  ]);
  expect(await sql(`select kode_barcode, status, kode_gudang, kode_baki, berat::text, berat_kotor::text, nama_barang from barang where kode_barcode like $1 || '-%' order by 1`, [no])).toEqual([
    { kode_barcode: `${no}-1`, status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: no, berat: '5.125', berat_kotor: '5.300', nama_barang: 'Kalung Rantai E2E' },
    { kode_barcode: `${no}-2`, status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: no, berat: '2.000', berat_kotor: '2.000', nama_barang: 'Cincin Polos E2E' },
  ]);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);

  // Transaksi Baru (F4 too) opens an empty form.
  await page.getByRole('button', { name: 'Transaksi Baru' }).click();
  await expect(page.getByLabel('Nama Nasabah')).toHaveValue('');
});

test('a loan above the plafond asks for authorization first; kadar above 100 is cleared', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/transaksi-hutang');
  const line = page.locator('li[data-line="0"]');
  await line.getByRole('combobox', { name: 'Jenis' }).selectOption('T96');
  await line.getByLabel('Kadar').fill('101');
  await expect(line.getByText('Tidak Boleh Melebihi 100 !')).toBeVisible();
  await line.getByLabel('Kadar').fill('75');
  await line.getByLabel('Berat Emas').fill('1');
  // 1 g × Rp 1.000.000 × 80 % = Rp 800.000.
  await expect(page.getByTestId('plafond')).toHaveText('Rp. 800.000');
  await page.getByLabel('Jumlah Pinjaman').fill('900000');
  await expect(page.getByText('Pinjaman melebihi plafond: perlu otorisasi')).toBeVisible();
});
