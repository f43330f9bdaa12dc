import { expect, test } from '@playwright/test';
import { rupiahText, weightText } from '@/tests/e2e/support/expected';
import { readPdf, readXlsx } from '@/tests/e2e/support/files';
import { login, sql } from '@/tests/e2e/support/fixtures';

test('price analysis: jenis and sort order, rows and totals match the stock, exports read back', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-analisis-harga-barang');
  await expect(page.locator('#tgl_from')).toHaveCount(0);
  await page.getByLabel('Jenis').selectOption('ETU');
  await page.getByLabel('Sort By').selectOption('TERENDAH');
  await page.getByLabel('PILIH TOKO').selectOption('CAB02');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByText('Laporan Analisis Harga Barang', { exact: true }).first()).toBeVisible();

  const [expected] = await sql<{ n: number; berat: string; harga: string; lowest: string }>(
    `select count(*)::int as n, sum(berat)::text as berat, sum(harga_jual)::text as harga, min(harga_jual)::text as lowest
       from barang where kode_toko = 'CAB02' and kode_dept = 'ETU' and status = 'READY'`,
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  // A page holds 100 rows (the demo's buybacks put more than that in CAB02's ETU); the totals cover them all.
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(expected.n, 100));
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText(rupiahText(expected.lowest));
  await expect(table.locator('[data-total=berat]')).toHaveText(weightText(expected.berat, 3));
  await expect(table.locator('[data-total=harga_jual]')).toHaveText(rupiahText(expected.harga));

  const xlsx = await page.request.get((await page.getByRole('link', { name: 'Export Excel' }).getAttribute('href'))!);
  const rows = await readXlsx(await xlsx.body());
  expect(rows.length).toBe(4 + expected.n + 1);
  expect(rows[4][6]).toBe(Number(expected.lowest));
});

test('group report by name, then by name and size; portrait A4 PDF with "Printed By" user / branch', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-kelompok-barang?kode_toko=CAB01&kode_dept=ALL&group_by=NAMA_BARANG&cari=1');
  await expect(page.getByText('Laporan Kelompok barang Tersedia')).toBeVisible();
  const [byName] = await sql<{ n: number; pieces: number }>(
    `select count(distinct nama_barang)::int as n, count(*)::int as pieces from barang where kode_toko = 'CAB01' and status = 'READY'`,
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(byName.n);
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveCount(0);
  await expect(table.locator('[data-total=jumlah]')).toHaveText(String(byName.pieces));

  await page.getByLabel('Berdasarkan').selectOption('NAMA_BARANG_SIZE');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page).toHaveURL(/group_by=NAMA_BARANG_SIZE/);
  const [bySize] = await sql<{ n: number }>(
    `select count(*)::int as n from (select distinct nama_barang, size from barang where kode_toko = 'CAB01' and status = 'READY') g`,
  );
  await expect(table.getByRole('columnheader', { name: 'Size' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(bySize.n, 100));
  if (bySize.n > 100) await expect(page.getByText(`Baris 1–100 dari ${bySize.n}`)).toBeVisible();

  const pdf = await page.request.get((await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href'))!);
  const { text } = readPdf(await pdf.body());
  expect(text).toContain('Laporan Kelompok Barang');
  expect(text).toContain('Printed By owner / CAB01');
  const { execFileSync } = await import('node:child_process');
  const fs = await import('node:fs');
  fs.writeFileSync('/tmp/kilau-kelompok.pdf', await pdf.body());
  expect(execFileSync('pdfinfo', ['/tmp/kilau-kelompok.pdf']).toString()).toMatch(/Page size:\s+595\.28 x 841\.89/);
});
