import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { screenshotBoth } from '@/tests/e2e/support/screenshots';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 768 } });

const customer = `Batal PO E2E ${Date.now().toString().slice(-6)}`;
let noPo = '';
let items: { kode_barcode: string; kode_gudang: string; kode_baki: string }[] = [];

test.beforeAll(async () => {
  await setSetting('PRE_ORDER_MODULE', 'true');
  await setSetting('PPN_PENJUALAN_PERSEN', '0');
});

test('Tutup Barang Pre Order: a cashier\'s scanner types five barcodes fast, each with Enter, and all five are closed off for the PO', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/transaksi-pre-order');
  await page.getByLabel('Nama Customer').fill(customer);
  await page.getByLabel('Nama Barang').fill('Kalung Rantai');
  await page.getByRole('combobox', { name: 'Jenis' }).selectOption('P18');
  await page.getByLabel('Berat').fill('5');
  await page.getByLabel('Harga').fill('5000000');
  await page.getByLabel('Bayar Tunai').fill('1000000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(/^Pre-order PO-CAB01-\d{6}-\d{4} tersimpan$/)).toBeVisible();
  [{ no_po: noPo }] = await sql<{ no_po: string }>(`select no_po from pre_order where nama_customer = $1`, [customer]);
  items = await sql(`select kode_barcode, kode_gudang, kode_baki from barang b where kode_toko = 'CAB01' and status = 'READY'
    and not exists (select 1 from pre_order_barang p where p.kode_barcode = b.kode_barcode and p.aktif) order by md5(kode_barcode || 'po') limit 5`);
  expect(items).toHaveLength(5);

  await page.goto('/tutup-barang-pre-order');
  await page.getByRole('combobox', { name: 'No PO' }).selectOption(noPo);
  await page.getByLabel('Barcode').focus();
  // A barcode scanner is a keyboard: each code typed in a burst and ended by Enter, no mouse between them.
  for (const item of items) {
    await page.keyboard.type(item.kode_barcode, { delay: 5 });
    await page.keyboard.press('Enter');
  }
  const list = page.getByRole('table', { name: /^Barang PO/ });
  for (const item of items) await expect(list).toContainText(item.kode_barcode);
  await expect(list.locator('tbody tr')).toHaveCount(5);
  await expect(page.getByLabel('Barcode')).toHaveValue('');
  await expect(page.getByLabel('Barcode')).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(`5 barang ditutup untuk ${noPo}`)).toBeVisible();
  expect(await sql(`select count(*)::int as n from barang where kode_barcode = any($1) and status = 'RESERVED' and kode_baki = $2`, [items.map((item) => item.kode_barcode), noPo]))
    .toEqual([{ n: 5 }]);
});

test('Lihat Pre Order: Batal with the supervisor\'s approval refunds part of the advance, forfeits the rest and puts the five items back in their trays', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/lihat-pre-order');
  const row = page.getByRole('row').filter({ hasText: noPo });
  await row.getByRole('button', { name: `Batal ${noPo}` }).click();
  const form = page.getByRole('dialog', { name: `Batal Pre-Order ${noPo}` });
  await expect(form).toContainText('Sudah dibayar Rp. 1.000.000');
  await form.getByLabel('Uang Kembali (Tunai)').fill('700000');
  await expect(form).toContainText('yang tidak dikembalikan hangus: Rp. 300.000');
  await form.getByLabel('Alasan Batal').fill('Customer membatalkan');
  await expectNoSeriousViolations(page);
  await screenshotBoth(page, 'lihat-pre-order-batal');
  await form.getByRole('button', { name: 'Batalkan Pre-Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Otorisasi' });
  await expect(dialog.getByTestId('otorisasi-subject')).toContainText(`Dokumen ${noPo}`);
  await dialog.getByLabel('User ID Supervisor / Owner').fill('spv');
  await dialog.getByLabel('Password').fill('spv12345');
  await dialog.getByRole('button', { name: 'Otorisasi' }).click();
  await expect(page.getByText(`Pre-order ${noPo} dibatalkan: uang kembali Rp. 700.000, hangus Rp. 300.000`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: noPo })).toHaveCount(0);

  expect(await sql(`select status, batal_disetujui_oleh, refund_rp::int, hangus_rp::int from pre_order where no_po = $1`, [noPo]))
    .toEqual([{ status: 'BATAL', batal_disetujui_oleh: 'spv', refund_rp: 700_000, hangus_rp: 300_000 }]);
  expect(await sql(`select d.nomor_akun, d.debit::int, d.kredit::int from jurnal_detail d join pre_order p on p.jurnal_batal_id = d.jurnal_id
    where p.no_po = $1 order by d.nomor_akun`, [noPo])).toEqual([
    { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 700_000 },
    { nomor_akun: '2-1400', debit: 1_000_000, kredit: 0 },
    { nomor_akun: '4-9100', debit: 0, kredit: 300_000 },
  ]);
  expect(await sql(`select kode_barcode, kode_gudang, kode_baki from barang where kode_barcode = any($1) and status = 'READY' order by md5(kode_barcode || 'po')`,
    [items.map((item) => item.kode_barcode)])).toEqual(items);
});
