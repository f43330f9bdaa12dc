import { expect, test } from '@playwright/test';
import { login, sql } from '@/tests/e2e/support/fixtures';

test.beforeEach(async () => {
  await sql('delete from login_throttle');
});

test('a wrong password keeps the User ID typed, empties the password and puts the cursor there', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('User ID').fill('kasir');
  await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('User ID atau Password yang Anda masukkan salah');
  await expect(page.getByLabel('User ID')).toHaveValue('kasir');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  // Only the password is typed again.
  await page.getByLabel('Password', { exact: true }).fill('kasir123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('Back after a deliberate logout lands on login without the expired-session message', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/ganti-password');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('User ID')).toBeVisible();
  await expect(page.getByText('Sesi Anda telah berakhir. Silahkan login kembali.')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sesi Anda telah berakhir. Silahkan login kembali.')).toHaveCount(0);
});
