import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { subDays } from 'date-fns';
import { weightText } from '@/tests/e2e/support/expected';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { jakartaDay } from '@/lib/time/jakarta';

const day = (back: number) => jakartaDay(subDays(new Date(), back));

test('stock summary per jenis equals the items; owner only while HIDE_SALDO_BARANG_SUMMARY is on', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-barang-sumary?kode_toko=CAB01&cari=1');
  const [expected] = await sql<{ n: number; berat: string }>(`select count(*)::int as n, sum(berat)::text as berat from barang where kode_toko = 'CAB01' and status = 'READY'`);
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('[data-total=berat]')).toHaveText(weightText(expected.berat, 3));
  await expect(table.locator('[data-total=jumlah]')).toHaveText(String(expected.n));
  await expectNoSeriousViolations(page, '/laporan-barang-sumary');
});

const reports = [
  { path: '/laporan-barang-sumary', query: 'kode_toko=CAB02' },
  { path: '/laporan-barang-sumary-periode', query: `kode_toko=CAB01&tgl_from=${day(20)}&tgl_to=${day(0)}` },
  { path: '/laporan-tambah-barang', query: `kode_toko=CAB01&tgl_from=${day(95)}&tgl_to=${day(85)}` },
  { path: '/laporan-hancur-barang', query: `kode_toko=CAB01&tgl_from=${day(27)}&tgl_to=${day(0)}` },
  { path: '/laporan-stock-opname', query: `kode_toko=CAB01&tgl_from=${day(27)}&tgl_to=${day(0)}` },
];

for (const { path, query } of reports) {
  test(`${path} shows demo rows and exports PDF and Excel`, async ({ page }, testInfo) => {
    await login(page, 'OWN');
    await page.goto(`${path}?${query}&cari=1`);
    await expect(page.getByRole('table', { name: 'Hasil laporan' }).locator('tbody tr').first()).toBeVisible();
    for (const name of ['Export Pdf', 'Export Excel']) {
      const response = await page.request.get((await page.getByRole('link', { name }).getAttribute('href'))!);
      expect(response.status()).toBe(200);
      const body = await response.body();
      expect(body.length).toBeGreaterThan(500);
      if (name === 'Export Pdf') fs.writeFileSync(testInfo.outputPath('report.pdf'), body);
    }
    await expectNoSeriousViolations(page, path);
  });
}

for (const path of ['/laporan-pindah-barang', '/laporan-terima-barang']) {
  test(`${path} renders its period`, async ({ page }) => {
    await login(page, 'OWN');
    await page.goto(`${path}?kode_toko=CAB01&tgl_from=${day(27)}&tgl_to=${day(0)}&cari=1`);
    await expect(page.getByRole('button', { name: 'Cari Laporan' })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
}
