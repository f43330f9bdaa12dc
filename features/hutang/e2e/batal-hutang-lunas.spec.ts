import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { e2eLoanNumber, lendDaysAgo, redeemNow } from './loan-fixtures';

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/hutang-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/hutang-${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('Batal Hutang Lunas cancels today’s redemption with a reason (SPV approves his own): the items back in custody, the loan active', async ({ page }) => {
  const nomor = e2eLoanNumber('BL');
  await lendDaysAgo(nomor, 120);
  // 4.167 × 120 = 500.040 interest: Rp 5.500.040 paid.
  const noPelunasan = await redeemNow(nomor, 5_500_040);
  await login(page, 'SPV');
  await page.goto('/batal-hutang-lunas');
  await expect(page.getByRole('heading', { name: 'Batal Hutang Lunas' })).toBeVisible();
  const row = page.getByTestId('pelunasan-row').filter({ hasText: noPelunasan });
  await expect(row).toContainText('Rp. 5.500.040');
  await expectNoSeriousViolations(page);
  await row.getByRole('button', { name: `Buka ${noPelunasan}` }).click();
  await page.getByLabel('Alasan Batal').fill('Nasabah batal menebus');
  await screenshots(page, 'batal-tebus');
  await page.getByRole('button', { name: 'Batalkan Pelunasan' }).click();
  await expect(page.getByText(`Pelunasan ${noPelunasan} berhasil dibatalkan`)).toBeVisible();
  await expect(row).toContainText('Batal');

  expect(await sql(`select status, alasan_batal, batal_disetujui_oleh is not null as approved from hutang_pelunasan where no_pelunasan = $1`, [noPelunasan]))
    .toEqual([{ status: 'BATAL', alasan_batal: 'Nasabah batal menebus', approved: true }]);
  expect(await sql(`select status, tgl_lunas from hutang where no_faktur_hutang = $1`, [nomor])).toEqual([{ status: 'AKTIF', tgl_lunas: null }]);
  expect(await sql(`select kode_barcode, status, kode_gudang, kode_baki from barang where kode_barcode like $1 order by 1`, [`${nomor}-%`])).toEqual([
    { kode_barcode: `${nomor}-1`, status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: nomor },
    { kode_barcode: `${nomor}-2`, status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: nomor },
  ]);
  // The reversing entry: each line of the redemption's with its sides swapped.
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join hutang_pelunasan p on p.jurnal_batal_id = d.jurnal_id
                     where p.no_pelunasan = $1 order by d.nomor_akun`, [noPelunasan])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 5500040 },
    { nomor_akun: '1-1400', debit: 5000000, kredit: 0 },
    { nomor_akun: '4-2000', debit: 500040, kredit: 0 },
  ]);
  expect(await sql(`select * from custody_mismatches()`)).toEqual([]);
  await expectNoSeriousViolations(page);
});
