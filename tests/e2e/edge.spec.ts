import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT } from '../support/e2e-constants';
import { bearer, tokenFor } from './support/api';
import { captureAction, login, sql } from './support/fixtures';
import { noiseJpeg } from './support/files';

const BAD_TEXT = 'Teks berisi karakter yang tidak diizinkan. Hapus karakter tersebut dan coba lagi';
const TOO_LARGE = 'Data yang dikirim terlalu besar (maksimal 1 MB)';
const MB = 1024 * 1024;

const kategori = async (kode: string) => (await sql<{ title: string; gambar_path: string }>(`select title, gambar_path from katalog_kategori where kode_kategori = $1`, [kode]))[0];

async function openKategoriAdd(page: Page, kode: string) {
  await sql(`delete from katalog_kategori where kode_kategori = $1`, [kode]);
  await login(page, 'OWN');
  await page.goto('/kategori-katalog');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data' });
  await dialog.getByLabel('Kode Kategori').fill(kode);
  await dialog.getByLabel('Judul').fill('Kategori Besar');
  await dialog.getByLabel('Warna').fill('#1d4ed8');
  return dialog;
}

/** A raw request whose headers announce `declared` bytes, of which only `sent` are written; answers status and body. */
function rawPost(path: string, headers: Record<string, string | number>, sent: Buffer): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: 'localhost', port: E2E_PORT, method: 'POST', path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: Date.now() - started }));
    });
    request.on('error', reject);
    request.write(sent);
    // The body is left unfinished when it announces more: the answer must not wait for the rest.
    if (!headers['content-length'] || Number(headers['content-length']) === sent.length) request.end();
  });
}

test.describe('uploads on the screens', () => {
  test('Kategori Katalog saves a 1.9 MB photo; one over 8 MB is refused in the browser, and by the server when forced', async ({ page }) => {
    const dialog = await openKategoriAdd(page, 'E2E-BESAR');
    const photo = await noiseJpeg(1514, 1514);
    expect(photo.length).toBeGreaterThan(1.8 * MB);
    expect(photo.length).toBeLessThan(2.1 * MB);

    // A request past the browser's check (9 MB set without a change event) gets the server's message, not a crash page.
    await dialog.getByLabel('Gambar').evaluate((input: HTMLInputElement) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(9 * 1024 * 1024)], 'paksa.jpg', { type: 'image/jpeg' }));
      input.files = transfer.files;
    });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Ukuran gambar maksimal 8 MB')).toBeVisible();
    await expect(page.getByText("This page couldn't load")).toHaveCount(0);
    expect(await kategori('E2E-BESAR')).toBeUndefined();

    // Choosing a picture over 8 MB: the message under the field, the choice emptied, nothing sent.
    const huge = await noiseJpeg(3040, 3040, 95);
    expect(huge.length).toBeGreaterThan(8 * MB);
    await dialog.getByLabel('Gambar').setInputFiles({ name: 'kecil.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } }).png().toBuffer() });
    await expect(dialog.getByText('Ukuran gambar maksimal 8 MB')).toHaveCount(0);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await dialog.getByLabel('Gambar').setInputFiles({ name: 'besar.jpg', mimeType: 'image/jpeg', buffer: huge });
    await expect(dialog.getByText('Ukuran gambar maksimal 8 MB')).toBeVisible();
    expect(await dialog.getByLabel('Gambar').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await expect(dialog.getByRole('img', { name: 'Pratinjau gambar' })).toHaveCount(0);
    expect(sent).toEqual([]);

    await dialog.getByLabel('Gambar').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByText('Ukuran gambar maksimal 8 MB')).toHaveCount(0);
    await expect(dialog.getByRole('img', { name: 'Pratinjau gambar' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
    const saved = await kategori('E2E-BESAR');
    expect(saved.title).toBe('Kategori Besar');
    const meta = await sharp(await (await page.request.get(`/api/images/${saved.gambar_path}`)).body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 720]);
    await sql(`delete from katalog_kategori where kode_kategori = 'E2E-BESAR'`);
  });

  test('Item Katalog saves three 4.5 MB photos in one form (13.5 MB, past Next\'s 1 MB and the proxy\'s 10 MB); more than 40 MB at once is refused', async ({ page }) => {
    await sql(`delete from katalog_item where kode_barang = 'E2E-FOTO'`);
    await login(page, 'OWN');
    await page.goto('/item-katalog');
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Data' });
    await dialog.getByLabel('Kode Barang').fill('e2e-foto');
    await dialog.getByLabel('Nama Barang').fill('Cincin Foto Besar');
    await dialog.getByLabel('Kode Kategori').selectOption('GELANG');
    await dialog.getByLabel('Berat (gr)').fill('2,5');
    await dialog.getByLabel('Harga per gram, ikut Harga Emas Global').check();
    await dialog.getByLabel('Hashtag Kadar').fill('#22K');

    const seven = await noiseJpeg(2750, 2750, 95);
    expect(seven.length).toBeGreaterThan(6.5 * MB);
    expect(seven.length).toBeLessThan(8 * MB);
    expect(6 * seven.length).toBeGreaterThan(40 * MB);
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.jpg`, mimeType: 'image/jpeg', buffer: seven }));
    await dialog.getByLabel('Gambar').setInputFiles(many);
    await expect(dialog.getByText('Total ukuran gambar maksimal 40 MB sekali simpan')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Pratinjau gambar' })).toHaveCount(0);

    const photo = await noiseJpeg(2100, 2100, 95);
    expect(photo.length).toBeGreaterThan(4.2 * MB);
    await dialog.getByLabel('Gambar').setInputFiles(['a', 'b', 'c'].map((name) => ({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: photo })));
    await expect(dialog.getByRole('img', { name: 'Pratinjau gambar' })).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible({ timeout: 30_000 });
    const [saved] = await sql<{ gambar_path: string[]; gambar_name: string[] }>(`select gambar_path, gambar_name from katalog_item where kode_barang = 'E2E-FOTO'`);
    expect(saved.gambar_name).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(saved.gambar_path).toHaveLength(3);
    await sql(`delete from katalog_item where kode_barang = 'E2E-FOTO'`);
  });
});

test.describe('bad text (NUL and other control characters) is a 400 in the user\'s language', () => {
  test('the token route, before any login attempt', async ({ request }) => {
    const response = await request.post('/api/v1/auth/token', { data: { user_id: 'own\u0000er', password: 'owner123' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: BAD_TEXT });
    const english = await request.post('/api/v1/auth/token', { data: { user_id: 'owner', password: 'x\u0007' }, headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(english.status()).toBe(400);
    expect(await english.json()).toEqual({ message: 'The text contains characters that are not allowed. Remove them and try again' });
  });

  test('the app API: JSON, multipart, the URL; tab and new lines still pass', async ({ request }) => {
    const headers = bearer(await tokenFor(request, 'OWN'));
    const json = await request.post('/api/v1/app/kategori-katalog', { headers, data: { kode_kategori: 'NUL', title: 'Cin\u0000cin', warna: '#000000' } });
    expect([json.status(), await json.json()]).toEqual([400, { message: BAD_TEXT }]);
    const multipart = await request.post('/api/v1/app/member/group-description', { headers, multipart: { kode_group: 'NUL', description: 'a\u001bb' } });
    expect([multipart.status(), await multipart.json()]).toEqual([400, { message: BAD_TEXT }]);
    const fingerprint = await request.post('/api/v1/user-fingerprint', { headers, data: { user_id: 'sp\u0000v' } });
    expect([fingerprint.status(), await fingerprint.json()]).toEqual([400, { message: BAD_TEXT }]);
    const url = await request.put('/api/v1/app/member/group-description/edit/A%00B', { headers, data: { description: 'x' } });
    expect([url.status(), await url.json()]).toEqual([400, { message: BAD_TEXT }]);
    const report = await request.get('/laporan-jurnal?tgl_awal=%00');
    expect([report.status(), await report.json()]).toEqual([400, { message: BAD_TEXT }]);

    await sql(`delete from katalog_group_description where kode_group = 'E2E-TAB'`);
    const fine = await request.post('/api/v1/app/member/group-description', { headers, data: { kode_group: 'E2E-TAB', description: 'baris\tsatu\r\nbaris dua' } });
    expect(fine.status()).toBe(201);
    await sql(`delete from katalog_group_description where kode_group = 'E2E-TAB'`);
  });

  test('the login screen and a screen\'s form show the message; nothing is written', async ({ page }) => {
    // Typed into the inputs as a forged request would send it (no keyboard types a NUL).
    const typeBad = (label: string, value: string) => page.getByLabel(label, { exact: true }).evaluate((input: HTMLInputElement, text) => {
      input.value = text;
    }, value);
    await page.goto('/');
    await typeBad('User ID', 'own\u0000er');
    await page.getByLabel('Password', { exact: true }).fill('owner123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(BAD_TEXT);

    await login(page, 'OWN');
    await sql(`delete from katalog_kategori where kode_kategori = 'E2E-NUL'`);
    await page.goto('/kategori-katalog');
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Data' });
    await dialog.getByLabel('Kode Kategori').fill('E2E-NUL');
    await dialog.getByLabel('Warna').fill('#1d4ed8');
    await dialog.getByLabel('Gambar').setInputFiles({ name: 'k.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#1d4ed8' } }).png().toBuffer() });
    await typeBad('Judul', 'Judul\u0000Jahat');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(BAD_TEXT);
    await expect(page.getByText("This page couldn't load")).toHaveCount(0);
    expect(await kategori('E2E-NUL')).toBeUndefined();

    // Setting System is a kit form too: a rounding step with a NUL is no Rupiah amount, refused under its field by the
    // schema both sides share, and nothing is saved.
    await page.goto('/settingsystem');
    const text = page.getByRole('group', { name: 'Variabel Sistem' }).getByLabel('PEMBULATAN PENJUALAN', { exact: true });
    const before = await text.inputValue();
    await text.evaluate((input: HTMLInputElement) => {
      input.value = 'x\u0000y';
    });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('PEMBULATAN_PENJUALAN harus bilangan bulat Rupiah antara Rp. 1 dan Rp. 100.000')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Variabel Sistem' }).getByLabel('PEMBULATAN PENJUALAN', { exact: true })).toHaveValue(before);
  });
});

test.describe('request bodies are bounded before they are read', () => {
  test('a JSON body announced at 50 MB gets 413 at once; a streamed one is cut off past 1 MB', async () => {
    const announced = await rawPost('/api/v1/auth/token', { 'content-type': 'application/json', 'content-length': 50 * MB }, Buffer.from('{"user_id":"'));
    expect([announced.status, JSON.parse(announced.body)]).toEqual([413, { message: TOO_LARGE }]);
    expect(announced.ms).toBeLessThan(5_000);

    const streamed = await rawPost('/api/v1/auth/token', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, Buffer.alloc(2 * MB, 'a'));
    expect([streamed.status, JSON.parse(streamed.body)]).toEqual([413, { message: TOO_LARGE }]);

    // A screen without pictures takes no more than 1 MB either, in the user's language.
    const action = await rawPost('/home', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 2 * MB, cookie: 'NEXT_LOCALE=en' }, Buffer.from('--x'));
    expect([action.status, JSON.parse(action.body)]).toEqual([413, { message: 'The data sent is too large (at most 1 MB)' }]);
  });

  test('a picture form takes up to 41 MB; beyond, 413', async () => {
    const picture = await rawPost('/item-katalog', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 42 * MB }, Buffer.from('--x'));
    expect([picture.status, JSON.parse(picture.body)]).toEqual([413, { message: 'Data yang dikirim terlalu besar (maksimal 41 MB)' }]);
  });
});

test('security headers on every response; no CSP violation on the screens', async ({ page, request }) => {
  for (const path of ['/', '/api/health', '/api/v1/app/harga']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy']).toBe("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; font-src 'self' data:; connect-src 'self'; media-src 'self'; worker-src 'self' blob:; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=()');
  }

  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to|Permissions.Policy|Unrecognized feature/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  await login(page, 'OWN');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  for (const path of ['/dashboard', '/kategori-katalog', '/laporan-jurnal', '/kirim-uang-pusat', '/settingsystem']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/kategori-katalog');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#b91c1c' } }).png().toBuffer();
  await page.getByRole('dialog', { name: 'Tambah Data' }).getByLabel('Gambar').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Pratinjau gambar' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the image optimizer is off: /_next/image answers 404, not 500', async ({ request }) => {
  expect((await request.get('/_next/image?url=/laporan-jurnal&w=64&q=75')).status()).toBe(404);
  expect((await request.get('/_next/image?url=%2Fapi%2Fimages%2FKATEGORI%2FPUSAT%2Fdemocincin000000.jpg&w=64&q=75')).status()).toBe(404);
});

test('a forged X-Forwarded-Host does not let another site run a server action (no TRUST_PROXY)', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/kategori-katalog');
  await sql(`insert into katalog_kategori (kode_kategori, title, warna, gambar_path, gambar_name) values ('E2E-CSRF', 'X', '#000000', 'KATEGORI/PUSAT/democincin000000.jpg', 'x.jpg') on conflict do nothing`);
  await page.reload();
  const table = page.getByRole('table', { name: 'Daftar Kategori Katalog' });
  await table.getByRole('button', { name: 'Hapus E2E-CSRF' }).click();
  const remove = await captureAction(page, () => page.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'OK' }).click());
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
  await sql(`insert into katalog_kategori (kode_kategori, title, warna, gambar_path, gambar_name) values ('E2E-CSRF', 'X', '#000000', 'KATEGORI/PUSAT/democincin000000.jpg', 'x.jpg')`);

  const headers = { ...remove.headers(), origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
  delete (headers as Record<string, string>)['content-length'];
  const replay = await page.request.post('/kategori-katalog', { headers, data: remove.postDataBuffer()! });
  expect(replay.status()).toBeGreaterThanOrEqual(400);
  expect(await kategori('E2E-CSRF')).toMatchObject({ title: 'X' });
  await sql(`delete from katalog_kategori where kode_kategori = 'E2E-CSRF'`);
});
