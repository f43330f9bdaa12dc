import { expect, test, type Page } from '@playwright/test';
import { subDays } from 'date-fns';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { screenshotBoth } from '@/tests/e2e/support/screenshots';
import { rupiahText, weightText } from '@/tests/e2e/support/expected';
import { readPdf, readXlsx } from '@/tests/e2e/support/files';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

test.use({ viewport: { width: 1366, height: 768 } });

const day = (back: number) => jakartaDay(subDays(new Date(), back));
// Three days: fewer than a page of rows in the demo's CAB01.
const FROM = day(2);
const TO = day(0);

async function search(page: Page, path: string) {
  await login(page, 'OWN');
  await page.goto(path);
  await expectNoSeriousViolations(page);
  await page.locator('#tgl_from ~ input[type=date]').fill(FROM);
  await page.locator('#tgl_to ~ input[type=date]').fill(TO);
  await page.getByLabel('PILIH TOKO').selectOption('CAB01');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
}

test('Laporan Pesanan: the orders of the period with what was paid and what is left, as the database holds them, and both exports', async ({ page }) => {
  await search(page, '/laporan-pesanan');
  const [expected] = await sql<{ n: number; berat: string; harga: string; bayar: string; sisa: string }>(
    `select count(*)::int as n, coalesce(sum(total_berat), 0)::text as berat, coalesce(sum(total_harga), 0)::text as harga,
            coalesce(sum(jumlah_bayar), 0)::text as bayar,
            coalesce(sum(case when status in ('OPEN', 'TIBA') then greatest(total_harga - jumlah_bayar, 0) else 0 end), 0)::text as sisa
       from pesanan where kode_toko = 'CAB01' and status <> 'BATAL' and (tgl_pesanan at time zone '${JAKARTA_TZ}')::date between $1 and $2`,
    [FROM, TO],
  );
  expect(expected.n).toBeGreaterThan(0);
  expect(expected.n).toBeLessThanOrEqual(100);
  await expect(page.getByText('Laporan Pesanan Tersedia', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('thead th')).toHaveText(['#', 'No Pesanan', 'Sales', 'Tgl Pesan', 'Total Berat', 'Total Qty', 'Ongkos', 'Total Harga',
    'Jumlah Bayar', 'Sisa Bayar', 'Status']);
  await expect(table.locator('tbody tr')).toHaveCount(expected.n);
  await expect(table.locator('[data-total=total_berat]')).toHaveText(weightText(expected.berat, 2));
  await expect(table.locator('[data-total=total_harga]')).toHaveText(rupiahText(expected.harga));
  await expect(table.locator('[data-total=jumlah_bayar]')).toHaveText(rupiahText(expected.bayar));
  await expect(table.locator('[data-total=sisa_bayar]')).toHaveText(rupiahText(expected.sisa));
  // A stored stage is shown in words.
  await expect(table.locator('tbody td', { hasText: /^(OPEN|TIBA)$/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshotBoth(page, 'laporan-pesanan');

  const pdf = await page.request.get((await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text } = readPdf(await pdf.body());
  for (const words of ['Laporan Pesanan', `Periode ${FROM} s/d ${TO}`, 'Grand Total', rupiahText(expected.sisa)]) expect(text).toContain(words);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Excel' }).click()]);
  expect(download.suggestedFilename()).toBe('Laporan Pesanan.xlsx');
  const sheet = await readXlsx(Buffer.concat(await (await download.createReadStream()).toArray()));
  expect(sheet.length).toBe(4 + expected.n + 1);
  expect(sheet.at(-1)![8]).toBe(Number(expected.sisa));
});

test('Laporan Titip Uang: the deposits of the period held or sold, as the database holds them', async ({ page }) => {
  await search(page, '/laporan-titip-uang');
  const [expected] = await sql<{ n: number; total: string; dp: string }>(
    `select count(*)::int as n, coalesce(sum(harga_total), 0)::text as total, coalesce(sum(dp_rp), 0)::text as dp
       from titip_uang where kode_toko = 'CAB01' and status <> 'BATAL' and (tanggal at time zone '${JAKARTA_TZ}')::date between $1 and $2`,
    [FROM, TO],
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  if (expected.n === 0) {
    await expect(page.getByText('Laporan Titip Uang Kosong', { exact: true })).toBeVisible();
  } else {
    await expect(page.getByText('Laporan Titip Uang Tersedia', { exact: true })).toBeVisible();
    await expect(table.locator('thead th')).toHaveText(['#', 'Tanggal', 'Nama Barang', 'Berat', 'Harga Jual', 'Ongkos', 'Harga Total', 'DP Rp', 'No Pesanan', 'Status']);
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(expected.n, 100));
    await expect(table.locator('[data-total=harga_total]')).toHaveText(rupiahText(expected.total));
    await expect(table.locator('[data-total=dp_rp]')).toHaveText(rupiahText(expected.dp));
    await expectNoSeriousViolations(page);
    await screenshotBoth(page, 'laporan-titip-uang');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('Laporan Titip Uang.xlsx');
  }
});

test('an empty period: each report\'s own empty toast and text, no exports', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-pesanan?tgl_from=2020-01-01&tgl_to=2020-01-31&kode_toko=CAB01&cari=1');
  await expect(page.getByText('Laporan Pesanan Kosong', { exact: true })).toBeVisible();
  await expect(page.getByText('Data Laporan Pesanan Kosong')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export Pdf' })).toHaveCount(0);
  await page.goto('/laporan-titip-uang?tgl_from=2020-01-01&tgl_to=2020-01-31&kode_toko=CAB01&cari=1');
  await expect(page.getByText('Laporan Titip Uang Kosong', { exact: true })).toBeVisible();
  await expect(page.getByText('Data Laporan Titip Uang Kosong')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export Excel' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
