import { expect, test } from '@playwright/test';
import { login, sql } from '@/tests/e2e/support/fixtures';

test.beforeEach(async () => {
  await sql('delete from login_throttle');
});

test('login screen shows versions and the branch, and opens home with the shop and user', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('client-version')).toHaveText('2.4.0 build 10');
  await expect(page.getByTestId('server-version')).toHaveText('2.4.0');
  await expect(page.getByTestId('branch')).toHaveText('PUSAT · Kilau Emas Pusat');
  await login(page, 'KASIR');
  await expect(page.getByTestId('shop-name')).toHaveText('Kilau Emas Bandung');
  await expect(page.getByTestId('current-user')).toHaveText('kasir');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
});

test('wrong credentials give the message in the chosen language', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('User ID').fill('kasir');
  await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('User ID atau Password yang Anda masukkan salah');

  await page.getByLabel('Bahasa').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in to Kilau' })).toBeVisible();
  await page.getByLabel('User ID').fill('kasir');
  await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('The User ID or Password you entered is incorrect');
  await expect(page).toHaveURL(/\/$/);
});

test('empty fields are refused in the browser with the field messages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('User ID Tidak Boleh Kosong')).toBeVisible();
  await expect(page.getByText('Password Tidak Boleh Kosong')).toBeVisible();
});

test('repeated failures throttle the account, even for the right password', async ({ page }) => {
  await page.goto('/');
  for (let i = 0; i < 6; i++) {
    await page.getByLabel('User ID').fill('spv2');
    await page.getByLabel('Password', { exact: true }).fill(`tebakan-${i}`);
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    await answered;
    await expect(page.getByTestId('login-error')).toBeVisible();
  }
  await page.getByLabel('User ID').fill('spv2');
  await page.getByLabel('Password', { exact: true }).fill('spv12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toContainText('Terlalu banyak percobaan login yang gagal');
  // The block ends: after it has passed, the real user gets in.
  await sql(`update login_throttle set blocked_until = now() - interval '1 second'`);
  await page.getByLabel('User ID').fill('spv2');
  await page.getByLabel('Password', { exact: true }).fill('spv12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('remember keeps the user id for the next visit', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('User ID').fill('spv');
  await page.getByLabel('Password', { exact: true }).fill('spv12345');
  await page.getByLabel('Ingat Saya').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kilau_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.getByLabel('User ID')).toHaveValue('spv');
  await expect(page.getByLabel('Ingat Saya')).toBeChecked();
});
