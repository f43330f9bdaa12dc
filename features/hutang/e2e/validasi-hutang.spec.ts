import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { e2eLoanNumber, lendDaysAgo, redeemNow } from './loan-fixtures';

test.use({ viewport: { width: 1366, height: 768 } });

test('Validasi Hutang: the supervisor validates today\'s loan and redemption; a validated redemption cannot be cancelled; a cashier only looks', async ({ page, browser }) => {
  const lent = e2eLoanNumber('VL');
  await lendDaysAgo(lent, 0);
  const redeemed = e2eLoanNumber('VR');
  await lendDaysAgo(redeemed, 100);
  // 5.000.000 × 2,5 % / 30 = 4.166,67 → Rp 4.167 a day; 100 days: Rp 416.700 interest, Rp 5.416.700 paid.
  const noPelunasan = await redeemNow(redeemed, 5_416_700);

  await login(page, 'SPV');
  await page.goto('/validasi-hutang');
  await expect(page.getByRole('heading', { name: 'Validasi Hutang', level: 1 })).toBeVisible();
  const loanRow = page.getByRole('row').filter({ hasText: lent });
  const redemptionRow = page.getByRole('row').filter({ hasText: noPelunasan });
  await expect(loanRow).toContainText('Rp. 5.000.000');
  await expect(loanRow).toContainText('Pinjaman');
  await expect(loanRow).toContainText('kasir');
  await expect(redemptionRow).toContainText('Rp. 5.416.700');
  await expect(redemptionRow).toContainText('Pelunasan');
  await expect(redemptionRow).toContainText(redeemed);
  await expect(page.getByTestId(`validasi-${lent}`)).toHaveText('Belum divalidasi');
  await expectNoSeriousViolations(page);

  // Only this test's two rows: the demo's loans of today stay as they are.
  for (const box of await page.getByRole('checkbox').all()) {
    const name = (await box.getAttribute('aria-label')) ?? '';
    if (!name.endsWith(lent) && !name.endsWith(noPelunasan)) await box.uncheck();
  }
  await page.screenshot({ path: 'test-results/validasi-hutang-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Validasi (2)' }).click();
  await expect(page.getByText('2 transaksi hutang divalidasi')).toBeVisible();
  await expect(page.getByTestId(`validasi-${lent}`)).toHaveText('Divalidasi spv');
  await expect(page.getByTestId(`validasi-${noPelunasan}`)).toHaveText('Divalidasi spv');
  expect(await sql(`select no_faktur_hutang as nomor, divalidasi_oleh from hutang where no_faktur_hutang = $1
                    union all select no_pelunasan, divalidasi_oleh from hutang_pelunasan where no_pelunasan = $2`, [lent, noPelunasan]))
    .toEqual([{ nomor: lent, divalidasi_oleh: 'spv' }, { nomor: noPelunasan, divalidasi_oleh: 'spv' }]);

  // Batal Hutang Lunas: the validated redemption says so, with no way to open it.
  await page.goto('/batal-hutang-lunas');
  const batalRow = page.getByTestId('pelunasan-row').filter({ hasText: noPelunasan });
  await expect(batalRow.getByTestId('pelunasan-divalidasi')).toHaveText('Sudah divalidasi, tidak bisa dibatalkan');
  await expect(batalRow.getByRole('button')).toHaveCount(0);

  // A cashier sees the list and the note; the button stays off.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const kasir = await context.newPage();
  await login(kasir, 'KASIR');
  await kasir.goto('/validasi-hutang');
  await expect(kasir.getByTestId('validasi-hanya-spv')).toHaveText('Hanya supervisor toko ini atau owner yang bisa memvalidasi.');
  await expect(kasir.getByTestId(`validasi-${lent}`)).toHaveText('Divalidasi spv');
  await expect(kasir.getByRole('button', { name: /^Validasi \(/ })).toBeDisabled();
  await context.close();
});
