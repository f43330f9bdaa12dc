import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { captureAction, login, replayAs, setSetting, sql } from '@/tests/e2e/support/fixtures';

test.describe.configure({ mode: 'serial' });

const poCount = async () => (await sql<{ n: number }>(`select count(*)::int as n from pre_order`))[0].n;
const journalLines = (jurnalColumn: string, noPo: string) => sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d
  join pre_order p on p.${jurnalColumn} = d.jurnal_id where p.no_po = $1 order by d.nomor_akun`, [noPo]);

async function scan(page: Page, label: string, code: string) {
  const input = page.getByLabel(label);
  await input.fill(code);
  await input.press('Enter');
}

test.beforeAll(async () => {
  await setSetting('PPN_PENJUALAN_PERSEN', '0');
  await setSetting('PRE_ORDER_MODULE', 'true');
  await sql(`delete from pre_order_barang`);
  await sql(`delete from pre_order`);
});
test.afterAll(async () => {
  await setSetting('PRE_ORDER_MODULE', 'true');
});

test('the empty list says Data Tidak Tersedia', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/lihat-pre-order');
  await expect(page.getByRole('heading', { name: 'Lihat Pre Order' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Data Tidak Tersedia' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('a PO taken and paid, its items closed off by scanning, refused at the sale screen, then handed over', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/transaksi-pre-order');
  await expect(page.getByRole('heading', { name: 'Transaksi Pre Order' })).toBeVisible();
  await page.getByLabel('Nama Customer').fill('Dewi Lestari E2E');
  await page.getByLabel('No HP').fill('081311112222');
  await page.getByLabel('Alamat').fill('Jl. Kenanga 3, Bandung');
  await page.getByLabel('Nama Barang').fill('Cincin Polos');
  await page.getByRole('combobox', { name: 'Jenis' }).selectOption('P18');
  await page.getByLabel('Berat').fill('2,5');
  await page.getByLabel('Harga').fill('2000000');
  await page.getByLabel('Bayar Tunai').fill('500000');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(/^Pre-order PO-CAB01-\d{6}-\d{4} tersimpan$/)).toBeVisible();
  const [po] = await sql<{ no_po: string; total_harga: number; bayar_tunai: number }>(`select no_po, total_harga::int, bayar_tunai::int from pre_order where nama_customer = 'Dewi Lestari E2E'`);
  expect(po).toMatchObject({ total_harga: 2_000_000, bayar_tunai: 500_000 });
  // Paid in advance: D cash 500.000, K 2-1400 (the customer's money until the hand-over).
  expect(await journalLines('jurnal_id', po.no_po)).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 500_000, kredit: 0 },
    { nomor_akun: '2-1400', debit: 0, kredit: 500_000 },
  ]);

  const items = await sql<{ kode_barcode: string }>(`select kode_barcode from barang where kode_toko = 'CAB01' and status = 'READY' order by kode_barcode desc limit 2`);
  await page.goto('/tutup-barang-pre-order');
  await expect(page.getByRole('heading', { name: 'Tutup Barang Pre Order' })).toBeVisible();
  // No PO chosen: told, nothing written.
  await scan(page, 'Barcode', items[0].kode_barcode);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nomor PO harus dipilih')).toBeVisible();
  await page.getByLabel('No PO').selectOption(po.no_po);
  await scan(page, 'Barcode', items[1].kode_barcode);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(`2 barang ditutup untuk ${po.no_po}`)).toBeVisible();
  expect(await sql(`select status, kode_gudang, kode_baki from barang where kode_barcode = any($1) order by 1`, [items.map((i) => i.kode_barcode)]))
    .toEqual([{ status: 'RESERVED', kode_gudang: 'PESANAN', kode_baki: po.no_po }, { status: 'RESERVED', kode_gudang: 'PESANAN', kode_baki: po.no_po }]);
  // The same item again, for another PO: refused with the spec's wording.
  await page.goto('/tutup-barang-pre-order');
  await page.getByLabel('No PO').selectOption(po.no_po);
  await scan(page, 'Barcode', items[0].kode_barcode);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Barcode ${items[0].kode_barcode} sudah menjadi barang PO` }).first()).toBeVisible();

  // The held item is no stock for the counter.
  await page.goto('/transaksi-penjualan');
  await scan(page, 'Scan barcode barang', items[0].kode_barcode);
  await expect(page.getByText(`Stok habis: ${items[0].kode_barcode}`)).toBeVisible();

  // Selesai: 2.000.000 − 500.000 = 1.500.000 left, paid in cash now.
  await page.goto('/lihat-pre-order');
  const row = page.locator('tbody tr').filter({ hasText: po.no_po });
  await expect(row).toContainText('Rp. 2.000.000');
  await expect(row).toContainText('Rp. 1.500.000');
  await row.getByRole('button', { name: 'Selesai' }).click();
  await expect(row.getByText(`Serahkan barang pre-order ${po.no_po}? Sisa yang dibayar tunai: Rp. 1.500.000`)).toBeVisible();
  await expectNoSeriousViolations(page);
  // The hand-over is a sale: it is credited to one of the shop's sales staff; without one it is refused.
  await row.getByRole('group').getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByText('Pilih sales toko ini')).toBeVisible();
  await row.getByLabel('Sales').selectOption('CAB01-S1');
  await row.getByRole('group').getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByText(new RegExp(`^Pre-order ${po.no_po} selesai, faktur JL-CAB01-\\d{6}-\\d{4}$`))).toBeVisible();
  expect(await journalLines('jurnal_selesai_id', po.no_po)).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 1_500_000, kredit: 0 },
    { nomor_akun: '2-1400', debit: 500_000, kredit: 0 },
    { nomor_akun: '4-1000', debit: 0, kredit: 2_000_000 },
  ]);
  expect(await sql(`select status from barang where kode_barcode = any($1)`, [items.map((i) => i.kode_barcode)])).toEqual([{ status: 'SOLD' }, { status: 'SOLD' }]);
  await page.goto('/lihat-pre-order?status=FINISH');
  await expect(page.locator('tbody tr').filter({ hasText: po.no_po })).toContainText('Finish');
  await expectNoSeriousViolations(page);
});

test('an import with one bad row writes nothing and lists the row; the fixed file is imported', async ({ page }) => {
  const header = 'Nama Customer,No HP,Nama Barang,Kode Dept,Berat,Harga,Bayar Tunai';
  const file = (rows: string[]) => ({ name: 'pre-order.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });
  const before = await poCount();
  await login(page, 'KASIR');
  await page.goto('/import-pre-order');
  await expect(page.getByRole('heading', { name: 'Import Pre Order' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('File (.xlsx atau .csv)').setInputFiles(file(['Rina Import,0812,Kalung,P18,3.5,3000000,1000000', 'Budi Import,0813,Gelang,P18,0,1000000,100000']));
  await page.getByRole('button', { name: 'Import' }).click();
  const problems = page.getByRole('region', { name: '1 baris bermasalah, tidak ada data yang disimpan' });
  await expect(problems).toBeVisible();
  // The header is line 1: the second data row is line 3.
  await expect(problems.locator('tbody tr')).toHaveText(['3Berat tidak boleh 0']);
  expect(await poCount()).toBe(before);
  await expectNoSeriousViolations(page);

  await page.getByLabel('File (.xlsx atau .csv)').setInputFiles(file(['Rina Import,0812,Kalung,P18,3.5,3000000,1000000', 'Budi Import,0813,Gelang,P18,1.25,1000000,100000']));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('2 pre-order berhasil diimpor')).toBeVisible();
  expect(await sql(`select nama_customer, berat::text, total_harga::int, bayar_tunai::int, status from pre_order where nama_customer like '% Import' order by 1`)).toEqual([
    { nama_customer: 'Budi Import', berat: '1.250', total_harga: 1_000_000, bayar_tunai: 100_000, status: 'OPEN' },
    { nama_customer: 'Rina Import', berat: '3.500', total_harga: 3_000_000, bayar_tunai: 1_000_000, status: 'OPEN' },
  ]);
});

test('the module switched off refuses a direct POST', async ({ page, browser }) => {
  await login(page, 'KASIR');
  await page.goto('/transaksi-pre-order');
  await page.getByLabel('Nama Customer').fill('Modul Mati E2E');
  await page.getByLabel('Nama Barang').fill('Cincin');
  await page.getByRole('combobox', { name: 'Jenis' }).selectOption('P18');
  await page.getByLabel('Berat').fill('1');
  await page.getByLabel('Harga').fill('1000000');
  await page.getByLabel('Bayar Tunai').fill('100000');
  const request = await captureAction(page, () => page.getByRole('button', { name: 'Simpan' }).click());
  await expect(page.getByText(/tersimpan$/)).toBeVisible();
  const before = await poCount();
  await setSetting('PRE_ORDER_MODULE', 'false');
  try {
    const body = await replayAs(browser, request, 'KASIR');
    // Refused by the server's gate (not only hidden in the menu): its answer, and no second PO.
    expect(body).toContain('Menu ini tidak tersedia untuk akun Anda');
    expect(await poCount()).toBe(before);
  } finally {
    await setSetting('PRE_ORDER_MODULE', 'true');
  }
});
