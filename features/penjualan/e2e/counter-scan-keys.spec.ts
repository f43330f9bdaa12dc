import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { fakePrinter, printedSlips } from '@/tests/e2e/support/fake-devices';
import { login, sql } from '@/tests/e2e/support/fixtures';

// Issue 25 point 8 at the till: a barcode scanner is a keyboard typing fast, and the counter is worked from the keyboard.

type Item = { kode_barcode: string; harga: string };

/**
 * READY items of CAB01 priced by the formula, with the price the screen must show: weight × the jenis' sale price per
 * gram + ongkos, rounded up to the Rp 500 step (PostgreSQL numeric: exact), skipping `skip` of them.
 */
async function readyItems(n: number, skip: number): Promise<Item[]> {
  return sql<Item>(`
    select b.kode_barcode, (ceil((b.berat * h.harga_jual + b.ongkos) / 500) * 500)::bigint::text as harga
      from barang b join lateral (select harga_jual from harga_emas e where e.kode_dept = b.kode_dept order by id desc limit 1) h on true
     where b.kode_toko = 'CAB01' and b.status = 'READY' and not b.harga_tetap
       and not exists (select 1 from penjualan_detail d where d.kode_barcode = b.kode_barcode)
     order by b.kode_barcode desc offset $1 limit $2`, [skip, n]);
}
const rupiah = (amount: number) => `Rp. ${amount.toLocaleString('de-DE')}`;

/** A scanner's burst: each code typed 30 ms a key and Enter, the next one at once, none waiting for the screen. */
async function burst(page: Page, codes: string[]) {
  for (const code of codes) {
    await page.keyboard.type(code, { delay: 30 });
    await page.keyboard.press('Enter');
  }
}

test('five scans typed 30 ms apart price five lines; unknown and sold barcodes are told apart; the sale is worked from the keyboard', async ({ page }) => {
  const items = await readyItems(5, 0);
  const [sold] = await sql<{ kode_barcode: string }>(`select kode_barcode from barang where kode_toko = 'CAB01' and status = 'SOLD' order by kode_barcode limit 1`);
  // The printer the till remembers: the first slip prints by itself when the sale is saved.
  await fakePrinter(page, 'serial');
  await page.addInitScript(() => {
    if (!localStorage.getItem('kilau.receiptPrinter')) localStorage.setItem('kilau.receiptPrinter', JSON.stringify({ kind: 'serial', vendorId: 0x067b, productId: 0x2303, name: 'Serial 67b:2303', width: 58 }));
  });
  await login(page, 'KASIR');
  await page.goto('/transaksi-penjualan');
  const field = page.getByLabel('Scan barcode barang');
  // Focused on load: the scanner's first code lands in the field, no click.
  await expect(field).toBeFocused();
  await expect(page.getByTestId('counter-shortcuts')).toHaveText(/F2\s*Bayar.*F9\s*Simpan.*F8\s*Cetak slip.*F4\s*Transaksi baru/);

  await burst(page, items.map((item) => item.kode_barcode));
  for (const item of items) await expect(page.getByTestId(`line-${item.kode_barcode}`)).toContainText(rupiah(Number(item.harga)));
  await expect(page.locator('[data-testid^="line-"]')).toHaveCount(5);
  // In scan order.
  expect(await page.locator('[data-testid^="line-"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')))).toEqual(items.map((item) => `line-${item.kode_barcode}`));
  const total = items.reduce((sum, item) => sum + Number(item.harga), 0); // PPN off by default
  await expect(page.getByTestId('total')).toHaveText(rupiah(total));
  await expect(field).toBeFocused();
  await expect(field).toBeEnabled();

  // The same item again, an unknown code, a sold item: each told under the field, nothing added.
  const cue = page.getByTestId('jual-scan-cue');
  await burst(page, [items[0].kode_barcode]);
  await expect(cue).toHaveText(`Barang ${items[0].kode_barcode} sudah ada di daftar`);
  await burst(page, ['TIDAKADA999']);
  await expect(cue).toHaveText('Barang tidak ditemukan: TIDAKADA999');
  await burst(page, [sold.kode_barcode]);
  await expect(cue).toHaveText(`Stok habis: ${sold.kode_barcode}`);
  await expect(page.locator('[data-testid^="line-"]')).toHaveCount(5);
  await expectNoSeriousViolations(page, '/transaksi-penjualan after a burst at 1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('counter-shortcuts')).toBeVisible();
  await expectNoSeriousViolations(page, '/transaksi-penjualan after a burst at 390');
  await page.screenshot({ path: 'test-results/penjualan-scan-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // F2: to the cash paid, typed; F9: saved.
  await page.keyboard.press('F2');
  await expect(page.locator('#bayar-tunai')).toBeFocused();
  await page.keyboard.type(String(total + 5000));
  await expect(page.getByTestId('kembalian')).toHaveText(rupiah(5000));
  await page.keyboard.press('F9');
  const nomor = page.getByTestId('nota-nomor');
  await expect(nomor).toHaveText(/^JL-CAB01-\d{6}-\d{4}$/);
  const saleNo = (await nomor.textContent())!;
  expect(await sql(`select total_harga::int8::text as total, uang_diterima::int8::text as diterima from penjualan where no_faktur_jual = $1`, [saleNo]))
    .toEqual([{ total: String(total), diterima: String(total + 5000) }]);
  expect(await sql(`select kode_barcode from penjualan_detail where no_faktur_jual = $1 order by urutan`, [saleNo]))
    .toEqual(items.map((item) => ({ kode_barcode: item.kode_barcode })));
  // The first slip went to the remembered serial printer by itself, as ESC/POS bytes that read back as the nota.
  await expect.poll(async () => (await printedSlips(page)).length).toBe(1);
  const [slip] = await printedSlips(page);
  expect(slip.lines.join('\n')).toContain(saleNo);
  expect(slip.lines.join('\n')).toContain(rupiah(total));
  expect(slip.lines.at(-1)).toBe('<CUT>');
  // Back in the scan field for the next customer.
  await expect(field).toBeFocused();

  // F8 prints the slip again: a reprint, so a cashier is asked for a supervisor.
  await page.keyboard.press('F8');
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await expect(dialog).toBeVisible();
  // While the dialog is open the counter's keys wait: F4 does not start a new sale under it.
  await page.keyboard.press('F4');
  await expect(nomor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // F4: the next customer, the scan field ready.
  await page.keyboard.press('F4');
  await expect(nomor).toBeHidden();
  await expect(field).toBeFocused();
  await expect(page.getByTestId('total')).toHaveText(rupiah(0));
});

test('F4 on a sale not saved asks before dropping it; F9 with nothing scanned saves nothing', async ({ page }) => {
  const [item] = await readyItems(1, 8);
  await login(page, 'KASIR');
  await page.goto('/transaksi-penjualan');
  const before = (await sql<{ n: number }>(`select count(*)::int as n from penjualan`))[0].n;
  await page.keyboard.press('F9');
  await burst(page, [item.kode_barcode]);
  await expect(page.getByTestId(`line-${item.kode_barcode}`)).toBeVisible();
  await page.keyboard.press('F4');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Transaksi ini belum disimpan. Hapus dan mulai transaksi baru?');
  await confirm.getByRole('button', { name: 'Tidak' }).click();
  await expect(page.getByTestId(`line-${item.kode_barcode}`)).toBeVisible();
  await page.keyboard.press('F4');
  await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByTestId(`line-${item.kode_barcode}`)).toBeHidden();
  await expect(page.getByLabel('Scan barcode barang')).toBeFocused();
  // Scanned again after the drop: it is not "already on the list".
  await burst(page, [item.kode_barcode]);
  await expect(page.getByTestId(`line-${item.kode_barcode}`)).toBeVisible();
  expect((await sql<{ n: number }>(`select count(*)::int as n from penjualan`))[0].n).toBe(before);
});
