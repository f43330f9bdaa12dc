import { expect, test } from '@playwright/test';
import { subDays } from 'date-fns';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { rupiahText, weightText } from '@/tests/e2e/support/expected';
import { readPdf } from '@/tests/e2e/support/files';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

const day = (back: number) => jakartaDay(subDays(new Date(), back));
const FROM = day(6);
const TO = day(0);
const PERIOD = `tgl_from=${FROM}&tgl_to=${TO}`;

test('sales per invoice: one row per demo sale of the period with its payments, totals as the database sums them, PDF and Excel', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto(`/laporan-penjualan-per-faktur?${PERIOD}&kode_toko=CAB01&status=AKTIF&cari=1`);
  await expect(page.getByText('Laporan Penjualan Tersedia', { exact: true })).toBeVisible();
  const sales = await sql<{ no: string; total: string; tunai: string; transfer: string; kartu: string; berat: string; pcs: number }>(
    `select no_faktur_jual as no, total_harga::text as total, bayar_tunai::text as tunai, bayar_transfer::text as transfer, bayar_kartu::text as kartu,
            total_berat::text as berat, (select count(*)::int from penjualan_detail d where d.no_faktur_jual = p.no_faktur_jual) as pcs
       from penjualan p where kode_toko = 'CAB01' and status = 'AKTIF' and (tanggal at time zone '${JAKARTA_TZ}')::date between $1 and $2
      order by tanggal, no_faktur_jual`,
    [FROM, TO],
  );
  expect(sales.length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(sales.length);
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(sales[0].no);
  const sum = (key: 'total' | 'tunai' | 'transfer' | 'kartu') => sales.reduce((total, sale) => total + BigInt(sale[key]), 0n);
  await expect(table.locator('[data-total=total_harga]')).toHaveText(rupiahText(sum('total')));
  await expect(table.locator('[data-total=bayar_tunai]')).toHaveText(rupiahText(sum('tunai')));
  await expect(table.locator('[data-total=bayar_transfer]')).toHaveText(rupiahText(sum('transfer')));
  await expect(table.locator('[data-total=bayar_kartu]')).toHaveText(rupiahText(sum('kartu')));
  await expect(table.locator('[data-total=pcs]')).toHaveText(String(sales.reduce((total, sale) => total + sale.pcs, 0)));
  const [grams] = await sql<{ berat: string }>(
    `select sum(total_berat)::text as berat from penjualan where kode_toko = 'CAB01' and status = 'AKTIF' and (tanggal at time zone '${JAKARTA_TZ}')::date between $1 and $2`,
    [FROM, TO],
  );
  await expect(table.locator('[data-total=total_berat]')).toHaveText(weightText(grams.berat, 3));
  await expect(page.getByLabel('Status')).toHaveValue('AKTIF');
  await expectNoSeriousViolations(page, '/laporan-penjualan-per-faktur');

  const pdf = await page.request.get((await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  const { text } = readPdf(await pdf.body());
  expect(text).toContain(sales[0].no);
  const excel = await page.request.get((await page.getByRole('link', { name: 'Export Excel' }).getAttribute('href'))!);
  expect(excel.status()).toBe(200);
  expect((await excel.body()).length).toBeGreaterThan(500);

  // The cancelled ones are apart: none in the demo, so the report says so.
  await page.getByLabel('Status').selectOption('BATAL');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page).toHaveURL(/status=BATAL/);
  await expect(page.getByText('Data Laporan Penjualan Kosong')).toBeVisible();
});

test('sales detail: one row per item sold with its price snapshot and approver, at phone width too', async ({ page }) => {
  await login(page, 'SPV');
  await page.goto(`/laporan-penjualan-detail?${PERIOD}&status=AKTIF&cari=1`);
  const lines = await sql<{ barcode: string; harga: string; approver: string | null }>(
    `select d.kode_barcode as barcode, d.harga_jual::text as harga, d.disetujui_oleh as approver from penjualan p join penjualan_detail d using (no_faktur_jual)
      where p.kode_toko = 'CAB01' and p.status = 'AKTIF' and (p.tanggal at time zone '${JAKARTA_TZ}')::date between $1 and $2
      order by p.tanggal, p.no_faktur_jual, d.urutan`,
    [FROM, TO],
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(lines.length);
  await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText(lines[0].barcode);
  await expect(table.locator('[data-total=harga_jual]')).toHaveText(rupiahText(lines.reduce((total, line) => total + BigInt(line.harga), 0n)));
  await expectNoSeriousViolations(page, '/laporan-penjualan-detail');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Cari Laporan' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('penjualan-detail-390.png') });
});
