import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { login } from './support/fixtures';

// A message the browser was not sent shows as its key ("masters.save") and next-intl logs MISSING_MESSAGE.
const namespaces = Object.keys(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../messages/id.json'), 'utf8')));
const RAW_KEY = new RegExp(`\\b(${namespaces.join('|')})\\.[a-zA-Z_-]+`);

/** Collects what next-intl reports in the browser: a key the page's provider did not send, a bad format. */
function watchIntlErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /MISSING_MESSAGE|INSUFFICIENT_PATH|FORMATTING_ERROR|IntlError/.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

async function expectNoRawKeys(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  expect(await page.locator('body').innerText(), page.url()).not.toMatch(RAW_KEY);
}

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

test('every kind of screen gets the messages of its client components, in every language', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchIntlErrors(page);
  await login(page, 'OWN');
  const screens = ['/home', '/dashboard', '/mutasi-uang-bank', '/mutasi-uang-cash', '/terima-uang-kas', '/data-users', '/hak-akses-users',
    '/parameter-akun', '/parameter-harga-global', '/settingsystem', '/master-bank', '/item-katalog', '/laporan-jurnal', '/laporan-otorisasi',
    '/ganti-password', '/SubMenuLaporan', '/otorisasi-qr'];
  for (const code of ['id', 'en']) {
    if (code !== 'id') {
      await page.goto('/home');
      await page.getByRole('combobox').selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    }
    for (const screen of screens) {
      await page.goto(screen);
      await expectNoRawKeys(page);
    }
  }
  await page.goto('/home');
  await page.getByRole('combobox').selectOption('id');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
  expect(errors).toEqual([]);
});

test('the client parts that open later speak too: a master form, the user form, the change-password dialog, a branch form', async ({ page, browser }) => {
  const errors = watchIntlErrors(page);
  await login(page, 'OWN');
  await page.goto('/master-bank');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  await expect(page.getByRole('dialog')).toContainText('Simpan');
  await expect(page.getByRole('dialog')).toContainText('Batal');
  await expectNoRawKeys(page);
  await page.goto('/data-users');
  await page.getByRole('button', { name: 'Tambah User' }).click();
  await expect(page.getByRole('dialog').getByLabel('User ID')).toBeVisible();
  await expectNoRawKeys(page);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Ganti Password' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Simpan' })).toBeVisible();
  await expectNoRawKeys(page);
  expect(errors).toEqual([]);

  const branch = await browser.newPage();
  const branchErrors = watchIntlErrors(branch);
  await login(branch, 'KASIR');
  await branch.goto('/kirim-uang-pusat');
  await expect(branch.getByRole('main').getByRole('button', { name: 'Kirim Uang' })).toBeVisible();
  await expectNoRawKeys(branch);
  await branch.close();
  expect(branchErrors).toEqual([]);
});
