import { expect, test } from '@playwright/test';
import { rupiahText } from '@/tests/e2e/support/expected';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { captureAction, login, replayAs, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

type Payment = { nomor: string; jumlah: string; no_rekening: string; hari: string };

/** A demo sale of CAB01 paid partly by transfer, not matched yet, with its Jakarta day. */
async function transferSale(): Promise<Payment> {
  const [row] = await sql<Payment>(`
    select p.no_faktur_jual as nomor, p.bayar_transfer::text as jumlah, p.no_rekening_transfer as no_rekening,
           to_char(p.tanggal at time zone '${JAKARTA_TZ}', 'YYYY-MM-DD') as hari
      from penjualan p where p.kode_toko = 'CAB01' and p.status = 'AKTIF' and p.bayar_transfer > 0
       and not exists (select 1 from validasi_non_tunai v where v.dokumen = p.no_faktur_jual)
     order by p.tanggal desc limit 1`);
  return row;
}

test('Validasi Non Tunai with its module on: a supervisor marks a day\'s transfer matched with the bank, kept; a cashier only looks', async ({ page, browser }) => {
  await setSetting('VALIDASI_NON_CASH_MODULE', 'true');
  try {
    const payment = await transferSale();
    await login(page, 'SPV');
    await page.goto('/validasi-non-cash');
    await expect(page.getByRole('heading', { name: 'Validasi Non Tunai' })).toBeVisible();
    await page.getByLabel('Tanggal').fill(payment.hari);
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    const row = page.getByTestId(`non-cash-PENJUALAN_TRANSFER-${payment.nomor}`);
    await expect(row).toContainText(`+ ${rupiahText(payment.jumlah)}`);
    await expect(row).toContainText(payment.no_rekening);
    await expect(row).toContainText('Belum dicocokkan');
    await expectNoSeriousViolations(page, '/validasi-non-cash');

    const marking = await captureAction(page, async () => {
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Tandai Cocok (1)' }).click();
    }, payment.nomor);
    await expect(page.getByText('1 pembayaran ditandai cocok dengan bank')).toBeVisible();
    await expect(row).toContainText('Cocok, dicek spv');
    await expect(row.getByRole('checkbox')).toHaveCount(0);
    expect(await sql(`select jumlah::text, no_rekening, cocok_oleh from validasi_non_tunai where sumber = 'PENJUALAN_TRANSFER' and dokumen = $1`, [payment.nomor]))
      .toEqual([{ jumlah: payment.jumlah, no_rekening: payment.no_rekening, cocok_oleh: 'spv' }]);

    // At 390 px each payment is a card: nothing scrolls sideways, and the amounts stay on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: `Pembayaran non tunai ${payment.hari}` })).toContainText(rupiahText(payment.jumlah));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/validasi-non-cash 390');
    await page.setViewportSize({ width: 1366, height: 768 });

    // A cashier's replay of the mark is refused by the server; the cashier sees the list and the note only.
    expect(await replayAs(browser, marking, 'KASIR')).toContain('Hanya supervisor toko ini atau owner yang bisa mencocokkan pembayaran non tunai');
    const cashier = await browser.newContext();
    const kasir = await cashier.newPage();
    await login(kasir, 'KASIR');
    await kasir.goto('/validasi-non-cash');
    await expect(kasir.getByTestId('non-cash-hanya-spv')).toBeVisible();
    await expect(kasir.getByRole('button', { name: /Tandai Cocok/ })).toHaveCount(0);
    await cashier.close();
  } finally {
    await setSetting('VALIDASI_NON_CASH_MODULE', 'false');
  }
  // Module off: the screen is not available.
  await page.goto('/validasi-non-cash');
  await expect(page.getByRole('heading', { name: 'Validasi Non Tunai' })).toHaveCount(0);
});
