import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { rupiahText } from '@/tests/e2e/support/expected';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

/** Nothing on the page scrolls sideways at this width. */
async function expectNoSideways(page: Page, width = 390) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the day\'s gold price per jenis on the sale and buyback screens, for a cashier (the price master stays closed to him), at 1366 and 390 px', async ({ page }) => {
  const [lm] = await sql<{ harga_jual: string; harga_beli: string }>(
    `select harga_jual::text, harga_beli::text from harga_emas where kode_dept = 'LM' order by id desc limit 1`);
  await login(page, 'KASIR');
  for (const path of ['/transaksi-penjualan', '/transaksi-pembelian']) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(path);
    const panel = page.getByRole('region', { name: 'Harga emas berlaku hari ini (per gram)' });
    await expect(panel.getByTestId('harga-LM')).toContainText(`Jual ${rupiahText(lm.harga_jual)}`);
    await expect(panel.getByTestId('harga-LM')).toContainText(`Beli ${rupiahText(lm.harga_beli)}`);
    await expectNoSeriousViolations(page, `${path} gold prices`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel.getByTestId('harga-LM')).toBeVisible();
    await expectNoSideways(page);
    await expectNoSeriousViolations(page, `${path} gold prices 390`);
  }
  expect((await page.goto('/master-parameter-harga-emas'))?.status()).toBe(403);
});

test('the buyback of an own item takes the customer from the original sale\'s nota; what the cashier typed stays', async ({ page }) => {
  const [item] = await sql<{ kode_barcode: string }>(`select kode_barcode from barang where kode_toko = 'CAB01' and status = 'READY' and kode_dept = 'P18'
      and not exists (select 1 from penjualan_detail d where d.kode_barcode = barang.kode_barcode) order by kode_barcode desc limit 1`);
  // Its own number each attempt, so a retry does not meet the first attempt's documents.
  const nota = `JL-CAB01-E2E-${Date.now() % 100_000_000}`;
  await sql(`with doc as (insert into stok_dokumen (kode_toko, jenis_dokumen, no_dokumen, idempotency_key, jumlah_mutasi, created_by)
      values ('CAB01', 'PENJUALAN', $2, $2, 1, 'kasir') returning id)
    insert into mutasi_stok (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, sebelumnya_id, dari_toko, dari_gudang, dari_baki, dari_status, dari_berat,
                             ke_toko, ke_gudang, ke_baki, ke_status, ke_berat)
    select doc.id, b.kode_barcode, b.kode_dept, 'SOLD', (select max(id) from mutasi_stok m where m.kode_barcode = b.kode_barcode),
           b.kode_toko, b.kode_gudang, b.kode_baki, b.status, b.berat, b.kode_toko, '', '', 'SOLD', b.berat
      from doc, barang b where b.kode_barcode = $1`, [item.kode_barcode, nota]);
  await sql(`update barang set status = 'SOLD', kode_gudang = '', kode_baki = '' where kode_barcode = $1`, [item.kode_barcode]);
  await sql(`insert into penjualan (no_faktur_jual, kode_toko, tanggal, kode_sales, total_berat, subtotal, total_harga, bayar_tunai, uang_diterima,
                                    nama_customer, alamat_customer, no_hp_customer)
    select $2, 'CAB01', now(), 'CAB01-S1', berat, 4000000, 4000000, 4000000, 4000000, 'Bu Nota Asli', 'Jl. Asia Afrika 8, Bandung', '081299990000'
      from barang where kode_barcode = $1`, [item.kode_barcode, nota]);
  await sql(`insert into penjualan_detail (no_faktur_jual, urutan, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, harga_per_gram,
      ongkos, harga_tetap, pembulatan, pembulatan_kebawah, harga_hitung, harga_jual)
    select $2, 1, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, 1613000, 0, false, 500, false, 4000000, 4000000 from barang where kode_barcode = $1`,
  [item.kode_barcode, nota]);

  await login(page, 'KASIR');
  await page.goto('/transaksi-pembelian');
  // Typed once the form is live (a value typed into the server's HTML before hydration is not the form's yet).
  await page.waitForLoadState('networkidle');
  // The phone number typed first stays; name and address come from the nota.
  await page.getByLabel('No HP').fill('08111222333');
  const scan = page.getByLabel('Scan Barcode / No Nota Jual');
  await scan.fill(nota.toLowerCase());
  await scan.press('Enter');
  await expect(page.getByTestId('beli-line').first()).toContainText(item.kode_barcode);
  await expect(page.getByLabel('Nama Customer')).toHaveValue('Bu Nota Asli');
  await expect(page.getByLabel('Alamat Customer')).toHaveValue('Jl. Asia Afrika 8, Bandung');
  await expect(page.getByLabel('No HP')).toHaveValue('08111222333');
  await expectNoSeriousViolations(page, '/transaksi-pembelian customer from nota');
});

test('at 390 px: Lihat Pembelian, Tutup Toko and Uang Kas stay within the screen, with their amounts in sight', async ({ page }) => {
  await login(page, 'SPV');
  // Today's cash book has an entry to show (posted through the screen at a desk).
  await page.goto('/uang-kas');
  await page.getByRole('button', { name: 'Tambah Uang Kas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Uang Kas' });
  await dialog.getByLabel('Masuk / Keluar').selectOption('KELUAR');
  await dialog.getByLabel('Kategori').selectOption('BIAYA_OPERASIONAL');
  await dialog.getByLabel('Jumlah').fill('12345');
  await dialog.getByLabel('Keterangan').fill('Parkir layar sempit');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Transaksi Berhasil Disimpan')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const card = page.getByTestId('cash-book-card').filter({ hasText: 'Parkir layar sempit' });
  await expect(card).toContainText(rupiahText(12345));
  const box = await card.getByText(rupiahText(12345)).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSideways(page);
  await expectNoSeriousViolations(page, '/uang-kas 390');

  await page.goto('/tutup-toko');
  await expect(page.getByTestId('kasAkhir')).toBeVisible();
  await expectNoSideways(page);
  // The per-kind cash table (its Keluar column) stays inside its card.
  const kas = page.getByRole('region', { name: 'Kas', exact: true });
  const cardBox = await kas.boundingBox();
  const keluar = await kas.getByRole('columnheader', { name: 'Keluar', exact: true }).boundingBox();
  if (cardBox && keluar) expect(keluar.x + keluar.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
  await expectNoSeriousViolations(page, '/tutup-toko 390');

  await page.goto('/lihat-pembelian');
  await expect(page.getByRole('button', { name: 'Cari', exact: true })).toBeVisible();
  await expectNoSideways(page);
  const [beli] = await sql<{ no_faktur_beli: string }>(`select no_faktur_beli from pembelian where kode_toko = 'CAB01'
      and (tanggal at time zone '${JAKARTA_TZ}')::date = (now() at time zone '${JAKARTA_TZ}')::date order by tanggal desc limit 1`);
  // The demo installation buys back in CAB01 every day up to today: there is one, whatever ran before.
  expect(beli, 'a buyback of CAB01 today').toBeDefined();
  await page.getByRole('button', { name: `Buka ${beli.no_faktur_beli}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(beli.no_faktur_beli) })).toBeVisible();
  await expectNoSideways(page);
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page, '/lihat-pembelian 390');
});

test('weights follow the language\'s separators (English "4.567" g, Indonesian "4,567" g) while Rupiah keeps "Rp. 1.234.567"', async ({ page }) => {
  const [sale] = await sql<{ nomor: string; berat: string; total: string }>(`select no_faktur_jual as nomor, total_berat::text as berat, total_harga::text as total
      from penjualan where kode_toko = 'CAB01' and total_berat < 1000 order by tanggal desc, no_faktur_jual desc limit 1`);
  // Under 1000 g: no grouping; the decimal mark is the only difference ("4.567" in English, "4,567" in Indonesian).
  const [english, indonesian] = [sale.berat, sale.berat.replace('.', ',')];
  await login(page, 'SPV');
  for (const [locale, weight, label] of [['en', english, 'Search (nota no., name, phone)'], ['id', indonesian, 'Cari (no nota, nama, no HP)']] as const) {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: page.url() }]);
    await page.goto('/lihat-penjualan');
    await page.getByLabel(label).fill(sale.nomor);
    await page.getByLabel(label).press('Enter');
    const row = page.getByRole('row').filter({ hasText: sale.nomor });
    await expect(row.getByRole('cell').nth(4)).toHaveText(weight);
    await expect(row.getByRole('cell').nth(5)).toHaveText(rupiahText(sale.total));
  }
});
