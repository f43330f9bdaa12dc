import { expect, test, type Page } from '@playwright/test';
import { subDays } from 'date-fns';
import { rupiahText, weightText } from '@/tests/e2e/support/expected';
import { readPdf, readXlsx } from '@/tests/e2e/support/files';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

const day = (back: number) => jakartaDay(subDays(new Date(), back));
const FROM = day(30);
const TO = day(0);

async function pickDates(page: Page, from: string, to: string) {
  await page.locator('#tgl_from ~ input[type=date]').fill(from);
  await page.locator('#tgl_to ~ input[type=date]').fill(to);
  await expect(page.locator('#tgl_from')).toHaveValue(from);
}

type Expected = { n: number; berat: string; harga: string; sisa: string };
async function cancelledOrders(kodeToko: string, from: string, to: string): Promise<Expected> {
  const [row] = await sql<Expected>(
    `select count(*)::int as n, coalesce(sum(total_berat), 0)::text as berat, coalesce(sum(total_harga), 0)::text as harga,
            coalesce(sum(total_harga - jumlah_bayar), 0)::text as sisa
       from pesanan where status = 'BATAL' and kode_toko = $1 and (tgl_batal at time zone '${JAKARTA_TZ}')::date between $2 and $3`,
    [kodeToko, from, to],
  );
  return row;
}

test.afterEach(async () => {
  await setSetting('PROTEKSI_RENTANG_SATU_BULAN_MODULE', 'true');
});

test('cancelled orders: search, rows and totals match the database, both exports read back', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-batal-pesanan');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export Pdf' })).toHaveCount(0);
  await expect(page.locator('#tgl_from')).toHaveAttribute('readonly', '');
  await pickDates(page, FROM, TO);
  await page.getByLabel('PILIH TOKO').selectOption('CAB01');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();

  const expected = await cancelledOrders('CAB01', FROM, TO);
  expect(expected.n).toBeGreaterThan(0);
  await expect(page.getByText('Laporan Pesanan Tersedia')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`tgl_from=${FROM}&tgl_to=${TO}.*kode_toko=CAB01`));
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(expected.n);
  await expect(table.locator('[data-total=total_berat]')).toHaveText(weightText(expected.berat, 2));
  await expect(table.locator('[data-total=total_harga]')).toHaveText(rupiahText(expected.harga));
  await expect(table.locator('[data-total=sisa_bayar]')).toHaveText(rupiahText(expected.sisa));

  const pdfHref = await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text, pages } = readPdf(await pdf.body());
  expect(text).toContain('Kilau Emas Bandung');
  expect(text).toContain('Laporan Batal Pesanan');
  expect(text).toContain(`Periode ${FROM} s/d ${TO}`);
  expect(text).toContain('Grand Total');
  expect(text).toContain(rupiahText(expected.harga));
  expect(text).toContain('Printed By owner');
  expect(text).toContain(`${pages} of ${pages}`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Excel' }).click()]);
  expect(download.suggestedFilename()).toBe('Laporan Pesanan.xlsx');
  const rows = await readXlsx(Buffer.from(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks))));
  expect(rows[0][0]).toBe('Laporan Batal Pesanan');
  expect(rows[3]).toContain('No Pesanan');
  expect(rows.length).toBe(4 + expected.n + 1);
  const totals = rows[rows.length - 1];
  expect(totals[0]).toBe('Grand Total');
  expect(totals[7]).toBe(Number(expected.harga));
});

test('cancelled orders show the cancellation date beside the order date, on screen, in the PDF and in Excel', async ({ page }) => {
  const cleanUp = () => sql(`delete from pesanan where no_pesanan like 'PS-E2E-BATAL-%'`);
  await cleanUp();
  try {
    // Ordered on 20 and 22 May 2020, before the period; cancelled in it. The second at 05:30 in Jakarta, 22:30 UTC the
    // day before: every export shows Jakarta's day.
    await sql(`insert into pesanan (no_pesanan, kode_toko, kode_sales, kode_customer, tgl_pesanan, total_berat, total_qty, ongkos, total_harga,
                 jumlah_bayar, status, tgl_batal, batal_by)
               values ('PS-E2E-BATAL-1', 'CAB01', 'CAB01-S1', 'CAB01-C00001', '2020-05-20 10:00+07', 2.5, 1, 50000, 2500000, 500000, 'BATAL', '2020-05-25 14:00+07', 'owner'),
                      ('PS-E2E-BATAL-2', 'CAB01', 'CAB01-S1', 'CAB01-C00001', '2020-05-22 10:00+07', 1.25, 1, 20000, 1200000, 200000, 'BATAL', '2020-06-02 05:30+07', 'owner')`);
    await login(page, 'OWN');
    await page.goto('/laporan-batal-pesanan?tgl_from=2020-05-23&tgl_to=2020-06-22&kode_toko=CAB01&cari=1');
    const table = page.getByRole('table', { name: 'Hasil laporan' });
    const headers = table.locator('thead th');
    await expect(headers.nth(3)).toHaveText('Tgl Pesan');
    await expect(headers.nth(4)).toHaveText('Tgl Batal');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td').nth(3)).toHaveText('2020-05-20');
    await expect(rows.nth(0).locator('td').nth(4)).toHaveText('2020-05-25');
    await expect(rows.nth(1).locator('td').nth(3)).toHaveText('2020-05-22');
    await expect(rows.nth(1).locator('td').nth(4)).toHaveText('2020-06-02');

    const pdf = await page.request.get((await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href'))!);
    const { text } = readPdf(await pdf.body());
    expect(text).toContain('Tgl Batal');
    expect(text).toMatch(/PS-E2E-BATAL-1\s+CAB01-S1\s+2020-05-20\s+2020-05-25/);
    expect(text).toMatch(/PS-E2E-BATAL-2\s+CAB01-S1\s+2020-05-22\s+2020-06-02/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Excel' }).click()]);
    const sheet = await readXlsx(Buffer.concat(await (await download.createReadStream()).toArray()));
    expect(sheet[3].slice(0, 4)).toEqual(['No Pesanan', 'Sales', 'Tgl Pesan', 'Tgl Batal']);
    const day = (cell: unknown) => (cell as Date).toISOString().slice(0, 10);
    expect(sheet.slice(4, 6).map((row) => [row[0], day(row[2]), day(row[3])])).toEqual([
      ['PS-E2E-BATAL-1', '2020-05-20', '2020-05-25'],
      ['PS-E2E-BATAL-2', '2020-05-22', '2020-06-02'],
    ]);
  } finally {
    await cleanUp();
  }
});

test('date rules: start after end, more than a month, and the one-month switch', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-batal-pesanan');
  await pickDates(page, day(0), day(3));
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByText('Tanggal awal tidak boleh lebih besar dari tanggal akhir')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);

  await pickDates(page, day(40), day(0));
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByText('Rentang tanggal tidak boleh lebih dari 1 bulan')).toHaveCount(2);
  // The server checks too: a URL with a too-long range searches nothing.
  await page.goto(`/laporan-batal-pesanan?tgl_from=${day(40)}&tgl_to=${day(0)}&cari=1`);
  await expect(page.getByText('Rentang tanggal tidak boleh lebih dari 1 bulan')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);

  await setSetting('PROTEKSI_RENTANG_SATU_BULAN_MODULE', 'false');
  await page.goto(`/laporan-batal-pesanan?tgl_from=${day(40)}&tgl_to=${day(0)}&cari=1`);
  await expect(page.getByRole('table', { name: 'Hasil laporan' })).toBeVisible();
});

test('a branch user sees only their shop, whatever the URL says, and no PILIH TOKO', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto(`/laporan-batal-pesanan?tgl_from=${FROM}&tgl_to=${TO}&kode_toko=CAB02&cari=1`);
  await expect(page.getByLabel('PILIH TOKO')).toHaveCount(0);
  // A cashier's dates are locked (previous-day-active flag): the calendar does not open.
  await expect(page.locator('#tgl_from')).toHaveAttribute('data-locked', 'true');
  await expect(page.locator('#tgl_from ~ input[type=date]')).toBeDisabled();
  const expected = await cancelledOrders('CAB01', FROM, TO);
  await expect(page.getByRole('table', { name: 'Hasil laporan' }).locator('tbody tr')).toHaveCount(expected.n);
  await expect(page.getByRole('table').getByText('PS-CAB02-')).toHaveCount(0);
  const pdf = await page.request.get(`/api/laporan/batal-pesanan/pdf?tgl_from=${FROM}&tgl_to=${TO}&kode_toko=CAB02`);
  expect(readPdf(await pdf.body()).text).not.toContain('PS-CAB02-');
});

test('an empty period: the empty toast and text, no exports', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/laporan-batal-pesanan?tgl_from=2020-01-01&tgl_to=2020-01-31&cari=1');
  await expect(page.getByText('Laporan Pesanan Kosong')).toBeVisible();
  await expect(page.getByText('Data Laporan Titip Uang Kosong')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export Pdf' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export Excel' })).toHaveCount(0);
});

test('order items show "-" for an empty description; the period carries over to the next report', async ({ page }) => {
  const FROM = day(6);
  await login(page, 'OWN');
  await page.goto('/laporan-pesanan-barang');
  await pickDates(page, FROM, TO);
  await page.getByLabel('PILIH TOKO').selectOption('CAB02');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByText('Laporan Pesanan Barang Tersedia')).toBeVisible();
  const [expected] = await sql<{ n: number; empty: number; sub: string }>(
    `select count(*)::int as n, count(*) filter (where d.deskripsi = '')::int as empty, sum(d.sub_total)::text as sub
       from pesanan_detail d join pesanan p on p.no_pesanan = d.no_pesanan
      where p.kode_toko = 'CAB02' and p.status <> 'BATAL' and (p.tgl_pesanan at time zone '${JAKARTA_TZ}')::date between $1 and $2`,
    [FROM, TO],
  );
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(expected.n);
  await expect(table.locator('tbody td', { hasText: /^-$/ })).toHaveCount(expected.empty);
  await expect(table.locator('[data-total=sub_total]')).toHaveText(rupiahText(expected.sub));

  await page.goto('/laporan-batal-titip');
  await expect(page.locator('#tgl_from')).toHaveValue(FROM);
  await expect(page.locator('#tgl_to')).toHaveValue(TO);
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByText(/Laporan Batal Titip (Tersedia|Kosong)/)).toBeVisible();
});

test('exports are refused to a user who may not open the report', async ({ page, browser }) => {
  await login(page, 'USER');
  const refused = await page.request.get(`/api/laporan/batal-pesanan/xlsx?tgl_from=${FROM}&tgl_to=${TO}`);
  expect(refused.status()).toBe(403);
  expect((await page.goto('/laporan-batal-pesanan'))?.status()).toBe(403);
  const anonymous = await browser.newContext();
  const noSession = await anonymous.request.get(`/api/laporan/batal-pesanan/pdf?tgl_from=${FROM}&tgl_to=${TO}`, { maxRedirects: 0 });
  expect([307, 401]).toContain(noSession.status());
  await anonymous.close();
});

test('a long report pages on screen, 100 rows at a time, while totals cover every row', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto(`/laporan-pesanan-barang?tgl_from=${FROM}&tgl_to=${TO}&kode_toko=CAB02&cari=1`);
  const [expected] = await sql<{ n: number; sub: string }>(
    `select count(*)::int as n, sum(d.sub_total)::text as sub from pesanan_detail d join pesanan p on p.no_pesanan = d.no_pesanan
      where p.kode_toko = 'CAB02' and p.status <> 'BATAL' and (p.tgl_pesanan at time zone '${JAKARTA_TZ}')::date between $1 and $2`,
    [FROM, TO],
  );
  expect(expected.n).toBeGreaterThan(100);
  const table = page.getByRole('table', { name: 'Hasil laporan' });
  await expect(table.locator('tbody tr')).toHaveCount(100);
  await expect(page.getByText(`Baris 1–100 dari ${expected.n}`)).toBeVisible();
  await expect(table.locator('[data-total=sub_total]')).toHaveText(rupiahText(expected.sub));
  await page.getByRole('link', { name: 'Berikutnya' }).click();
  await expect(page.getByText(`Baris 101–${Math.min(200, expected.n)} dari ${expected.n}`)).toBeVisible();
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('101');
});

test('cancelled orders show weights with 2 decimals rounded half up, rows and total, written by hand', async ({ page }) => {
  const cleanUp = () => sql(`delete from pesanan where no_pesanan like 'PS-E2E-EXACT-%'`);
  await cleanUp();
  // 1,005 g and 1,110 g: shown 1,01 and 1,11, together 2,115 g shown 2,12 (a float's toFixed gives 1,00 and 2,11).
  await sql(`insert into pesanan (no_pesanan, kode_toko, kode_sales, kode_customer, tgl_pesanan, total_berat, total_qty, ongkos, total_harga,
               jumlah_bayar, status, tgl_batal)
             select v.no, 'CAB01', 'CAB01-S1', (select min(kode_customer) from customer where kode_toko = 'CAB01'), '2020-02-03 10:00+07',
                    v.berat::numeric, 1, v.ongkos, v.harga, v.bayar, 'BATAL', v.batal::timestamptz
               from (values ('PS-E2E-EXACT-1', '1.005', 150000, 5000000, 1250000, '2020-02-10 09:00+07'),
                            ('PS-E2E-EXACT-2', '1.110', 100000, 3000000, 1000000, '2020-02-10 11:00+07')) as v(no, berat, ongkos, harga, bayar, batal)`);
  try {
    await login(page, 'OWN');
    await page.goto('/laporan-batal-pesanan?tgl_from=2020-02-10&tgl_to=2020-02-10&kode_toko=CAB01&cari=1');
    const table = page.getByRole('table', { name: 'Hasil laporan' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /PS-E2E-EXACT-1/ })).toContainText('1,01');
    await expect(table.getByRole('row', { name: /PS-E2E-EXACT-1/ })).toContainText('Rp. 3.750.000');
    await expect(table.getByRole('row', { name: /PS-E2E-EXACT-2/ })).toContainText('1,11');
    await expect(table.locator('[data-total=total_berat]')).toHaveText('2,12');
    await expect(table.locator('[data-total=ongkos]')).toHaveText('Rp. 250.000');
    await expect(table.locator('[data-total=total_harga]')).toHaveText('Rp. 8.000.000');
    await expect(table.locator('[data-total=sisa_bayar]')).toHaveText('Rp. 5.750.000');
    const pdf = await page.request.get((await page.getByRole('link', { name: 'Export Pdf' }).getAttribute('href'))!);
    const { text } = readPdf(await pdf.body());
    expect(text).toContain('2,12');
    expect(text).toContain('Rp. 5.750.000');
  } finally {
    await cleanUp();
  }
});
