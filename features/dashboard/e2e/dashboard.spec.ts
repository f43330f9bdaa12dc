import { expect, test } from '@playwright/test';
import { rupiahText, weightText } from '@/tests/e2e/support/expected';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { JAKARTA_TZ, jakartaDay } from '@/lib/time/jakarta';

const today = () => jakartaDay(new Date());

test('a branch dashboard: today\'s totals, the monthly chart, debts and birthdays of its own shop', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard · Kilau Emas Bandung', level: 1 })).toBeVisible();
  const [sales] = await sql<{ n: number; value: string; grams: string }>(
    `select count(*)::int as n, coalesce(sum(total_harga), 0)::text as value, coalesce(sum(total_berat), 0)::text as grams from penjualan
      where kode_toko = 'CAB01' and status = 'AKTIF' and (tanggal at time zone '${JAKARTA_TZ}')::date = $1`, [today()],
  );
  await expect(page.getByTestId('today-penjualan-value')).toHaveText(rupiahText(sales.value));
  await expect(page.getByTestId('today-penjualan-detail')).toHaveText(`${sales.n} transaksi · ${weightText(sales.grams, 3)} g`);
  // Orders (position 2) and services (position 3): every document of today but the cancelled, as the tables hold them.
  for (const [kind, table, column] of [['pesanan', 'pesanan', 'tgl_pesanan'], ['service', 'service', 'tanggal']] as const) {
    const [figure] = await sql<{ n: number; value: string; grams: string }>(
      `select count(*)::int as n, coalesce(sum(total_harga), 0)::text as value, coalesce(sum(total_berat), 0)::text as grams from ${table}
        where kode_toko = 'CAB01' and status <> 'BATAL' and (${column} at time zone '${JAKARTA_TZ}')::date = $1`, [today()],
    );
    await expect(page.getByTestId(`today-${kind}-value`)).toHaveText(rupiahText(figure.value));
    await expect(page.getByTestId(`today-${kind}-detail`)).toHaveText(`${figure.n} transaksi · ${weightText(figure.grams, 3)} g`);
  }
  const [debt] = await sql<{ value: string }>(`select coalesce(sum(jumlah_hutang), 0)::text as value from hutang where kode_toko = 'CAB01' and status = 'AKTIF'`);
  await expect(page.getByTestId('debt-outstanding')).toHaveText(rupiahText(debt.value));
  // Lewat Masa Tenggang: active loans whose due date and grace have passed (the demo keeps some).
  const [overdue] = await sql<{ n: number; value: string }>(
    `select count(*)::int as n, coalesce(sum(jumlah_hutang), 0)::text as value from hutang
      where kode_toko = 'CAB01' and status = 'AKTIF' and tgl_jatuh_tempo + masa_tenggang_hari < $1::date`, [today()],
  );
  expect(overdue.n).toBeGreaterThan(0);
  await expect(page.getByTestId('debt-overdue')).toHaveText(`${overdue.n} pinjaman · ${rupiahText(overdue.value)}`);
  const birthdays = await sql(`select 1 from member where kode_toko = 'CAB01' and to_char(tgl_lahir, 'MM-DD') = $1`, [today().slice(5)]);
  expect(birthdays.length).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Member Berulang Tahun Hari Ini' }).getByRole('listitem')).toHaveCount(birthdays.length);

  const chart = page.getByTestId('monthly-chart');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Gram' }).click();
  await expect(page.getByRole('radio', { name: 'Gram' })).toHaveAttribute('aria-checked', 'true');
  await expect(chart.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: / g$/ }).first()).toBeVisible();
});

test('the head-office dashboard covers every shop and is refused to a branch', async ({ page, browser }) => {
  await login(page, 'OWN');
  await page.goto('/dashboardPusat');
  const [sales] = await sql<{ value: string }>(
    `select coalesce(sum(total_harga), 0)::text as value from penjualan where status = 'AKTIF' and (tanggal at time zone '${JAKARTA_TZ}')::date = $1`, [today()],
  );
  await expect(page.getByTestId('today-penjualan-value')).toHaveText(rupiahText(sales.value));

  const kasir = await browser.newContext();
  const kasirPage = await kasir.newPage();
  await login(kasirPage, 'KASIR');
  expect((await kasirPage.goto('/dashboardPusat'))?.status()).toBe(403);
  await kasir.close();
});
