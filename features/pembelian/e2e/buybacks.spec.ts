import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

/** The screen at a desk (1366×768) and on a phone (390 px), for a person to look at (test-results/). */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/pembelian-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/pembelian-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
}

const mismatches = async () => [
  ...(await sql(`select * from stock_balance_mismatches()`)), ...(await sql(`select * from stock_item_mismatches()`)),
];

/**
 * A sale of CAB01000003 (P18 2.354 g) the customer brings back: its gram entry SOLD continuing the item's history, the
 * item's row with it, and the sale with its line's snapshot (what the sale screen writes).
 */
async function sellDemoItem(barcode: string, nota: string) {
  await sql(`with doc as (insert into stok_dokumen (kode_toko, jenis_dokumen, no_dokumen, idempotency_key, jumlah_mutasi, created_by)
      values ('CAB01', 'PENJUALAN', $2, $2, 1, 'kasir') returning id)
    insert into mutasi_stok (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, sebelumnya_id, dari_toko, dari_gudang, dari_baki, dari_status, dari_berat,
                             ke_toko, ke_gudang, ke_baki, ke_status, ke_berat)
    select doc.id, b.kode_barcode, b.kode_dept, 'SOLD', (select max(id) from mutasi_stok m where m.kode_barcode = b.kode_barcode),
           b.kode_toko, b.kode_gudang, b.kode_baki, b.status, b.berat, b.kode_toko, '', '', 'SOLD', b.berat
      from doc, barang b where b.kode_barcode = $1`, [barcode, nota]);
  await sql(`update barang set status = 'SOLD', kode_gudang = '', kode_baki = '' where kode_barcode = $1`, [barcode]);
  await sql(`insert into penjualan (no_faktur_jual, kode_toko, tanggal, kode_sales, total_berat, subtotal, total_harga, bayar_tunai, uang_diterima)
    select $2, 'CAB01', now(), 'CAB01-S1', berat, 4000000, 4000000, 4000000, 4000000 from barang where kode_barcode = $1`, [barcode, nota]);
  await sql(`insert into penjualan_detail (no_faktur_jual, urutan, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, harga_per_gram,
      ongkos, harga_tetap, pembulatan, pembulatan_kebawah, harga_hitung, harga_jual)
    select $2, 1, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, 1613000, 0, false, 500, false, 4000000, 4000000 from barang where kode_barcode = $1`,
  [barcode, nota]);
}

test('a buyback of an own item (by its sale nota) and of an outside one, paid in cash and by transfer', async ({ page }) => {
  await sellDemoItem('CAB01000003', 'JL-CAB01-E2E-0001');
  await login(page, 'KASIR');
  await page.goto('/transaksi-pembelian');
  await expect(page.getByRole('heading', { name: 'Transaksi Pembelian' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const scan = page.getByLabel('Scan Barcode / No Nota Jual');
  await scan.fill('jl-cab01-e2e-0001');
  await scan.press('Enter');
  await expect(page.getByTestId('beli-line').first()).toContainText('CAB01000003');

  await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption('CC');
  await page.getByRole('combobox', { name: 'Jenis', exact: true }).selectOption('P18');
  await page.getByLabel('Nama Barang').fill('Cincin Luar E2E');
  await page.getByLabel('Berat Nota').fill('3,000');
  await page.getByLabel('Harga Nota').fill('5000000');
  await page.getByRole('button', { name: 'Tambah Barang Luar' }).click();
  await expect(page.getByTestId('beli-line')).toHaveCount(2);
  await page.locator('#tujuan-1').selectOption('HANCUR');
  await page.getByRole('button', { name: 'Hitung Harga' }).click();
  // own: 2.354 g × Rp 1.548.000 (P18 buy) = Rp 3.643.992 → Rp 3.644.000; outside: 3.000 g × Rp 1.548.000 = Rp 4.644.000; total Rp 8.288.000
  await expect(page.getByTestId('beli-total')).toContainText('8.288.000');
  await page.getByLabel('Nama Customer').fill('Bu Sari');
  await page.getByLabel('No HP').fill('08123456789');
  await page.getByLabel('Transfer', { exact: true }).fill('4000000');
  await page.getByRole('combobox', { name: 'Rekening Toko' }).selectOption('81014567');
  await expect(page.getByTestId('beli-tunai')).toContainText('4.288.000');
  await screenshots(page, 'transaksi');
  await page.getByRole('button', { name: 'Simpan Pembelian' }).click();
  await expect(page.getByText(/Pembelian BL-CAB01-\d{6}-\d{4} berhasil disimpan/)).toBeVisible();
  const nomor = (await page.getByTestId('pembelian-nomor').textContent())!;
  expect(await sql(`select total_harga::text, bayar_tunai::text, bayar_transfer::text, nama_customer from pembelian where no_faktur_beli = $1`, [nomor]))
    .toEqual([{ total_harga: '8288000', bayar_tunai: '4288000', bayar_transfer: '4000000', nama_customer: 'Bu Sari' }]);
  expect(await sql(`select kode_barcode, tujuan, harga::text from pembelian_detail where no_faktur_beli = $1 order by urutan`, [nomor])).toEqual([
    { kode_barcode: 'CAB01000003', tujuan: 'BAKI', harga: '3644000' }, { kode_barcode: `${nomor}-2`, tujuan: 'HANCUR', harga: '4644000' },
  ]);
  expect(await sql(`select status, kode_baki from barang where kode_barcode = 'CAB01000003'`)).toEqual([{ status: 'READY', kode_baki: 'BAKI-BELI' }]);
  await expectNoSeriousViolations(page);
  expect(await mismatches()).toEqual([]);
});

test('an outside item paid above its receipt price shows its cap and asks for authorization before saving (issue 25)', async ({ page }) => {
  const [before] = await sql<{ n: string }>(`select count(*)::text as n from pembelian`);
  await login(page, 'KASIR');
  await page.goto('/transaksi-pembelian');
  await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption('CC');
  await page.getByRole('combobox', { name: 'Jenis', exact: true }).selectOption('LM');
  await page.getByLabel('Nama Barang').fill('Cincin Luar LM');
  await page.getByLabel('Berat Nota').fill('3,200');
  await page.getByLabel('Harga Nota').fill('6000000');
  await page.getByRole('button', { name: 'Tambah Barang Luar' }).click();
  await page.locator('#harga-0').fill('6503000');
  await page.getByRole('button', { name: 'Hitung Harga' }).click();
  // 3.200 g × Rp 2.062.000 (LM buy) → Rp 6.599.000 computed; the receipt's Rp 6.000.000 caps what is paid without a supervisor.
  await expect(page.getByTestId('perlu-otorisasi-harga-0')).toHaveText('(perlu otorisasi harga) (batas Rp. 6.000.000)');
  await expect(page.getByTestId('beli-total')).toContainText('6.503.000');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'batas-harga-nota');
  await page.getByRole('button', { name: 'Simpan Pembelian' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await expect(dialog.getByLabel('User ID Supervisor / Owner')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await sql(`select count(*)::text as n from pembelian`)).toEqual([before]);
});

test('bad input on Transaksi Pembelian: an unknown nota and a zero weight are refused, nothing written', async ({ page }) => {
  const [before] = await sql<{ n: string }>(`select count(*)::text as n from pembelian`);
  await login(page, 'KASIR');
  await page.goto('/transaksi-pembelian');
  const scan = page.getByLabel('Scan Barcode / No Nota Jual');
  await scan.fill('JL-NOPE-0001');
  await scan.press('Enter');
  await expect(page.getByText('Barcode atau nota JL-NOPE-0001 tidak ditemukan di penjualan')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption('CC');
  await page.getByRole('combobox', { name: 'Jenis', exact: true }).selectOption('P18');
  await page.getByLabel('Nama Barang').fill('Cincin Nol');
  await page.getByLabel('Berat Nota').fill('1');
  await page.getByRole('button', { name: 'Tambah Barang Luar' }).click();
  await page.locator('#berat-0').fill('0');
  await page.getByRole('button', { name: 'Simpan Pembelian' }).click();
  await expect(page.getByText('Berat tidak boleh 0')).toBeVisible();
  expect(await sql(`select count(*)::text as n from pembelian`)).toEqual([before]);
});

test('Lihat Pembelian opens a buyback; Batal Pembelian cancels it with a reason (SPV approves his own)', async ({ page }) => {
  const [row] = await sql<{ no: string }>(`select p.no_faktur_beli as no from pembelian p where p.kode_toko = 'CAB01' and p.status = 'AKTIF'
      and (p.tanggal at time zone '${JAKARTA_TZ}')::date = (now() at time zone '${JAKARTA_TZ}')::date
      and not exists (select 1 from pembelian_detail d where d.no_faktur_beli = p.no_faktur_beli
        and (select m.dokumen_id from mutasi_stok m where m.kode_barcode = d.kode_barcode order by m.id desc limit 1) is distinct from p.stok_dokumen_id)
    order by p.no_faktur_beli limit 1`);
  await login(page, 'SPV');
  await page.goto('/lihat-pembelian');
  // Every buyback, newest first, a page at a time (as Lihat Penjualan): the nota is found by its number.
  await page.getByLabel('Cari No Faktur / Customer / No HP').fill(row.no);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page.getByRole('cell', { name: row.no, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Buka ${row.no}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(row.no) })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'lihat');

  await page.goto('/batal-pembelian');
  await expect(page.getByText('Hanya pembelian hari ini yang bisa dibatalkan')).toBeVisible();
  await page.getByLabel('Cari No Faktur / Customer / No HP').fill(row.no);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: `Buka ${row.no}` }).click();
  await page.getByRole('button', { name: 'Batalkan Pembelian' }).click();
  await expect(page.getByText('Alasan wajib diisi')).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'batal');
  await page.getByLabel('Alasan').fill('Salah input customer');
  await page.getByRole('button', { name: 'Batalkan Pembelian' }).click();
  await expect(page.getByText(`Pembelian ${row.no} berhasil dibatalkan`)).toBeVisible();
  expect(await sql(`select status, alasan_batal, batal_disetujui_oleh from pembelian where no_faktur_beli = $1`, [row.no]))
    .toEqual([{ status: 'BATAL', alasan_batal: 'Salah input customer', batal_disetujui_oleh: 'spv' }]);
  expect(await mismatches()).toEqual([]);
});

test('Hancur Pembelian melts a bought item with a supervisor’s authorization and shows the scrap per jenis', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/hancur-pembelian');
  await expect(page.getByRole('heading', { name: 'Hancur Pembelian' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Items bought as scrap (HANCUR) are listed first; tick one.
  const box = page.getByRole('row').filter({ hasText: 'HANCUR' }).first().getByRole('checkbox');
  await box.check();
  const barcode = (await box.getAttribute('aria-label'))!.split(' ').at(-1)!;
  const [item] = await sql<{ berat: string; kode_dept: string }>(`select berat::text, kode_dept from barang where kode_barcode = $1`, [barcode]);
  await expect(page.getByTestId(`scrap-${item.kode_dept}`)).toHaveText(item.berat.replace('.', ','));
  await page.getByRole('button', { name: 'Hancurkan' }).click();
  await expect(page.getByText('Alasan wajib diisi')).toBeVisible();
  await screenshots(page, 'hancur');
  await page.getByLabel('Alasan').fill('Patah, dilebur');
  await page.getByRole('button', { name: 'Hancurkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(page.getByText(/Barang pembelian berhasil dihancurkan \(HP-CAB01-/)).toBeVisible();
  await expect(page.getByTestId(`scrap-done-${item.kode_dept}`)).toContainText(item.berat.replace('.', ','));
  expect(await sql(`select status from barang where kode_barcode = $1`, [barcode])).toEqual([{ status: 'DESTROYED' }]);
  await expectNoSeriousViolations(page);
  expect(await mismatches()).toEqual([]);
});

// The demo's access tree hides Master Data from branch levels: the chain's keeper is the owner at head office.
test('Master Kondisi Pembelian lists the conditions and keeps one a purchase names', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/master-kondisi-pembelian');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('cell', { name: 'BAGUS', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/master-kondisi-pembelian');
  await page.getByRole('button', { name: 'Hapus BAGUS' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Kondisi BAGUS masih dipakai dan tidak dapat dihapus')).toBeVisible();
  await screenshots(page, 'master-kondisi');
});
