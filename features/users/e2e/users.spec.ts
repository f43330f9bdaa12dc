import { expect, test } from '@playwright/test';
import { login, sql } from '@/tests/e2e/support/fixtures';

test.afterEach(async () => {
  await sql(`delete from users where user_id in ('kasir9')`);
  await sql(`update users set is_active = true where user_id = 'kasir2'`);
});

test('a user id already in use gets "User ID ini sedang dipakai" and nothing is written', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/data-users');
  await page.getByRole('button', { name: 'Tambah User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah User' });
  await dialog.getByLabel('User ID').fill('Kasir');
  await dialog.getByLabel('Nama User').fill('Kasir Kembar');
  await dialog.getByLabel('Password', { exact: true }).fill('rahasia1');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('User ID ini sedang dipakai')).toBeVisible();
  expect(await sql(`select 1 from users where nama_user = 'Kasir Kembar'`)).toHaveLength(0);
  // Everything typed stays; the server's message goes as soon as the user id changes.
  await expect(dialog.getByLabel('Nama User')).toHaveValue('Kasir Kembar');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('rahasia1');
  await dialog.getByLabel('User ID').fill('Kasir-kembar');
  await expect(dialog.getByText('User ID ini sedang dipakai')).toHaveCount(0);
});

test('add, edit and the new user logs in', async ({ page, browser }) => {
  await login(page, 'OWN');
  await page.goto('/data-users');
  await page.getByRole('button', { name: 'Tambah User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah User' });
  await dialog.getByLabel('User ID').fill('kasir9');
  await dialog.getByLabel('Nama User').fill('Kasir Sembilan');
  await dialog.getByLabel('Level').selectOption('KASIR');
  await dialog.getByLabel('Toko').selectOption('CAB02');
  await dialog.getByLabel('Password', { exact: true }).fill('kasir999');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Daftar user' });
  await page.getByRole('searchbox', { name: 'Cari...' }).fill('sembilan');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'kasir9', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit kasir9' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('User ID')).toHaveValue('kasir9');
  await expect(edit.getByLabel('User ID')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Nama User').fill('Kasir Sembilan Surabaya');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Kasir Sembilan Surabaya' })).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await otherPage.getByLabel('User ID').fill('kasir9');
  await otherPage.getByLabel('Password', { exact: true }).fill('kasir999');
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await expect(otherPage.getByTestId('shop-name')).toHaveText('Kilau Emas Surabaya');
  await other.close();
});

test('a disabled user loses the session at the next request; reset password gives a new one', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await otherPage.getByLabel('User ID').fill('kasir2');
  await otherPage.getByLabel('Password', { exact: true }).fill('kasir123');
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await expect(otherPage).toHaveURL(/\/home$/);

  await login(page, 'OWN');
  await page.goto('/data-users');
  await page.getByRole('searchbox', { name: 'Cari...' }).fill('kasir2');
  await page.getByRole('button', { name: 'Nonaktifkan kasir2' }).click();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page.getByText('User berhasil dinonaktifkan')).toBeVisible();
  // Its open tab is closed at once: the socket is dropped, refused on reconnecting, and the tab goes to login by itself.
  await expect(otherPage).toHaveURL(/\/\?expired=1$/);

  await page.getByRole('button', { name: 'Aktifkan kasir2' }).click();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  await expect(page.getByText('User berhasil diaktifkan')).toBeVisible();

  await page.getByRole('button', { name: 'Reset password kasir2' }).click();
  await page.getByRole('button', { name: 'Ya', exact: true }).click();
  const info = page.getByRole('dialog', { name: 'Informasi !!!' });
  await expect(info).toContainText('Password baru untuk kasir2:');
  const password = /kasir2: (\S+)/.exec(await info.innerText())![1];
  await info.getByRole('button', { name: 'OK' }).click();
  await otherPage.getByLabel('User ID').fill('kasir2');
  await otherPage.getByLabel('Password', { exact: true }).fill(password);
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await expect(otherPage).toHaveURL(/\/home$/);
  await other.close();
  await sql(`update users set password_hash = (select password_hash from users where user_id = 'kasir') where user_id = 'kasir2'`);
});

test('a direct POST of the add-user action by a cashier writes nothing', async ({ page, browser }) => {
  await login(page, 'OWN');
  await page.goto('/data-users');
  await page.getByRole('button', { name: 'Tambah User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah User' });
  await dialog.getByLabel('User ID').fill('kasir');
  await dialog.getByLabel('Nama User').fill('Percobaan');
  await dialog.getByLabel('Password', { exact: true }).fill('rahasia1');
  const captured = page.waitForRequest((request) => request.method() === 'POST' && !!request.headers()['next-action']);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const request = await captured;
  // Replayed by a cashier with a fresh user id in the body: refused before the service runs.
  const body = request.postDataBuffer()!.toString('latin1').replace('kasir', 'kasir9');
  const kasir = await browser.newContext();
  await login(await kasir.newPage(), 'KASIR');
  const headers = { ...request.headers() };
  delete headers.cookie;
  delete headers['content-length'];
  const replay = await kasir.request.post('/data-users', { headers, data: Buffer.from(body, 'latin1') });
  expect(await replay.text()).toContain('Menu ini tidak tersedia untuk akun Anda');
  expect(await sql(`select 1 from users where user_id = 'kasir9'`)).toHaveLength(0);
  await kasir.close();
});
