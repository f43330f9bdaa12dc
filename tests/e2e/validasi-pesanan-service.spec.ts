import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { screenshotBoth } from '@/tests/e2e/support/screenshots';

test.use({ viewport: { width: 1366, height: 768 } });
// Both modules are on in the demo: each test switches its own off and on again.
test.afterAll(async () => {
  await setSetting('VALIDASI_PESANAN_MODULE', 'true');
  await setSetting('VALIDASI_SERVICE_MODULE', 'true');
});

/** An order taken now at CAB01 by the cashier (its number unique to the run). */
async function orderNow() {
  const no = `PS-E2E-${Date.now().toString().slice(-9)}`;
  await sql(`insert into pesanan (no_pesanan, kode_toko, kode_sales, nama_customer, tgl_pesanan, total_berat, total_qty, ongkos, total_harga, jumlah_bayar, status, created_by, updated_by)
    values ($1, 'CAB01', 'CAB01-S1', 'Validasi Pesanan E2E', now(), 3, 1, 0, 2750000, 500000, 'OPEN', 'kasir', 'kasir')`, [no]);
  return no;
}

/** A repair ticket received now at CAB01 by the cashier. */
async function ticketNow() {
  const no = `SV-E2E-${Date.now().toString().slice(-9)}`;
  await sql(`insert into service (no_service, kode_toko, tanggal, total_berat, total_harga, nama_customer, status, estimasi_biaya, uang_muka, created_by, updated_by)
    values ($1, 'CAB01', now(), 4.5, 200000, 'Validasi Service E2E', 'MASUK', 200000, 80000, 'kasir', 'kasir')`, [no]);
  return no;
}

for (const screen of [
  { path: '/validasi-pesanan', title: 'Validasi Pesanan', module: 'VALIDASI_PESANAN_MODULE', make: orderNow, table: 'pesanan', key: 'no_pesanan', shows: ['Rp. 2.750.000', 'Rp. 500.000', 'Dipesan', 'kasir'], done: '1 pesanan divalidasi' },
  { path: '/validasi-service', title: 'Validasi Service', module: 'VALIDASI_SERVICE_MODULE', make: ticketNow, table: 'service', key: 'no_service', shows: ['4,500', 'Rp. 200.000', 'Rp. 80.000', 'Masuk', 'kasir'], done: '1 service divalidasi' },
]) {
  test(`${screen.title}: off without its module; the supervisor validates today's document once; a cashier only looks`, async ({ page, browser }) => {
    await setSetting(screen.module, 'false');
    await login(page, 'SPV');
    const off = await page.goto(screen.path);
    expect(off?.status()).toBe(403);

    await setSetting(screen.module, 'true');
    const no = await screen.make();
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: no });
    for (const text of screen.shows) await expect(row).toContainText(text);
    await expect(page.getByTestId(`validasi-${no}`)).toHaveText('Belum divalidasi');
    await expectNoSeriousViolations(page);
    // Only this test's row: the demo's documents of today stay as they are.
    for (const box of await page.getByRole('checkbox').all()) {
      if (!((await box.getAttribute('aria-label')) ?? '').endsWith(no)) await box.uncheck();
    }
    await screenshotBoth(page, screen.path.slice(1));
    await page.getByRole('button', { name: 'Validasi (1)' }).click();
    await expect(page.getByText(screen.done)).toBeVisible();
    await expect(page.getByTestId(`validasi-${no}`)).toHaveText('Divalidasi spv');
    expect(await sql(`select divalidasi_oleh from ${screen.table} where ${screen.key} = $1`, [no])).toEqual([{ divalidasi_oleh: 'spv' }]);

    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const kasir = await context.newPage();
    await login(kasir, 'KASIR');
    await kasir.goto(screen.path);
    await expect(kasir.getByTestId('validasi-hanya-spv')).toHaveText('Hanya supervisor toko ini atau owner yang bisa memvalidasi.');
    await expect(kasir.getByTestId(`validasi-${no}`)).toHaveText('Divalidasi spv');
    await expect(kasir.getByRole('button', { name: /^Validasi \(/ })).toBeDisabled();
    await context.close();
  });
}
