import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { e2eLoanNumber, lendDaysAgo } from './loan-fixtures';

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

test('a loan lent 120 days ago is found by scanning its slip and redeemed, the interest checked by hand on screen and in the journal', async ({ page }) => {
  const nomor = e2eLoanNumber('LH');
  await lendDaysAgo(nomor, 120);
  await login(page, 'KASIR');
  await page.goto('/lihat-hutang');
  await expect(page.getByRole('heading', { name: 'Lihat Hutang' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Searched by the customer's name, then opened by scanning the slip's barcode (the loan number).
  await page.getByLabel('Cari No Hutang / Nama Nasabah').fill('ratna e2e');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByTestId('hutang-row').filter({ hasText: nomor })).toBeVisible();
  const scan = page.getByLabel('Scan Barcode Surat Gadai');
  await scan.fill(nomor.toLowerCase());
  await scan.press('Enter');
  await expect(page.getByRole('heading', { name: `${nomor} · Aktif` })).toBeVisible();

  // Rp 5.000.000 at 2,5 %: 5.000.000 × 2,5 % / 30 = 4.166,67 → Rp 4.167 a day; 120 days: 4.167 × 120 = Rp 500.040;
  // total 5.500.040; actual rate 100 × 500.040 × 30 / 120 / 5.000.000 = 2,5002 → 2,50 %. Shown before any payment.
  await expect(page.getByTestId('tebus-lamaPinjam')).toHaveText('120');
  await expect(page.getByTestId('tebus-bungaRp')).toHaveText('Rp. 4.167');
  await expect(page.getByTestId('tebus-bungaPinjam')).toHaveText('Rp. 500.040');
  await expect(page.getByTestId('tebus-bungaAktual')).toHaveText('2,50 %');
  await expect(page.getByTestId('tebus-totalBayar')).toHaveText('Rp. 5.500.040');
  await expectNoSeriousViolations(page);

  // A payment above what is due is refused before anything is sent.
  await page.getByLabel('Tunai', { exact: true }).fill('5600000');
  await page.getByRole('button', { name: 'Simpan Pelunasan' }).click();
  const info = page.getByRole('dialog', { name: 'Informasi !!!' });
  await expect(info).toContainText('Pembayaran tidak boleh melebihi sisa yang harus dibayar (Rp. 5.500.040)');
  await info.getByRole('button', { name: 'OK' }).click();
  expect(await sql(`select count(*)::int as n from hutang_pelunasan where no_faktur_hutang = $1`, [nomor])).toEqual([{ n: 0 }]);

  // Cash and transfer: 5.000.000 + 500.040.
  await page.getByLabel('Tunai', { exact: true }).fill('5000000');
  await page.getByLabel('Transfer', { exact: true }).fill('500040');
  await page.getByRole('combobox', { name: 'Rekening Toko' }).selectOption('81014567');
  await expect(page.getByTestId('tebus-sisa')).toHaveText('Rp. 0');
  await screenshots(page, 'lihat-tebus');
  await page.getByRole('button', { name: 'Simpan Pelunasan' }).click();
  await expect(page.getByText(/Pelunasan LH-CAB01-\d{6}-\d{4} berhasil disimpan/)).toBeVisible();
  const noPelunasan = (await page.getByTestId('pelunasan-nomor').textContent())!;
  await expect(page.getByRole('heading', { name: `${nomor} · Lunas` })).toBeVisible();
  await expect(page.getByTestId('hutang-history')).toContainText(noPelunasan);

  expect(await sql(`select lama_hari, bunga_rp::int, bunga_pinjam::int, total_bayar::int, status from hutang_pelunasan where no_pelunasan = $1`, [noPelunasan]))
    .toEqual([{ lama_hari: 120, bunga_rp: 4167, bunga_pinjam: 500040, total_bayar: 5500040, status: 'AKTIF' }]);
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join hutang_pelunasan p on p.jurnal_id = d.jurnal_id
                     where p.no_pelunasan = $1 order by d.nomor_akun`, [noPelunasan])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 5000000, kredit: 0 },
    { nomor_akun: '1-1200-81014567', debit: 500040, kredit: 0 },
    { nomor_akun: '1-1400', debit: 0, kredit: 5000000 },
    { nomor_akun: '4-2000', debit: 0, kredit: 500040 },
  ]);
  expect(await sql(`select status from barang where kode_barcode like $1 order by 1`, [`${nomor}-%`])).toEqual([{ status: 'REDEEMED' }, { status: 'REDEEMED' }]);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'lihat-lunas');
});
