import { expect, test, type Page } from '@playwright/test';
import { sealSession } from '@/lib/auth/seal';
import { E2E_BASE_URL, E2E_SESSION_SECRET } from '@/tests/support/e2e-constants';
import { login, sql } from '@/tests/e2e/support/fixtures';

async function putLocalData(page: Page) {
  await page.evaluate(() => localStorage.setItem('kilau.reportPeriod', '{"tgl_from":"2026-11-01"}'));
}
const localData = (page: Page) => page.evaluate(() => localStorage.getItem('kilau.reportPeriod'));

test.afterEach(async () => {
  await sql(`update users set is_active = true where user_id in ('kasir', 'spv')`);
});

test('logout asks first; Tidak stays, Ya ends the session and clears local data', async ({ page }) => {
  await login(page, 'KASIR');
  await putLocalData(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Apakah Anda yakin ingin keluar dari aplikasi?')).toBeVisible();
  await page.getByRole('button', { name: 'Tidak', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  // Hold the logout call a moment to see the progress overlay.
  await page.route('**/home', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  const progress = page.getByRole('alertdialog', { name: 'Mohon Menunggu' });
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('Sedang Mengirim Data !!!');
  await expect(page).toHaveURL(/\/$/);
  expect(await localData(page)).toBeNull();
  // Logged out on purpose: a page asked for afterwards goes to login without "Sesi Anda telah berakhir".
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sesi Anda telah berakhir. Silahkan login kembali.')).toHaveCount(0);
});

test('an expired session sends every page back to login with local data cleared', async ({ page, context }) => {
  await login(page, 'KASIR');
  await putLocalData(page);
  process.env.SESSION_SECRET = E2E_SESSION_SECRET;
  const twoHoursAgo = Date.now() - 2 * 3600_000;
  const stale = await sealSession({ sid: 'stale', uid: 'kasir', ver: 1, iat: twoHoursAgo, seen: twoHoursAgo, remember: false });
  await context.addCookies([{ name: 'kilau_session', value: stale, url: E2E_BASE_URL }]);
  await page.goto('/ganti-password');
  await expect(page).toHaveURL(/\/\?expired=1$/);
  await expect(page.getByText('Sesi Anda telah berakhir. Silahkan login kembali.')).toBeVisible();
  await expect.poll(() => localData(page)).toBeNull();
});

test('a forged cookie is no session', async ({ page, context }) => {
  await context.addCookies([{ name: 'kilau_session', value: 'Fe26.2*1*forged', url: E2E_BASE_URL }]);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/\?expired=1$/);
});

test('a disabled user loses the open session at the next request', async ({ page }) => {
  await login(page, 'KASIR');
  await sql(`update users set is_active = false where user_id = 'kasir'`);
  // The page's own socket may be refused first and send the tab to login, which aborts this navigation: either way ends there.
  await page.goto('/home').catch(() => undefined);
  await expect(page).toHaveURL(/\/\?expired=1$/);
});

test('a password change ends the user\'s other sessions but keeps this one', async ({ page, browser }) => {
  await login(page, 'SPV');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, 'SPV');

  await page.goto('/ganti-password');
  await page.getByLabel('Password Lama').fill('spv12345');
  await page.getByLabel('Password Baru').fill('spv-baru-2026');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Update password berhasil')).toBeVisible();
  await expect(page.getByLabel('Password Lama')).toHaveValue('');

  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await otherPage.goto('/home');
  await expect(otherPage).toHaveURL(/\/\?expired=1$/);
  await other.close();
  // Put the demo password back for the other tests: behind the UI, which refuses the published demo passwords.
  await sql(`update users set password_hash = (select password_hash from users where user_id = 'spv2') where user_id = 'spv'`);
});
