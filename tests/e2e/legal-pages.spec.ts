import { expect, test } from '@playwright/test';
import { login } from './support/fixtures';

test('the legal pages lead back to login when logged out and to Home when logged in', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { name: 'Syarat dan Ketentuan' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('User ID')).toBeVisible();

  await login(page, 'KASIR');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Kebijakan Privasi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke Login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Kembali ke Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
});
