import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '@/lib/db/client';
import { jakartaMoment } from '@/lib/time/jakarta';
import { cancelRepair, receiveRepair } from '@/features/service/kernel';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { screenshotBoth } from '@/tests/e2e/support/screenshots';
import { readPdf, readXlsx } from '@/tests/e2e/support/files';
import { login } from '@/tests/e2e/support/fixtures';
import { testDatabaseUrl } from '@/tests/support/test-database';

test.use({ viewport: { width: 1366, height: 768 } });

/** The repair kernels on the e2e database, one connection a call. */
async function onE2eDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: testDatabaseUrl('e2e'), max: 1 });
  try {
    return await work(drizzle(pool));
  } finally {
    await pool.end();
  }
}

// July 2019 in CAB02, long before the demo's days: these tickets are the spec's alone. Each is 5,125 g + 2,000 g = 7,125 g.
const receive = (key: string, day: string, uangMuka: number) => onE2eDatabase((db) => db.transaction((tx) => receiveRepair(tx, {
  kodeToko: 'CAB02', createdBy: 'kasir', idempotencyKey: `e2e-laporan-service-${key}`, namaCustomer: `Bu ${key}`, alamatCustomer: 'Jl. Mawar 3',
  noHpCustomer: '081299990000', kodeTukang: null, estimasiBiaya: 200_000, tglEstimasi: day, uangMuka: { bayarTunai: uangMuka, bayarTransfer: 0 },
  at: jakartaMoment(day, '10:00:00'),
  pieces: [{ deskripsi: 'Patri kalung putus', kodeGroup: 'KL', kodeDept: 'P18', berat: '5.125' }, { deskripsi: 'Cuci cincin', kodeGroup: 'CC', kodeDept: 'P18', berat: '2.000' }],
})));

let tickets: string[] = [];
test.beforeAll(async () => {
  // A received 1 July (Rp 50.000 down), B received 20 July, C received 20 July and cancelled on the 21st. A replay of a
  // retried run answers the same tickets.
  const a = await receive('A', '2019-07-01', 50_000);
  const b = await receive('B', '2019-07-20', 0);
  const c = await receive('C', '2019-07-20', 0);
  await onE2eDatabase((db) => db.transaction((tx) => cancelRepair(tx, {
    kodeToko: 'CAB02', createdBy: 'kasir', idempotencyKey: 'e2e-laporan-service-C-batal', noService: c.noService, alasan: 'Customer batal',
    uangMuka: 'KEMBALI', disetujuiOleh: 'spv', at: jakartaMoment('2019-07-21', '10:00:00'),
  })));
  tickets = [a.noService, b.noService, c.noService];
});

test('Laporan Service lists the tickets of July with their pieces, weights and stage, on screen, in the PDF and in Excel', async ({ page }) => {
  const [a, b, c] = tickets;
  await login(page, 'OWN');
  await page.goto('/laporan-service');
  await expect(page.getByRole('heading', { name: 'Laporan Service' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/laporan-service?tgl_from=2019-07-01&tgl_to=2019-07-31&kode_toko=CAB02&status=SEMUA&cari=1');
  await expect(page.getByText('Laporan Service Tersedia', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).locator('td')).toHaveText(['1', a, '2019-07-01', 'Bu A', '-', 'Patri kalung putus, Cuci cincin', '7,125', '-', '-', 'Rp. 0', 'Rp. 0', 'MASUK']);
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText(b);
  await expect(rows.nth(2).locator('td').nth(1)).toHaveText(c);
  await expect(rows.nth(2).locator('td').last()).toHaveText('BATAL');
  await expect(table.locator('[data-total="berat_masuk"]')).toHaveText('21,375');
  await expectNoSeriousViolations(page);
  await screenshotBoth(page, 'laporan-service');

  const pdf = await page.request.get((await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  fs.writeFileSync('test-results/laporan-service.pdf', await pdf.body());
  const { text } = readPdf(await pdf.body());
  for (const words of ['Laporan Service', 'Periode 2019-07-01 s/d 2019-07-31', a, 'Patri kalung putus, Cuci cincin', '21,375', 'Grand Total']) expect(text).toContain(words);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Excel' }).click()]);
  expect(download.suggestedFilename()).toBe('Laporan Service.xlsx');
  const sheet = await readXlsx(Buffer.concat(await (await download.createReadStream()).toArray()));
  expect(sheet.slice(4, 7).map((row) => [row[0], row[10]])).toEqual([[a, 'MASUK'], [b, 'MASUK'], [c, 'BATAL']]);

  // Only the received ones.
  await page.getByLabel('Status').selectOption('MASUK');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(rows).toHaveCount(2);
});

test('Laporan Service Per Tukang and Laporan Service Outstanding: the craftsmen\'s work and the open tickets by age', async ({ page }) => {
  const [a, b] = tickets;
  await login(page, 'OWN');
  await page.goto('/laporan-service-tukang?tgl_from=2019-07-01&tgl_to=2019-07-31&kode_toko=CAB02&cari=1');
  await expect(page.getByText('Laporan Service Per Tukang Tersedia', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  // The cancelled ticket is not work: A and B, without a craftsman.
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['1', '-', '-', '2', '0', '14,250', '0,000', 'Rp. 0', 'Rp. 0']);
  await expectNoSeriousViolations(page);
  await screenshotBoth(page, 'laporan-service-tukang');

  await page.goto('/laporan-service-outstanding');
  await expect(page.getByLabel('Tanggal', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Tanggal Dari')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // 25 July: A is 24 days old, B 5; C was cancelled on the 21st.
  await page.goto('/laporan-service-outstanding?tgl_to=2019-07-25&kode_toko=CAB02&kelompok=SEMUA&cari=1');
  await expect(page.getByText('Laporan Service Outstanding Tersedia', { exact: true })).toBeVisible();
  await expect(table.locator('tr[data-group]')).toHaveCount(2);
  await expect(table.locator('tr[data-group="1"] th')).toHaveText('0–7 HARI · 1 data');
  await expect(table.locator('tr[data-group="3"] th')).toHaveText('15–30 HARI · 1 data');
  await expect(table.locator('tr[data-group="3"] [data-group-total="uang_muka"]')).toHaveText('Rp. 50.000');
  // #, no service, tanggal, umur.
  const ageOf = (no: string) => table.locator(`tr:has(td:text-is("${no}"))`).locator('td').nth(3);
  await expect(ageOf(b)).toHaveText('5');
  await expect(ageOf(a)).toHaveText('24');
  await expect(table.locator('[data-total="berat"]')).toHaveText('14,250');
  await expectNoSeriousViolations(page);
  await screenshotBoth(page, 'laporan-service-outstanding');
});

test('empty: each service report\'s own toast and text; a branch user sees only their shop', async ({ page, browser }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-service?tgl_from=2020-01-01&tgl_to=2020-01-31&kode_toko=CAB02&cari=1');
  await expect(page.getByText('Laporan Service Kosong', { exact: true })).toBeVisible();
  await expect(page.getByText('Data Laporan Service Kosong')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export Pdf' })).toHaveCount(0);
  await page.goto('/laporan-service-outstanding?tgl_to=2019-06-01&kode_toko=CAB02&cari=1');
  await expect(page.getByText('Data Tidak Tersedia', { exact: true })).toBeVisible();
  await expect(page.getByText('Data Service Outstanding Kosong')).toBeVisible();

  const branch = await browser.newContext();
  const kasir = await branch.newPage();
  await login(kasir, 'KASIR');
  await kasir.goto('/laporan-service?tgl_from=2019-07-01&tgl_to=2019-07-31&kode_toko=CAB02&cari=1');
  await expect(kasir.getByLabel('PILIH TOKO')).toHaveCount(0);
  await expect(kasir.getByRole('table', { name: 'Hasil laporan' }).getByText('SV-CAB02-')).toHaveCount(0);
  const pdf = await kasir.request.get('/api/laporan/service/pdf?tgl_from=2019-07-01&tgl_to=2019-07-31&kode_toko=CAB02');
  expect(readPdf(await pdf.body()).text).not.toContain('SV-CAB02-');
  await branch.close();
});
