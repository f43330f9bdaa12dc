import { expect, test } from '@playwright/test';
import { login } from './support/fixtures';

test('the language chosen at login stays after login; the header picker changes it again', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Bahasa').selectOption('en');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Remember me')).toBeVisible();
  await page.getByLabel('User ID').fill('owner');
  await page.getByLabel('Password', { exact: true }).fill('owner123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('button', { name: 'Settings' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('jp');
  await expect(page.getByTestId('sidebar').getByRole('searchbox')).toHaveAttribute('placeholder', /メニュー/);
  await page.getByRole('combobox').selectOption('id');
  await expect(page.getByRole('button', { name: 'Ganti Password' })).toBeVisible();
});

test('each language renders the home screen without raw message keys', async ({ page }) => {
  await login(page, 'OWN');
  for (const code of ['en', 'it', 'hk', 'my', 'jp', 'id']) {
    await page.getByRole('combobox').selectOption(code);
    await expect(page.locator('html')).toHaveAttribute('lang', { en: 'en-US', it: 'it-IT', hk: 'zh-HK', my: 'ms-MY', jp: 'ja-JP', id: 'id-ID' }[code]!);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\b(menu|routes|header|home)\.[a-zA-Z-]+/);
  }
});
