import { expect, test, type Page } from '@playwright/test';
import { subDays } from 'date-fns';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { jakartaDay } from '@/lib/time/jakarta';

test.use({ viewport: { width: 1366, height: 768 } });

type Item = { kode_barcode: string; kode_baki: string; berat: string };
const today = () => jakartaDay(subDays(new Date(), 0));

/** READY items of a shop's display not in the given tray, first by barcode (other specs may have moved some). */
const readyItems = (kodeToko: string, notIn: string, n: number) => sql<Item>(
  `select kode_barcode, kode_baki, berat::text from barang where kode_toko = $1 and status = 'READY' and kode_gudang = $1 || '-ETALASE'
      and kode_baki <> $2 order by kode_barcode offset 50 limit $3`, [kodeToko, notIn, n]);

async function loginAs(page: Page, userId: string, password: string) {
  await page.goto('/');
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function scan(page: Page, label: string, code: string) {
  await page.getByRole('textbox', { name: label, exact: true }).fill(code);
  await page.getByRole('textbox', { name: label, exact: true }).press('Enter');
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
}

async function chooseTray(page: Page, gudangLabel: string, bakiLabel: string, gudang: string, baki: string) {
  await page.getByLabel(gudangLabel).selectOption(gudang);
  await page.getByLabel(bakiLabel).selectOption(baki);
}

test('moves two scanned items to another tray and finds the document in Lihat Pindah Barang', async ({ page }) => {
  const items = await readyItems('CAB01', 'BAKI-LT4', 2);
  await login(page, 'KASIR');
  await page.goto('/pindah-barang');
  await expect(page.getByRole('heading', { name: 'Pindah Barang' })).toBeVisible();
  for (const item of items) await scan(page, 'Barcode', item.kode_barcode);
  await expect(page.getByTestId('jumlah-barang')).toHaveText('2');
  await chooseTray(page, 'Gudang Tujuan', 'Baki Tujuan', 'CAB01-ETALASE', 'BAKI-LT4');
  await expectNoSeriousViolations(page, '/pindah-barang with lines');
  // For a look at the screen (not an assertion): wide and phone width.
  await page.screenshot({ path: '/tmp/kilau-pindah-barang.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/kilau-pindah-barang-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Simpan' }).click();
  const status = page.getByTestId('saved-transfer');
  await expect(status).toBeVisible();
  const noPindah = (await status.textContent())!.match(/PB-CAB01-\d{6}-\d{4}/)![0];
  const moved = await sql<{ kode_baki: string }>(`select kode_baki from barang where kode_barcode = any($1) order by kode_barcode`, [items.map((item) => item.kode_barcode)]);
  expect(moved).toEqual([{ kode_baki: 'BAKI-LT4' }, { kode_baki: 'BAKI-LT4' }]);

  await page.getByTestId('saved-transfer').getByRole('link', { name: 'Lihat Pindah Barang' }).click();
  await expect(page).toHaveURL(new RegExp(`tgl_from=${today()}`));
  await expect(page.getByRole('table', { name: 'Hasil laporan' }).getByText(noPindah)).toBeVisible();
});

test('moves a whole tray to another tray', async ({ page }) => {
  const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from barang where kode_toko = 'CAB01' and status = 'READY' and kode_baki = 'BAKI-AT2'`);
  expect(n).toBeGreaterThan(0);
  await login(page, 'KASIR');
  await page.goto('/pindah-barang-satu-baki');
  await chooseTray(page, 'Gudang Asal', 'Baki Asal', 'CAB01-ETALASE', 'BAKI-AT2');
  await page.getByRole('button', { name: 'Tampilkan Barang' }).click();
  await expect(page.getByTestId('jumlah-barang')).toHaveText(String(n));
  await chooseTray(page, 'Gudang Tujuan', 'Baki Tujuan', 'CAB01-ETALASE', 'BAKI-AT3');
  await expectNoSeriousViolations(page, '/pindah-barang-satu-baki with a tray');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('saved-transfer')).toBeVisible();
  expect(await sql(`select count(*)::int as n from barang where kode_toko = 'CAB01' and status = 'READY' and kode_baki = 'BAKI-AT2'`)).toEqual([{ n: 0 }]);
});

test('sends items to another shop; that shop\'s user receives them into a tray', async ({ page, browser }) => {
  const items = await readyItems('CAB01', '', 2);
  await login(page, 'KASIR');
  await page.goto('/kirim-barang');
  for (const item of items) await scan(page, 'Barcode', item.kode_barcode);
  await page.getByLabel('Toko Tujuan').selectOption('CAB02');
  await expectNoSeriousViolations(page, '/kirim-barang with lines');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(/Kirim barang KB-CAB01-\d{6}-\d{4} tersimpan/)).toBeVisible();
  const [shipment] = await sql<{ no_kirim: string }>(`select no_kirim from kirim_barang where kode_toko = 'CAB01' order by created_at desc limit 1`);
  expect(await sql(`select status from barang where kode_barcode = any($1)`, [items.map((item) => item.kode_barcode)])).toEqual([{ status: 'TRANSIT' }, { status: 'TRANSIT' }]);

  const other = await browser.newContext();
  const receiver = await other.newPage();
  await loginAs(receiver, 'kasir2', 'kasir123');
  await receiver.goto('/penerimaan-barang');
  await expectNoSeriousViolations(receiver, '/penerimaan-barang');
  await receiver.getByRole('button', { name: `Buka ${shipment.no_kirim}` }).click();
  for (const item of items) await expect(receiver.getByRole('cell', { name: item.kode_barcode, exact: true })).toBeVisible();
  await receiver.screenshot({ path: '/tmp/kilau-penerimaan-barang.png', fullPage: true });
  await chooseTray(receiver, 'Gudang Tujuan', 'Baki Tujuan', 'CAB02-ETALASE', 'BAKI-CC2');
  await receiver.getByRole('button', { name: 'Terima', exact: true }).click();
  await expect(receiver.getByText(/Kiriman diterima \(TR-CAB02-\d{6}-\d{4}\)/)).toBeVisible();
  expect(await sql(`select kode_toko, kode_baki, status from barang where kode_barcode = any($1)`, [items.map((item) => item.kode_barcode)]))
    .toEqual([{ kode_toko: 'CAB02', kode_baki: 'BAKI-CC2', status: 'READY' }, { kode_toko: 'CAB02', kode_baki: 'BAKI-CC2', status: 'READY' }]);
  await receiver.goto('/batal-penerimaan-barang');
  await expect(receiver.getByRole('cell', { name: shipment.no_kirim, exact: true })).toBeVisible();
  await expectNoSeriousViolations(receiver, '/batal-penerimaan-barang');
  await other.close();
  expect(await sql(`select count(*)::int as n from stock_balance_mismatches()`)).toEqual([{ n: 0 }]);
  expect(await sql(`select count(*)::int as n from stock_item_mismatches()`)).toEqual([{ n: 0 }]);
});
