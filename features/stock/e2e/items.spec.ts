import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';

/** The screen at a desk (1366×768) and on a phone (390 px), for a person to look at (test-results/). */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/items-${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/items-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
}

const mismatches = async () => [
  ...(await sql(`select * from stock_balance_mismatches()`)), ...(await sql(`select * from stock_item_mismatches()`)),
];

test('add an item, find it in Data Barang by barcode and filters, edit its name', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/tambah-data-barang');
  await expectNoSeriousViolations(page);
  await page.getByLabel('Kode Barcode').fill('e2e-item-001');
  await page.getByLabel('Nama Barang').fill('Cincin Uji Layar');
  await page.getByLabel('Group').selectOption('CC');
  await page.getByLabel('Jenis', { exact: true }).selectOption('EMU');
  await page.getByLabel('Berat', { exact: true }).fill('2,345');
  await page.getByLabel('Gudang').selectOption('CAB01-ETALASE');
  await page.getByLabel('Baki').selectOption('BAKI-CC1');
  // A 1600×1200 photo from a phone: stored shrunk to 720 px wide, as the catalogue's pictures are.
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#ca8a04' } }).png().toBuffer();
  await page.getByLabel('Foto Barang').setInputFiles({ name: 'cincin.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Barang E2E-ITEM-001 berhasil disimpan')).toBeVisible();
  expect(await sql(`select photo_path like 'items/CAB01/%.jpg' as stored from barang where kode_barcode = 'E2E-ITEM-001'`)).toEqual([{ stored: true }]);
  await expect(page.locator('#main-content').getByRole('link', { name: 'Cetak Barcode' })).toHaveAttribute('href', '/cetak-barcode?barcode=E2E-ITEM-001');
  expect(await sql(`select berat, kode_baki, status from barang where kode_barcode = 'E2E-ITEM-001'`)).toEqual([{ berat: '2.345', kode_baki: 'BAKI-CC1', status: 'READY' }]);

  // The same name again is refused on its field.
  await page.getByLabel('Nama Barang').fill('cincin uji layar');
  await page.getByLabel('Group').selectOption('CC');
  await page.getByLabel('Jenis', { exact: true }).selectOption('EMU');
  await page.getByLabel('Berat', { exact: true }).fill('1');
  await page.getByLabel('Gudang').selectOption('CAB01-ETALASE');
  await page.getByLabel('Baki').selectOption('BAKI-CC1');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama barang cincin uji layar sudah ada')).toBeVisible();

  await screenshots(page, 'tambah');
  await page.goto('/data-barang?q=e2e-item&group=cc');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'data');
  const row = page.getByRole('row', { name: /E2E-ITEM-001/ });
  await expect(row).toContainText('Cincin Uji Layar');
  await expect(row).toContainText('2,345');
  // The status in words, in the column and in the filter: never the stored code.
  await expect(row.getByRole('cell', { name: 'Siap Jual', exact: true })).toBeVisible();
  await expect(row).not.toContainText('READY');
  await expect(page.getByLabel('Status').locator('option', { hasText: 'Hilang' })).toHaveAttribute('value', 'MISSING');
  await page.goto('/data-barang?q=e2e-item&group=KL');
  await expect(page.getByRole('row', { name: /E2E-ITEM-001/ })).toHaveCount(0);
  await page.goto('/data-barang?q=uji layar');
  await page.getByRole('button', { name: 'Ubah E2E-ITEM-001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Data Barang' });
  await dialog.getByLabel('Nama Barang').fill('Cincin Uji Layar Baru');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data barang berhasil diubah')).toBeVisible();
  expect(await sql(`select nama_barang from barang where kode_barcode = 'E2E-ITEM-001'`)).toEqual([{ nama_barang: 'Cincin Uji Layar Baru' }]);
  expect(await mismatches()).toEqual([]);
});

/** Another demo user in a browser of his own. */
async function asUser(browser: Browser, level: 'KASIR') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, level);
  return { page, close: () => context.close() };
}

test('a USER clerk who sets a fixed price is asked for a supervisor; the change shows as the item\'s price history; the till asks again below the floor', async ({ page, browser }) => {
  // A per-gram READY item of CAB01 (issue 25: the clerk set harga_jual Rp 1 and sold it).
  const [item] = await sql<{ kode_barcode: string; harga_jual: string }>(`select kode_barcode, harga_jual::text from barang
    where kode_toko = 'CAB01' and status = 'READY' and not harga_tetap and kode_barcode like 'CAB01%' order by kode_barcode desc limit 1`);
  await login(page, 'USER');
  await page.goto(`/data-barang?q=${item.kode_barcode}`);
  await page.getByRole('button', { name: `Ubah ${item.kode_barcode}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Data Barang' });
  await expect(dialog.getByTestId('price-needs-grant')).toHaveText('Perubahan harga tetap, harga jual atau ongkos memerlukan otorisasi supervisor');
  await expect(dialog.getByTestId('price-history')).toContainText('Harga barang ini belum pernah diubah');
  await dialog.getByLabel('Nama Barang').fill('Cincin Harga Tetap Uji');
  await dialog.getByLabel('Harga Tetap').check();
  await dialog.getByLabel('Harga Jual').fill('1');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  // Not saved before a supervisor answers.
  const otorisasi = page.getByRole('dialog', { name: 'Otorisasi' });
  await expect(otorisasi.getByLabel('User ID Supervisor / Owner')).toBeVisible();
  expect(await sql(`select harga_tetap from barang where kode_barcode = $1`, [item.kode_barcode])).toEqual([{ harga_tetap: false }]);
  await otorisasi.getByLabel('User ID Supervisor / Owner').fill('spv');
  await otorisasi.getByLabel('Password').fill('spv12345');
  await otorisasi.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(page.getByText('Data barang berhasil diubah')).toBeVisible();
  expect(await sql(`select harga_tetap, harga_jual::text from barang where kode_barcode = $1`, [item.kode_barcode])).toEqual([{ harga_tetap: true, harga_jual: '1' }]);
  expect(await sql(`select kolom, sebelum, sesudah, diubah_oleh, disetujui_oleh from riwayat_harga_barang where kode_barcode = $1 order by id`, [item.kode_barcode])).toEqual([
    { kolom: 'harga_tetap', sebelum: 'false', sesudah: 'true', diubah_oleh: 'sales', disetujui_oleh: 'spv' },
    { kolom: 'harga_jual', sebelum: item.harga_jual, sesudah: '1', diubah_oleh: 'sales', disetujui_oleh: 'spv' },
  ]);
  expect(await sql(`select fitur, used_at is not null as used from otorisasi where input_by = 'sales' order by id desc limit 1`)).toEqual([{ fitur: 'UBAH_HARGA_BARANG', used: true }]);

  // The item shows its history: newest first, who changed it and who approved.
  await page.getByRole('button', { name: `Ubah ${item.kode_barcode}` }).click();
  const history = dialog.getByTestId('price-history');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Harga Jual');
  await expect(history.getByRole('row').nth(1)).toContainText('Rp. 1');
  await expect(history.getByRole('row').nth(1)).toContainText('spv');
  await expect(history.getByRole('row').nth(2)).toContainText('Harga Tetap');
  await expectNoSeriousViolations(page, 'data-barang price history');
  await screenshots(page, 'riwayat-harga');

  // At the till the Rp 1 line is below the floor (weight × the jenis' buy price): the screen asks before saving.
  const kasir = await asUser(browser, 'KASIR');
  await kasir.page.goto('/transaksi-penjualan');
  const scan = kasir.page.getByLabel('Scan barcode barang');
  await scan.fill(item.kode_barcode);
  await scan.press('Enter');
  await expect(kasir.page.getByTestId(`perlu-otorisasi-${item.kode_barcode}`)).toBeVisible();
  await kasir.close();
});

async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('barang');
  sheet.addRow(['Kode Barcode', 'Kode Group', 'Kode Dept', 'Nama Barang', 'Berat', 'Kode Gudang', 'Kode Baki']);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('import a spreadsheet: a bad row is named by its line and nothing is saved, then a good file is saved', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/tambah-barang-banyak');
  await expectNoSeriousViolations(page);
  const bad = await workbookOf([
    ['E2E-IMP-1', 'CC', 'EMU', 'Gelang Impor Satu', '1.5', 'CAB01-ETALASE', 'BAKI-CC1'],
    ['E2E-IMP-2', 'CC', 'EMU', 'Gelang Impor Dua', '0', 'CAB01-ETALASE', 'BAKI-CC1'],
  ]);
  await page.getByLabel('File Excel / CSV').setInputFiles({ name: 'barang.xlsx', mimeType: 'application/octet-stream', buffer: bad });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('row', { name: '3 berat Berat tidak boleh 0' })).toBeVisible();
  expect(await sql(`select 1 from barang where kode_barcode like 'E2E-IMP-%'`)).toEqual([]);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'import');

  const good = await workbookOf([
    ['E2E-IMP-1', 'CC', 'EMU', 'Gelang Impor Satu', '1.5', 'CAB01-ETALASE', 'BAKI-CC1'],
    ['E2E-IMP-2', 'cc', 'emu', 'Gelang Impor Dua', '2.25', 'CAB01-ETALASE', 'BAKI-CC1'],
  ]);
  await page.getByLabel('File Excel / CSV').setInputFiles({ name: 'barang.xlsx', mimeType: 'application/octet-stream', buffer: good });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(/2 barang berhasil disimpan \(IB-CAB01-/)).toBeVisible();
  expect(await sql(`select kode_barcode, berat from barang where kode_barcode like 'E2E-IMP-%' order by 1`))
    .toEqual([{ kode_barcode: 'E2E-IMP-1', berat: '1.500' }, { kode_barcode: 'E2E-IMP-2', berat: '2.250' }]);
  const template = await page.request.get('/api/tambah-barang-banyak/template');
  expect(template.status()).toBe(200);
  expect(await mismatches()).toEqual([]);
});

/** The rows of the import's error panel as text, header first. */
const panelRows = (page: Page) => page.getByRole('region', { name: /baris salah/ }).getByRole('row').allInnerTexts();

for (const width of [1366, 390]) {
  test(`import at ${width} px: every problem of every row is listed (line, column, message) in a panel that stays until the next import`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await login(page, 'KASIR');
    await page.goto('/tambah-barang-banyak');
    const bad = await workbookOf([
      [`E2E-P${width}-1`, 'CC', 'EMU', `Gelang Panel ${width} Satu`, '1.5', 'CAB01-ETALASE', 'BAKI-CC1'],
      // Line 3: the jenis is unknown, the name too short, the weight 0.
      [`E2E-P${width}-2`, 'CC', 'XX', 'Gela', '0', 'CAB01-ETALASE', 'BAKI-CC1'],
      // Line 4: the barcode of line 2 again, the group unknown, the weight not a number, the tray not in the warehouse.
      [`E2E-P${width}-1`, 'ZZ', 'EMU', `Gelang Panel ${width} Tiga`, 'abc', 'CAB01-ETALASE', 'BAKI-TIDAK-ADA'],
    ]);
    await page.getByLabel('File Excel / CSV').setInputFiles({ name: 'barang.xlsx', mimeType: 'application/octet-stream', buffer: bad });
    await page.getByRole('button', { name: 'Import' }).click();
    const panel = page.getByRole('region', { name: '2 baris salah, tidak ada barang yang disimpan' });
    await expect(panel).toBeVisible();
    const expected = [
      'Baris\tKolom\tKesalahan',
      '3\tkode_dept\tJenis XX tidak ditemukan',
      '3\tnama_barang\tNama barang harus lebih dari 5 karakter',
      '3\tberat\tBerat tidak boleh 0',
      `4\tkode_barcode\tBarcode E2E-P${width}-1 sudah ada di tabel`,
      '4\tkode_group\tGroup ZZ tidak ditemukan',
      '4\tberat\tBerat tidak boleh 0',
      '4\tkode_baki\tBaki BAKI-TIDAK-ADA tidak ada di gudang yang dipilih',
    ];
    expect(await panelRows(page)).toEqual(expected);
    // Not a toast: still there well after a toast would have gone (3 s).
    await page.waitForTimeout(4_000);
    expect(await panelRows(page)).toEqual(expected);
    // Nothing spills sideways on a phone, nor scrolls sideways inside the panel.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await page.getByRole('region', { name: 'Baris yang salah' }).evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/items-import-errors-${width}.png`, fullPage: true });
    expect(await sql(`select 1 from barang where kode_barcode like 'E2E-P${width}-%'`)).toEqual([]);

    // The next import replaces it: a file-wide refusal is told in the panel too, then a good file clears it.
    await page.getByLabel('File Excel / CSV').setInputFiles({ name: 'barang.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('region', { name: 'File harus .xlsx atau .csv' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    const good = await workbookOf([[`E2E-P${width}-1`, 'CC', 'EMU', `Gelang Panel ${width} Satu`, '1.5', 'CAB01-ETALASE', 'BAKI-CC1']]);
    await page.getByLabel('File Excel / CSV').setInputFiles({ name: 'barang.xlsx', mimeType: 'application/octet-stream', buffer: good });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText(/1 barang berhasil disimpan \(IB-CAB01-/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'File harus .xlsx atau .csv' })).toHaveCount(0);
    expect(await mismatches()).toEqual([]);
  });
}

test('destroy an item with a supervisor\'s authorization: it leaves the stock and the scrap weight is shown', async ({ page }) => {
  const [item] = await sql<{ kode_barcode: string; berat: string; kode_dept: string }>(
    `select kode_barcode, berat, kode_dept from barang where kode_toko = 'CAB01' and status = 'READY' and kode_barcode like 'CAB01%' order by kode_barcode desc limit 1`);
  await login(page, 'KASIR');
  await page.goto('/hancur-data-barang');
  await expectNoSeriousViolations(page);
  const scan = page.getByLabel('Scan / Ketik Barcode');
  await scan.fill(item.kode_barcode.toLowerCase());
  await scan.press('Enter');
  await expect(page.getByRole('cell', { name: item.kode_barcode, exact: true })).toBeVisible();
  await expect(page.getByTestId(`scrap-${item.kode_dept}`)).toHaveText(item.berat.replace('.', ','));
  await page.getByRole('button', { name: 'Hancurkan' }).click();
  await expect(page.getByText('Alasan Tidak Boleh Kosong')).toBeVisible();
  await screenshots(page, 'hancur');
  await page.getByLabel('Alasan').fill('Patah, dilebur');
  await page.getByRole('button', { name: 'Hancurkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(page.getByText(/Barang berhasil dihancurkan \(HB-CAB01-/)).toBeVisible();
  expect(await sql(`select status from barang where kode_barcode = $1`, [item.kode_barcode])).toEqual([{ status: 'DESTROYED' }]);
  expect(await sql(`select alasan, disetujui_oleh from hancur_barang order by created_at desc limit 1`)).toEqual([{ alasan: 'Patah, dilebur', disetujui_oleh: 'spv' }]);
  await expectNoSeriousViolations(page);
  expect(await mismatches()).toEqual([]);
});
