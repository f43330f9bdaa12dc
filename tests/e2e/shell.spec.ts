import { expect, test } from '@playwright/test';
import { login, sql } from './support/fixtures';

test('the sidebar shows the level\'s menu; search finds entries', async ({ page }) => {
  await login(page, 'OWN');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('button', { name: 'Setting' })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Setting' }).click();
  await expect(sidebar.getByRole('link', { name: 'Setting System' })).toBeVisible();

  await sidebar.getByRole('searchbox', { name: 'Cari menu...' }).fill('passw');
  const results = sidebar.getByRole('list', { name: 'Hasil pencarian menu' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await results.getByRole('link', { name: /Ganti Password/ }).click();
  await expect(page).toHaveURL(/\/ganti-password$/);
  await expect(page.getByRole('heading', { name: 'Ganti Password', level: 1 })).toBeVisible();

  await sidebar.getByRole('searchbox').fill('tidak ada menu seperti ini');
  await expect(sidebar.getByText('Menu tidak ditemukan')).toBeVisible();
});

test('a cashier\'s menu has no settings', async ({ page }) => {
  await login(page, 'KASIR');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('button', { name: 'Utility' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Setting' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Setting System' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ganti Password' })).toBeVisible();
});

test('minified sidebar opens a floating submenu on hover that closes after 250 ms', async ({ page }) => {
  await login(page, 'OWN');
  await page.getByRole('button', { name: 'Perkecil menu' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-mini', 'true');
  await page.getByRole('button', { name: 'Setting', exact: true }).hover();
  const floating = page.getByTestId('floating-submenu');
  await expect(floating.getByRole('link', { name: 'Setting System' })).toBeVisible();
  await page.getByRole('heading', { name: 'Home', level: 1 }).hover();
  await page.waitForTimeout(100);
  await expect(floating).toBeVisible();
  await expect(floating).toBeHidden({ timeout: 1000 });
  // The choice is remembered after a reload.
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-mini', 'true');
});

test('home shows the menu as tiles and the panel collapses and reloads', async ({ page }) => {
  await login(page, 'OWN');
  await expect(page.getByRole('link', { name: 'Setting System' })).toBeVisible();
  await page.getByRole('button', { name: 'Tutup panel' }).click();
  await expect(page.getByRole('link', { name: 'Setting System' })).toBeHidden();
  await page.getByRole('button', { name: 'Buka panel' }).click();
  await page.getByRole('button', { name: 'Muat ulang data' }).click();
  await expect(page.getByTestId('reload-spinning')).toBeVisible();
  await expect(page.getByTestId('global-loading')).toBeVisible();
  await expect(page.getByTestId('reload-spinning')).toBeHidden({ timeout: 4000 });
  await expect(page.getByTestId('global-loading')).toBeHidden();
});

test('a home tile opens its screen inside the app, and a group heading its sub-menu page with that group only', async ({ page }) => {
  await login(page, 'OWN');
  const content = page.locator('#main-content');
  // Set on this document: still there after the click only if the page was not loaded again.
  await page.evaluate(() => Object.assign(window, { keptDocument: true }));
  await content.getByRole('link', { name: 'Master Jenis', exact: true }).click();
  await expect(page).toHaveURL(/\/master-jenis$/);
  await expect(page.getByRole('heading', { name: 'Master Jenis' })).toBeVisible();
  expect(await page.evaluate(() => (window as { keptDocument?: boolean }).keptDocument)).toBe(true);

  await page.goto('/home');
  await content.getByRole('link', { name: 'Laporan', exact: true }).click();
  await expect(page).toHaveURL(/\/SubMenuLaporan$/);
  await expect(content.getByRole('link', { name: 'Laporan Jurnal', exact: true })).toBeVisible();
  await expect(content.getByRole('link', { name: 'Master Jenis', exact: true })).toHaveCount(0);
});

test('every icon on the page is drawn from the sprite the browser keeps', async ({ page, request }) => {
  await login(page, 'OWN');
  const hrefs = await page.locator('svg use').evaluateAll((uses) => [...new Set(uses.map((use) => use.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(10);
  const [address] = hrefs[0].split('#');
  expect(hrefs.every((href) => href.startsWith(`${address}#`))).toBe(true);
  const sprite = await request.get(address);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(sprite.headers()['cache-control']).toContain('immutable');
  const body = await sprite.text();
  for (const href of hrefs) expect(body, href).toContain(`<symbol id="${href.split('#')[1]}"`);
});

test('change-password dialog: wrong old password shows the server text; success clears the form', async ({ page }) => {
  const [saved] = await sql<{ password_hash: string }>(`select password_hash from users where user_id = 'sales'`);
  await login(page, 'USER');
  await page.getByRole('button', { name: 'Ganti Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ganti Password' });
  await dialog.getByLabel('Password Lama').fill('bukan-ini');
  await dialog.getByLabel('Password Baru').fill('sales-baru');
  await dialog.getByLabel('Password Baru').press('Enter');
  await expect(page.getByText('Update password berhasil')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Oopss!!')).toBeVisible();
  await expect(page.getByText('Password lama yang Anda masukkan salah').first()).toBeVisible();

  await dialog.getByLabel('Password Lama').fill('sales123');
  await dialog.getByRole('button', { name: 'Tampilkan password' }).first().click();
  await expect(dialog.getByLabel('Password Lama')).toHaveAttribute('type', 'text');
  await dialog.getByLabel('Password Baru').fill('sales123-baru');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Update password berhasil')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/ganti-password');
  await page.getByLabel('Password Lama').fill('sales123-baru');
  await page.getByLabel('Password Baru').fill('sales123-lagi');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Update password berhasil')).toBeVisible();
  await expect(page.getByLabel('Password Baru')).toHaveValue('');
  // Put the demo password back for the other tests: behind the UI, which refuses the published demo passwords.
  await sql(`update users set password_hash = $1 where user_id = 'sales'`, [saved.password_hash]);
});

test('going offline blocks the screen; back online offers a reload', async ({ page, context }) => {
  await login(page, 'KASIR');
  await context.setOffline(true);
  await expect(page.getByRole('dialog', { name: 'Koneksi Terputus' })).toBeVisible();
  await context.setOffline(false);
  const back = page.getByRole('dialog', { name: 'Koneksi Kembali' });
  await expect(back).toBeVisible();
  await back.getByRole('button', { name: 'Muat Ulang' }).click();
  await expect(back).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
});

test('unknown paths and /404 show the 404 screen; the legal pages are public', async ({ page }) => {
  const unknown = await page.goto('/tidak-ada-halaman-ini');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/404');
  await expect(page.getByText('Halaman Tidak Ditemukan')).toBeVisible();
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { name: 'Syarat dan Ketentuan' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Kebijakan Privasi' })).toBeVisible();
});
