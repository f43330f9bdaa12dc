import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { daysAgo, e2eLoanNumber, lendDaysAgo } from './loan-fixtures';

/** The screen at a desk (1366×768) and on a phone (390 px), for a person to look at (test-results/). */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/hutang-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/hutang-${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** Opens a loan on Lihat Hutang by scanning its slip, then its Perpanjang form. */
async function openRenewal(page: Page, nomor: string) {
  await page.goto('/lihat-hutang');
  const scan = page.getByLabel('Scan Barcode Surat Gadai');
  await scan.fill(nomor);
  await scan.press('Enter');
  await expect(page.getByRole('heading', { name: `${nomor} · Aktif` })).toBeVisible();
  await page.getByRole('button', { name: 'Perpanjang', exact: true }).click();
  const form = page.getByRole('region', { name: `Perpanjang Hutang ${nomor}` });
  await expect(form).toBeVisible();
  return form;
}

let bands = 'true';
/** Known bands: 2,5 %/month up to Rp 5.000.000 and 2 % above, for 1–60 days; 30 days and 7 of grace. */
test.beforeAll(async () => {
  [{ value: bands }] = await sql<{ value: string }>(`select value from para_system where key = 'PARAMETER_BUNGA_HUTANG_MODULE'`);
  await sql(`delete from para_bunga_hutang`);
  await sql(`insert into para_bunga_hutang (jumlah_dari, jumlah_sampai, hari_dari, hari_sampai, bunga, created_by, updated_by)
    values (0, 5000000, 1, 60, 2.5, 'e2e', 'e2e'), (5000001, 100000000, 1, 60, 2, 'e2e', 'e2e')`);
  await setSetting('LAMA_HUTANG_HARI', '30');
  await setSetting('MASA_TENGGANG_HUTANG_HARI', '7');
});
test.afterAll(async () => {
  await setSetting('PARAMETER_BUNGA_HUTANG_MODULE', bands);
});

test('a loan renewed at a new rate typed by the cashier, paying the interest in cash and by transfer', async ({ page }) => {
  await setSetting('PARAMETER_BUNGA_HUTANG_MODULE', 'false');
  const nomor = e2eLoanNumber('PJ');
  await lendDaysAgo(nomor, 100);
  await login(page, 'KASIR');
  const form = await openRenewal(page, nomor);
  await expectNoSeriousViolations(page);

  // Rp 5.000.000 at 2,5 %: 4.167 a day; 100 days: 4.167 × 100 = Rp 416.700, shown before anything is paid.
  await expect(form.getByTestId('perpanjang-lamaPinjam')).toHaveText('100');
  await expect(form.getByTestId('perpanjang-bungaPinjam')).toHaveText('Rp. 416.700');
  await expect(form.getByTestId('perpanjang-dibayarNasabah')).toHaveText('Rp. 416.700');
  await expect(form.getByTestId('perpanjang-lamaHariBaru')).toHaveText('30 hari');

  // No new rate: "Bunga baru wajib diisi", nothing sent.
  await form.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
  const info = page.getByRole('dialog', { name: 'Informasi !!!' });
  await expect(info).toContainText('Bunga baru wajib diisi');
  await info.getByRole('button', { name: 'OK' }).click();
  expect(await sql(`select count(*)::int as n from hutang where hutang_asal = $1`, [nomor])).toEqual([{ n: 0 }]);

  // 3 % a month on Rp 5.000.000: 5.000.000 × 3 % / 30 = Rp 5.000 a day, Rp 150.000 in 30 days.
  await form.getByLabel('Bunga Baru (% per bulan)').fill('3');
  await expect(form.getByTestId('perpanjang-bungaRpBaru')).toHaveText('Rp. 5.000');
  await expect(form.getByTestId('perpanjang-bungaBulanBaru')).toHaveText('Rp. 150.000');
  await form.getByLabel('Tunai', { exact: true }).fill('400000');
  await form.getByLabel('Transfer', { exact: true }).fill('16700');
  await form.getByRole('combobox', { name: 'Rekening Toko' }).selectOption('81014567');
  await expect(form.getByTestId('perpanjang-sisa')).toHaveText('Rp. 0');
  await screenshots(page, 'perpanjang-form');
  await form.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
  await expect(page.getByText(new RegExp(`Hutang ${nomor} diperpanjang menjadi HT-CAB01-\\d{6}-\\d{4}`))).toBeVisible();

  const [renewed] = await sql<{ no: string; bunga: string; bunga_rp: number; jumlah: number; tempo: string }>(`select no_faktur_hutang as no, bunga::text, bunga_rp::int,
    jumlah_hutang::int as jumlah, tgl_jatuh_tempo::text as tempo from hutang where hutang_asal = $1`, [nomor]);
  // The new loan opens at once: Rp 5.000.000 at 3 %, due 30 days after today.
  await expect(page.getByRole('heading', { name: `${renewed.no} · Aktif` })).toBeVisible();
  expect(renewed).toEqual({ no: renewed.no, bunga: '3.00', bunga_rp: 5000, jumlah: 5_000_000, tempo: daysAgo(-30) });
  const history = page.getByTestId('renewal-history');
  await expect(history).toContainText(nomor);
  await expect(history).toContainText(renewed.no);
  await expect(history).toContainText('Rp. 416.700');

  expect(await sql(`select status from hutang where no_faktur_hutang = $1`, [nomor])).toEqual([{ status: 'PERPANJANG' }]);
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join hutang_pelunasan p on p.jurnal_id = d.jurnal_id
                     where p.no_faktur_hutang = $1 order by d.nomor_akun`, [nomor])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 400000, kredit: 0 },
    { nomor_akun: '1-1200-81014567', debit: 16700, kredit: 0 },
    { nomor_akun: '4-2000', debit: 0, kredit: 416700 },
  ]);
  // The items never moved: still pledged, in their first packet, now the new loan's.
  expect(await sql(`select d.kode_barcode, b.status, b.kode_baki from hutang_detail d join barang b on b.kode_barcode = d.kode_barcode
                     where d.no_faktur_hutang = $1 order by 1`, [renewed.no])).toEqual([
    { kode_barcode: `${nomor}-1`, status: 'PLEDGED', kode_baki: nomor }, { kode_barcode: `${nomor}-2`, status: 'PLEDGED', kode_baki: nomor },
  ]);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'perpanjang-baru');
});

test('a loan renewed for less, the rate proposed by the interest bands for the new amount', async ({ page }) => {
  await setSetting('PARAMETER_BUNGA_HUTANG_MODULE', 'true');
  const nomor = e2eLoanNumber('PK');
  await lendDaysAgo(nomor, 120);
  await login(page, 'KASIR');
  const form = await openRenewal(page, nomor);

  // 120 days × 4.167 = Rp 500.040. Renewed at Rp 4.000.000: the 2,5 % band, 4.000.000 × 2,5 % / 30 = 3.333,33 → Rp 3.334 a day;
  // the customer pays 500.040 + 1.000.000 = Rp 1.500.040.
  await form.getByLabel('Jumlah Hutang Baru').fill('4000000');
  await expect(form.getByTestId('perpanjang-bunga')).toHaveText('2,50 %');
  await expect(form.getByTestId('perpanjang-bungaRpBaru')).toHaveText('Rp. 3.334');
  await expect(form.getByTestId('perpanjang-pokokDibayar')).toHaveText('Rp. 1.000.000');
  await expect(form.getByTestId('perpanjang-dibayarNasabah')).toHaveText('Rp. 1.500.040');
  await expect(form.getByLabel('Bunga Baru (% per bulan)')).toHaveCount(0);
  await form.getByLabel('Tunai', { exact: true }).fill('1500040');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Simpan Perpanjangan' }).click();
  await expect(page.getByText(new RegExp(`Hutang ${nomor} diperpanjang menjadi`))).toBeVisible();
  expect(await sql(`select jumlah_hutang::int, bunga::text, bunga_rp::int from hutang where hutang_asal = $1`, [nomor]))
    .toEqual([{ jumlah_hutang: 4_000_000, bunga: '2.50', bunga_rp: 3334 }]);
  expect(await sql(`select jenis, lama_hari, bunga_pinjam::int, pokok_dibayar::int, total_bayar::int, bayar_tunai::int from hutang_pelunasan where no_faktur_hutang = $1`, [nomor]))
    .toEqual([{ jenis: 'PERPANJANG', lama_hari: 120, bunga_pinjam: 500040, pokok_dibayar: 1_000_000, total_bayar: 1_500_040, bayar_tunai: 1_500_040 }]);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);
});
