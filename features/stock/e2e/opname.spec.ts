import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { jakartaDay } from '@/lib/time/jakarta';

test('a cashier counts a tray with a missing and a foreign item, a supervisor authorizes the close, the count is in Laporan Stock Opname', async ({ page }, testInfo) => {
  // A display tray of CAB01 with a few items and no open count, and an item of another tray.
  const [tray] = await sql<{ kode_baki: string; n: number }>(
    `select kode_baki, count(*)::int as n from barang where kode_toko = 'CAB01' and status = 'READY' and kode_gudang = 'CAB01-ETALASE'
       and kode_baki not in (select kode_baki from stock_opname where status = 'OPEN')
     group by kode_baki having count(*) >= 3 order by count(*), kode_baki limit 1`);
  const items = (await sql<{ kode_barcode: string }>(
    `select kode_barcode from barang where kode_toko = 'CAB01' and status = 'READY' and kode_baki = $1 order by kode_barcode`, [tray.kode_baki],
  )).map((row) => row.kode_barcode);
  const [foreign] = await sql<{ kode_barcode: string }>(
    `select kode_barcode from barang where kode_toko = 'CAB01' and status = 'READY' and kode_baki <> $1 order by kode_barcode limit 1`, [tray.kode_baki]);
  const [missing, scanned, ...pasted] = items;

  await login(page, 'KASIR');
  await page.goto('/stock-opname');
  await page.getByLabel('Gudang').selectOption('CAB01-ETALASE');
  await page.getByLabel('Baki').selectOption(tray.kode_baki);
  await page.getByRole('button', { name: 'Mulai', exact: true }).click();
  await expect(page.getByTestId('opname-status')).toHaveText('Terbuka');
  await expect(page.getByTestId('figure-expected')).toContainText(`${items.length} ·`);
  const noOpname = (await page.getByTestId('opname-no').textContent())!;
  await expectNoSeriousViolations(page, '/stock-opname');

  // A list pasted at once (as an RFID reader types it), then single scans, one of them twice and one foreign.
  await page.getByLabel('Tempel Daftar Barcode (satu per baris)').fill(pasted.join('\n'));
  await page.getByRole('button', { name: 'Simpan Daftar' }).click();
  const scan = page.getByLabel('Scan Barcode');
  for (const code of [scanned, scanned, foreign.kode_barcode]) {
    await scan.fill(code);
    await scan.press('Enter');
  }
  await expect(page.getByTestId('figure-found')).toContainText(`${items.length - 1} ·`);
  await expect(page.getByTestId('figure-missing')).toContainText('1 ·');
  await expect(page.getByTestId('figure-foreign')).toHaveText('1');
  await expect(page.getByTestId('list-foreign')).toContainText(`${foreign.kode_barcode} ada di baki lain`);
  await expect(page.getByTestId('list-missing')).toContainText(missing);

  // How the count looks on a desk and on a phone (kept with the test's output).
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: testInfo.outputPath('opname-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('opname-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // A reload keeps the count: the scans are on the server.
  await page.reload();
  await expect(page.getByTestId('figure-found')).toContainText(`${items.length - 1} ·`);
  await expect(page.getByTestId('figure-foreign')).toHaveText('1');

  await page.getByRole('button', { name: 'Tutup Stock Opname' }).click();
  await page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(page.getByTestId('opname-status')).toHaveText('Ditutup');
  expect(await sql(`select status, kode_baki from barang where kode_barcode = $1`, [missing])).toEqual([{ status: 'MISSING', kode_baki: '' }]);
  expect(await sql(`select closed_by, approved_by from stock_opname where no_opname = $1`, [noOpname])).toEqual([{ closed_by: 'kasir', approved_by: 'spv' }]);
  expect(await sql(`select * from stock_balance_mismatches()`)).toEqual([]);

  const today = jakartaDay(new Date());
  await page.goto(`/laporan-stock-opname?tgl_from=${today}&tgl_to=${today}&cari=1`);
  const row = page.getByRole('table', { name: 'Hasil laporan' }).locator('tbody tr', { hasText: noOpname });
  await expect(row).toContainText('CLOSED');
  await expect(row).toContainText('kasir');
  await expectNoSeriousViolations(page, '/laporan-stock-opname');
});
