import { expect, test } from '@playwright/test';
import { login, sql } from '@/tests/e2e/support/fixtures';

// The password rule (ASVS V6.2) where a person sets a password: at least 8 characters, not a breached or published one.

test.afterEach(async () => {
  await sql(`delete from users where user_id = 'kasir8'`);
});

test('Ganti Password refuses 6 characters in the browser and a breached password on the server; the old one still works', async ({ page }) => {
  await login(page, 'KASIR');
  await page.goto('/ganti-password');
  await page.getByLabel('Password Lama').fill('kasir123');
  await page.getByLabel('Password Baru').fill('123456');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Password Baru minimal 8 karakter')).toBeVisible();

  await page.getByLabel('Password Baru').fill('Password123');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Password ini terlalu umum dan mudah ditebak, gunakan password lain')).toBeVisible();
  await expect(page.getByText('Update password berhasil')).toHaveCount(0);
  await expect(page.getByLabel('Password Lama')).toHaveValue('kasir123');
  expect(await sql(`select session_version from users where user_id = 'kasir'`)).toEqual([{ session_version: 1 }]);
});

test('Tambah User refuses a 6-character password and the published demo password, and writes nothing', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/data-users');
  await page.getByRole('button', { name: 'Tambah User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah User' });
  await dialog.getByLabel('User ID').fill('kasir8');
  await dialog.getByLabel('Nama User').fill('Kasir Delapan');
  await dialog.getByLabel('Password', { exact: true }).fill('kasir8');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Password minimal 8 karakter')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill('KASIR123');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Password ini terlalu umum dan mudah ditebak, gunakan password lain')).toBeVisible();
  expect(await sql(`select 1 from users where user_id = 'kasir8'`)).toHaveLength(0);

  // The refusal keeps what was typed: only the password is changed.
  await expect(dialog.getByLabel('User ID')).toHaveValue('kasir8');
  await expect(dialog.getByLabel('Nama User')).toHaveValue('Kasir Delapan');
  await dialog.getByLabel('Password', { exact: true }).fill('delapan-gram-emas');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  expect(await sql(`select level from users where user_id = 'kasir8'`)).toEqual([{ level: 'KASIR' }]);
});
