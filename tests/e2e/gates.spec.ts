import { expect, test } from '@playwright/test';
import type { Level } from '../../lib/auth/levels';
import { captureAction, login, setSetting, sql } from './support/fixtures';

const cicilan = async () => (await sql<{ value: string }>(`select value from para_system where key = 'CICILAN_MODULE'`))[0].value;

test.afterEach(async () => {
  await setSetting('CICILAN_MODULE', 'true');
  await setSetting('MULTI_LANGUAGE_FEATURE', 'true');
  await sql(`delete from hak_akses_level where level = 'KASIR' and menu_key = 'utility'`);
});

const ADMIN_SCREENS = [['/settingsystem', 'Setting System'], ['/data-users', 'Data Users'], ['/hak-akses-users', 'Hak Akses Users']] as const;

for (const [level, allowed] of [['OWN', true], ['SU', true], ['DEV', true], ['MU', true], ['SPV', false], ['KASIR', false], ['USER', false]] as const) {
  test(`settings, users and access rights for ${level}: ${allowed ? 'open' : 'refused on the server'}`, async ({ page }) => {
    await login(page, level as Level);
    for (const [path, title] of ADMIN_SCREENS) {
      const response = await page.goto(path);
      if (allowed) {
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      } else {
        expect(response?.status(), path).toBe(403);
        await expect(page.getByTestId('not-available')).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.getByRole('switch')).toHaveCount(0);
      }
    }
  });
}

// The chain's parameters, its masters of money and the customer app's catalogue: OWN and SU of head office only.
const CHAIN_SCREENS = [['/parameter-harga-global', 'Parameter Harga Global'], ['/parameter-akun', 'Parameter Akun'],
  ['/parameter-harga-beli', 'Parameter Harga Beli'], ['/master-rekening', 'Master Rekening'], ['/item-katalog', 'Item Katalog']] as const;

for (const [level, allowed] of [['OWN', true], ['SU', true], ['MU', false], ['DEV', false], ['SPV', false], ['KASIR', false], ['USER', false]] as const) {
  test(`parameters, masters of money and catalogue for ${level}: ${allowed ? 'open' : 'refused on the server, out of the menu'}`, async ({ page }) => {
    await login(page, level as Level);
    for (const [path, title] of CHAIN_SCREENS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(allowed ? 200 : 403);
      if (allowed) await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      else await expect(page.getByTestId('not-available')).toBeVisible();
    }
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('button', { name: 'Katalog', exact: true })).toHaveCount(allowed ? 1 : 0);
    // Parameter also holds what every user reads (the day's gold price per jenis, making fees): the chain's own
    // parameters are not among its entries.
    const parameter = sidebar.getByRole('button', { name: 'Parameter', exact: true });
    if (await parameter.count()) await parameter.click();
    await expect(sidebar.getByRole('link', { name: 'Parameter Harga Global', exact: true })).toHaveCount(allowed ? 1 : 0);
  });
}

test('a direct POST to the settings action by a cashier changes nothing', async ({ page, browser }) => {
  await login(page, 'OWN');
  await page.goto('/settingsystem');
  const request = await captureAction(page, () => page.getByRole('button', { name: 'Simpan' }).click());
  await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();
  expect(await cicilan()).toBe('true');

  await setSetting('CICILAN_MODULE', 'false');
  const kasir = await browser.newContext();
  const kasirPage = await kasir.newPage();
  await login(kasirPage, 'KASIR');
  const headers = { ...request.headers() };
  delete headers.cookie;
  const replay = await kasir.request.post('/settingsystem', { headers, data: request.postDataBuffer()! });
  expect(await replay.text()).toContain('Menu ini tidak tersedia untuk akun Anda');
  expect(await cicilan()).toBe('false');

  // Without any session the same POST is sent to login and writes nothing either.
  const anonymous = await browser.newContext();
  const anonymousReplay = await anonymous.request.post('/settingsystem', { headers, data: request.postDataBuffer()!, maxRedirects: 0 });
  expect(anonymousReplay.status()).toBe(307);
  expect(await cicilan()).toBe('false');
  await kasir.close();
  await anonymous.close();
});

test('x-middleware-subrequest does not bypass the gates', async ({ page, browser }) => {
  const bypass = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' };
  const anonymous = await browser.newContext({ extraHTTPHeaders: bypass });
  const response = await anonymous.request.get('/settingsystem', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toContain('/?expired=1');
  await anonymous.close();

  await login(page, 'KASIR');
  await page.setExtraHTTPHeaders(bypass);
  const refused = await page.goto('/settingsystem');
  expect(refused?.status()).toBe(403);
  await expect(page.getByTestId('not-available')).toBeVisible();
});

test('routes whose screens are not built answer 404 even for the owner', async ({ page }) => {
  await login(page, 'OWN');
  const response = await page.goto('/master-kategori');
  expect(response?.status()).toBe(404);
});

test('fewer rights in the access tree apply at the next request', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/ganti-password');
  await expect(page.getByRole('heading', { name: 'Ganti Password', level: 1 })).toBeVisible();
  await sql(`insert into hak_akses_level (level, menu_key, is_show) values ('KASIR', 'utility', false)`);
  const response = await page.goto('/ganti-password');
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId('not-available')).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('button', { name: 'Utility' })).toHaveCount(0);
});

test('MULTI_LANGUAGE_FEATURE switched off in the database hides the picker and refuses a change', async ({ page }) => {
  await login(page, 'KASIR');
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toBeVisible();
  await setSetting('MULTI_LANGUAGE_FEATURE', 'false');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveCount(0);
});
