import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '@/tests/support/e2e-constants';
import { login, sql } from '@/tests/e2e/support/fixtures';

// Every test here fails logins on purpose from the suite's one address: start the next test with clean counters.
test.afterEach(async () => {
  await sql('delete from login_throttle');
});

async function typeLogin(page: Page, userId: string, password: string) {
  await page.goto('/');
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('after logout a copy of the old cookie opens nothing', async ({ page, browser }) => {
  await login(page, 'KASIR');
  const copied = (await page.context().cookies()).find((cookie) => cookie.name === 'kilau_session')!;
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const thief = await browser.newContext();
  await thief.addCookies([{ name: copied.name, value: copied.value, url: E2E_BASE_URL }]);
  const response = await thief.request.get('/home', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/?expired=1');
  await thief.close();
});

test('100 parallel wrong passwords for one account are checked 6 times, the rest refused with 429', async ({ request }) => {
  const statuses = await Promise.all(Array.from({ length: 100 }, () =>
    request.post('/api/v1/auth/token', { data: { user_id: 'kasir2', password: 'tebakan' } }).then((response) => response.status())));
  expect(statuses.filter((status) => status === 401)).toHaveLength(6);
  expect(statuses.filter((status) => status === 429)).toHaveLength(94);
});

test('guessing a user\'s password does not lock the user out of a browser where he signed in before', async ({ page, browser, request }) => {
  await typeLogin(page, 'kasir2', 'kasir123');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  for (let i = 0; i < 8; i++) await request.post('/api/v1/auth/token', { data: { user_id: 'kasir2', password: `tebakan-${i}` } });

  // A browser that never signed in as kasir2 is slowed down with the rest of the guessers...
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await typeLogin(strangerPage, 'kasir2', 'kasir123');
  await expect(strangerPage.getByTestId('login-error')).toContainText('Terlalu banyak percobaan login yang gagal');
  await stranger.close();

  // ...while the cashier's own browser signs in with the right password.
  await typeLogin(page, 'kasir2', 'kasir123');
  await expect(page).toHaveURL(/\/home$/);
});
