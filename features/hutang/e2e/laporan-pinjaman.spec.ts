import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { postLoans } from '@/features/hutang/kernel';
import { jakartaMoment } from '@/lib/time/jakarta';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { readPdf, readXlsx } from '@/tests/e2e/support/files';
import { login } from '@/tests/e2e/support/fixtures';
import { e2eLoanNumber, onE2eDatabase } from './loan-fixtures';

test.use({ viewport: { width: 1366, height: 768 } });

// June 2019, before anything else in the e2e database lends in CAB01: the shop's loans of these days are this spec's.
// 30 days, 7 of grace, 3 % a month: Rp 1.000.000 pays Rp 1.000 a day.
const A = e2eLoanNumber('PJA');
const B = e2eLoanNumber('PJB');
const C = e2eLoanNumber('PJC');

async function lendOn(day: string, noFakturHutang: string, jumlahHutang: number, berat: string) {
  await onE2eDatabase((db) => db.transaction((tx) => postLoans(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `e2e-lend-${noFakturHutang}`, at: jakartaMoment(day, '10:00:00'),
    loans: [{
      noFakturHutang, kodeSales: 'CAB01-S1', namaCustomer: `Pak ${noFakturHutang.slice(3, 6)}`, alamatCustomer: 'Jl. Kenanga 7', noHpCustomer: '0812', noKtp: '3273',
      jumlahHutang, bunga: '3', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7, bayarTunai: jumlahHutang, bayarTransfer: 0,
      items: [{ kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', berat, kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 800_000 }],
    }],
  })));
}

test.beforeAll(async () => {
  await lendOn('2019-05-01', C, 600_000, '1.500'); // due 31 May, last grace day 7 Jun
  await lendOn('2019-05-10', B, 2_000_000, '3.000'); // due 9 Jun, last grace day 16 Jun
  await lendOn('2019-05-16', A, 1_000_000, '2.000'); // due 15 Jun
});

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/laporan-${name}-1366.png`, fullPage: true });
}

/** The export link's file: status, type and body. */
async function download(page: Page, name: 'Export Pdf' | 'Export Excel') {
  const response = await page.request.get((await page.getByRole('link', { name }).getAttribute('href'))!);
  expect(response.status()).toBe(200);
  return response.body();
}

test('Laporan Pinjaman Detail lists the loans made in May with items, figures and totals, on screen, in the PDF and in Excel', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-pinjaman-detail');
  await expect(page.getByRole('heading', { name: 'Laporan Pinjaman Detail' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('SEMUA');
  await expectNoSeriousViolations(page);
  await page.goto('/laporan-pinjaman-detail?tgl_from=2019-05-01&tgl_to=2019-05-31&kode_toko=CAB01&status=SEMUA&cari=1');
  await expect(page.getByText('Laporan Pinjaman Detail Tersedia', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  // #, faktur, tanggal, nasabah, barang, berat, taksiran, pokok, bunga, bunga/hari, jatuh tempo, status.
  await expect(rows.nth(0).locator('td')).toHaveText(['1', C, '2019-05-01', 'Pak PJC', 'Kalung Rantai 1,500 g', '1,500', 'Rp. 1.200.000', 'Rp. 600.000',
    '3,00 %', 'Rp. 600', '2019-05-31', 'AKTIF']);
  await expect(rows.nth(2).locator('td')).toHaveText(['3', A, '2019-05-16', 'Pak PJA', 'Kalung Rantai 2,000 g', '2,000', 'Rp. 1.600.000', 'Rp. 1.000.000',
    '3,00 %', 'Rp. 1.000', '2019-06-15', 'AKTIF']);
  // 1,500 + 3,000 + 2,000 g; 600.000 + 2.000.000 + 1.000.000.
  await expect(table.locator('[data-total="berat"]')).toHaveText('6,500');
  await expect(table.locator('[data-total="jumlah_hutang"]')).toHaveText('Rp. 3.600.000');
  await expectNoSeriousViolations(page);
  await screenshot(page, 'pinjaman-detail');

  const pdf = await download(page, 'Export Pdf');
  fs.writeFileSync('test-results/laporan-pinjaman-detail.pdf', pdf);
  const { text } = readPdf(pdf);
  for (const words of ['Laporan Pinjaman Detail', 'Periode 2019-05-01 s/d 2019-05-31', A, 'Rp. 3.600.000', '6,500']) expect(text).toContain(words);
  const sheet = await readXlsx(await download(page, 'Export Excel'));
  const totals = sheet.at(-1)!;
  expect([totals[0], totals[4], totals[6]]).toEqual(['Grand Total', 6.5, 3_600_000]);
});

test('Laporan Hutang Jatuh Tempo puts each loan of 15 June under its bucket with its count, principal and accrued interest', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-hutang-jatuh-tempo');
  await expect(page.getByRole('heading', { name: 'Laporan Hutang Jatuh Tempo' })).toBeVisible();
  // One date, not a range.
  await expect(page.getByLabel('Tanggal', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Tanggal Dari')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.goto('/laporan-hutang-jatuh-tempo?tgl_to=2019-06-15&kode_toko=CAB01&kelompok=SEMUA&cari=1');
  await expect(page.getByText('Laporan Hutang Jatuh Tempo Tersedia', { exact: true })).toBeVisible();
  await expect(page.getByText('Per Tanggal 2019-06-15')).toBeVisible();
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  // A due today (30 days × 1.000), B overdue and in its grace (36 days × 2.000), C past its grace (45 days × 600).
  const bucket = (code: string) => table.locator(`tr[data-group="${code}"]`);
  await expect(table.locator('tr[data-group]')).toHaveCount(3);
  await expect(bucket('2').locator('th')).toHaveText('JATUH TEMPO DALAM 7 HARI · 1 data');
  await expect(bucket('2').locator('[data-group-total="jumlah_hutang"]')).toHaveText('Rp. 1.000.000');
  await expect(bucket('2').locator('[data-group-total="bunga_berjalan"]')).toHaveText('Rp. 30.000');
  await expect(bucket('3').locator('th')).toHaveText('LEWAT JATUH TEMPO (MASA TENGGANG) · 1 data');
  await expect(bucket('3').locator('[data-group-total="bunga_berjalan"]')).toHaveText('Rp. 72.000');
  await expect(bucket('4').locator('th')).toHaveText('MASA LELANG · 1 data');
  await expect(bucket('4').locator('[data-group-total="bunga_berjalan"]')).toHaveText('Rp. 27.000');
  await expect(table.locator('[data-total="jumlah_hutang"]')).toHaveText('Rp. 3.600.000');
  await expect(table.locator('[data-total="bunga_berjalan"]')).toHaveText('Rp. 129.000');
  await expect(table.locator('[data-total="total_tagihan"]')).toHaveText('Rp. 3.729.000');
  await expectNoSeriousViolations(page);
  await screenshot(page, 'hutang-jatuh-tempo');

  const pdf = await download(page, 'Export Pdf');
  fs.writeFileSync('test-results/laporan-hutang-jatuh-tempo.pdf', pdf);
  const { text } = readPdf(pdf);
  for (const words of ['Laporan Hutang Jatuh Tempo', 'Per Tanggal 2019-06-15', 'MASA LELANG · 1 data', 'Rp. 129.000', C]) expect(text).toContain(words);
  const sheet = await readXlsx(await download(page, 'Export Excel'));
  expect(sheet.filter((row) => String(row[0]).includes(' · ')).map((row) => [row[0], row[4], row[9]])).toEqual([
    ['JATUH TEMPO DALAM 7 HARI · 1 data', 1_000_000, 30_000],
    ['LEWAT JATUH TEMPO (MASA TENGGANG) · 1 data', 2_000_000, 72_000],
    ['MASA LELANG · 1 data', 600_000, 27_000],
  ]);
});
