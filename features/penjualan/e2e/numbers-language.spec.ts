import { expect, test, type Page } from '@playwright/test';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';

/**
 * Issue 25: an English reader takes "1,875 g" for 1875 g. Weights and rates follow the chosen language on the counter
 * screens and in the weight inputs, the value sent stays canonical ("1234.567"), and Rupiah keeps "Rp. 1.234.567".
 */

async function useLanguage(page: Page, locale: 'en' | 'id') {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: page.url() }]);
}

/** `Rp. ` and the whole Rupiah grouped by dots, written out digit by digit (not with lib/format). */
function rupiah(amount: bigint): string {
  return `Rp. ${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

test('a 1234.567 g item: typed "1234.567" in English, shown "1,234.567" in English and "1.234,567" in Indonesian; Rupiah and the PPN rate', async ({ page }) => {
  const suffix = String(Date.now() % 1_000_000);
  const barcode = `E2E-NUM-${suffix}`;
  // A tray of its own: a 1234 g item must not change the figures of the trays other specs weigh.
  await sql(`insert into baki (kode_toko, kode_baki, kode_gudang, nama_baki, berat_baki) values ('CAB01', 'BAKI-E2E-ANGKA', 'CAB01-ETALASE', 'Angka E2E', '300')
    on conflict do nothing`);
  await login(page, 'KASIR');

  // Tambah Data Barang in English: the weight mask takes and shows the English decimal point, and sends "1234.567".
  await useLanguage(page, 'en');
  await page.goto('/tambah-data-barang');
  await page.getByLabel('Barcode', { exact: true }).fill(barcode);
  await page.getByLabel('Item Name', { exact: true }).fill(`Gelang Uji Angka ${suffix}`);
  await page.getByLabel('Group', { exact: true }).selectOption('CC');
  await page.getByLabel('Type', { exact: true }).selectOption('EMU');
  const berat = page.getByLabel('Weight', { exact: true });
  await berat.fill('1234.567');
  await expect(berat).toHaveValue('1234.567');
  await page.getByLabel('Warehouse').selectOption('CAB01-ETALASE');
  await page.getByLabel('Tray').selectOption('BAKI-E2E-ANGKA');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Item ${barcode} was saved`)).toBeVisible();
  const [item] = await sql<{ berat: string; harga_jual: string; ongkos: string; harga_tetap: boolean }>(`select b.berat::text, h.harga_jual::text, b.ongkos::text, b.harga_tetap
      from barang b join lateral (select harga_jual from harga_emas e where e.kode_dept = b.kode_dept order by id desc limit 1) h on true
     where b.kode_barcode = $1`, [barcode]);
  expect(item.berat).toBe('1234.567');
  expect(item.harga_tetap).toBe(false);
  // Its price by the formula: 1234.567 g × the price per gram + ongkos, rounded up to the Rp 500 step, in milligrams.
  const exact = 1_234_567n * BigInt(item.harga_jual) + BigInt(item.ongkos) * 1000n;
  const harga = ((exact + 499_999n) / 500_000n) * 500n;

  // PPN 1.1 %: the rate is a number of the language too.
  await setSetting('PPN_PENJUALAN_PERSEN', '1.1');
  try {
    for (const [locale, weight, ppn, scanLabel] of [
      ['en', '1,234.567', 'VAT (PPN) 1.1%', 'Scan item barcode'],
      ['id', '1.234,567', 'PPN 1,1%', 'Scan barcode barang'],
    ] as const) {
      await useLanguage(page, locale);
      await page.goto('/transaksi-penjualan');
      const scan = page.getByLabel(scanLabel);
      await scan.fill(barcode);
      await scan.press('Enter');
      const line = page.getByTestId(`line-${barcode}`);
      await expect(line.getByRole('cell', { name: weight, exact: true })).toBeVisible();
      await expect(line).toContainText(rupiah(harga));
      await expect(page.getByTestId('total-berat')).toHaveText(weight);
      await expect(page.getByTestId('subtotal')).toHaveText(rupiah(harga));
      await expect(page.getByText(ppn, { exact: true })).toBeVisible();
    }
  } finally {
    await setSetting('PPN_PENJUALAN_PERSEN', '0');
  }

  // The buyback's weight input shows the language's decimal mark whichever mark is typed.
  for (const [locale, label, shown] of [['en', 'Receipt Weight', '3.5'], ['id', 'Berat Nota', '3,5']] as const) {
    await useLanguage(page, locale);
    await page.goto('/transaksi-pembelian');
    const input = page.getByLabel(label, { exact: true });
    await input.fill('3.5');
    await expect(input).toHaveValue(shown);
    await input.fill('3,5');
    await expect(input).toHaveValue(shown);
  }
});
