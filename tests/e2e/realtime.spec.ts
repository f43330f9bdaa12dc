import { expect, test } from '@playwright/test';
import { login, setSetting } from './support/fixtures';

test.afterEach(async () => {
  await setSetting('MULTI_LANGUAGE_FEATURE', 'true');
  await setSetting('MEMBER_MODULE', 'true');
});

test('settings-changed reaches other tabs, which reload on Ya with the new flags', async ({ page, browser }) => {
  const kasir = await browser.newContext();
  const kasirPage = await kasir.newPage();
  await login(kasirPage, 'KASIR');
  await expect(kasirPage.getByRole('combobox', { name: 'Bahasa' })).toBeVisible();
  await expect(kasirPage.locator('html')).toHaveAttribute('data-realtime', 'connected');

  await login(page, 'OWN');
  await page.goto('/settingsystem');
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
  await page.getByRole('switch', { name: 'Multi Bahasa' }).uncheck();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();

  const question = kasirPage.getByText('Pengaturan sistem telah diubah. Muat ulang halaman untuk memakai pengaturan terbaru?');
  await expect(question).toBeVisible();
  // The tab that saved is not asked.
  await expect(page.getByText('Pengaturan sistem telah diubah.', { exact: false })).toHaveCount(0);
  const reloaded = kasirPage.waitForEvent('load');
  const clickedAt = Date.now();
  await kasirPage.getByRole('button', { name: 'Ya', exact: true }).click();
  await reloaded;
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(900);
  await expect(kasirPage.getByRole('combobox', { name: 'Bahasa' })).toHaveCount(0);
  await kasir.close();
});

test('a module switched off by the owner closes its screen to a cashier, page and direct request alike', async ({ page, browser }) => {
  const kasir = await browser.newContext();
  const kasirPage = await kasir.newPage();
  await login(kasirPage, 'KASIR');
  expect((await kasirPage.goto('/SubMenuMember'))?.status()).toBe(200);
  await expect(kasirPage.getByRole('heading', { name: 'Member', level: 1 })).toBeVisible();

  await login(page, 'OWN');
  await page.goto('/settingsystem');
  await page.getByRole('switch', { name: 'Member', exact: true }).uncheck();
  await page.getByRole('switch', { name: 'Multi Bahasa' }).uncheck();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();

  const refused = await kasirPage.goto('/SubMenuMember');
  expect(refused?.status()).toBe(403);
  await expect(kasirPage.getByTestId('not-available')).toBeVisible();
  const direct = await kasir.request.get('/SubMenuMember', { maxRedirects: 0 });
  expect(direct.status()).toBe(403);
  await expect(kasirPage.getByRole('combobox', { name: 'Bahasa' })).toHaveCount(0);
  await kasir.close();
});
