import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { screenshotBoth } from '@/tests/e2e/support/screenshots';

test.use({ viewport: { width: 1366, height: 768 } });

test('Ambil Barang Contoh: a tray item scanned and lent as an open order\'s sample leaves the tray, and comes back to it', async ({ page }) => {
  const noPesanan = `PS-E2E-${Date.now().toString().slice(-9)}`;
  await sql(`insert into pesanan (no_pesanan, kode_toko, kode_sales, nama_customer, tgl_pesanan, total_berat, total_qty, ongkos, total_harga, jumlah_bayar, status, created_by, updated_by)
    values ($1, 'CAB01', 'CAB01-S1', 'Contoh E2E', now(), 3, 1, 0, 2750000, 0, 'OPEN', 'kasir', 'kasir')`, [noPesanan]);
  const [item] = await sql<{ kode_barcode: string; kode_gudang: string; kode_baki: string }>(`select kode_barcode, kode_gudang, kode_baki from barang
    where kode_toko = 'CAB01' and status = 'READY' order by md5(kode_barcode) limit 1`);

  await login(page, 'KASIR');
  await page.goto('/ambil-barang-contoh');
  await expect(page.getByRole('heading', { name: 'Ambil Barang Contoh', level: 1 })).toBeVisible();
  const scan = page.getByLabel('Barcode');
  await scan.fill(item.kode_barcode.toLowerCase());
  await scan.press('Enter');
  await expect(page.getByTestId('contoh-barang')).toContainText(`dari baki ${item.kode_baki}`);
  await page.getByRole('combobox', { name: 'Pesanan' }).selectOption(noPesanan);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Pinjamkan' }).click();
  await expect(page.getByText(`Barang ${item.kode_barcode} dipinjamkan sebagai contoh pesanan ${noPesanan}`)).toBeVisible();
  const row = page.getByTestId('contoh-row').filter({ hasText: item.kode_barcode });
  await expect(row).toContainText(noPesanan);
  await expect(row).toContainText(item.kode_baki);
  expect(await sql(`select status, kode_gudang, kode_baki from barang where kode_barcode = $1`, [item.kode_barcode]))
    .toEqual([{ status: 'ON_LOAN', kode_gudang: 'CONTOH', kode_baki: noPesanan }]);
  await expectNoSeriousViolations(page);
  await screenshotBoth(page, 'ambil-barang-contoh');

  // Scanned again, the lent item is no tray item.
  await scan.fill(item.kode_barcode);
  await scan.press('Enter');
  // (Next's route announcer is an alert too: the screen's own is the one with text.)
  await expect(page.getByRole('alert').filter({ hasText: item.kode_barcode })).toHaveText(`Barang ${item.kode_barcode} tidak ditemukan di toko ini`);

  await row.getByRole('button', { name: `Kembalikan ${item.kode_barcode}` }).click();
  await expect(page.getByText(`Barang ${item.kode_barcode} kembali ke baki ${item.kode_baki}`)).toBeVisible();
  await expect(page.getByTestId('contoh-row').filter({ hasText: item.kode_barcode })).toHaveCount(0);
  expect(await sql(`select status, kode_gudang, kode_baki from barang where kode_barcode = $1`, [item.kode_barcode]))
    .toEqual([{ status: 'READY', kode_gudang: item.kode_gudang, kode_baki: item.kode_baki }]);
  expect(await sql(`select m.jenis_mutasi from mutasi_stok m where m.kode_barcode = $1 order by m.id desc limit 2`, [item.kode_barcode]))
    .toEqual([{ jenis_mutasi: 'SAMPLE_RETURNED' }, { jenis_mutasi: 'SAMPLE_LENT' }]);
});
