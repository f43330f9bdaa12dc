import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { captureAction, login, replayAs, sql } from '@/tests/e2e/support/fixtures';

const NOT_AVAILABLE = 'Menu ini tidak tersedia untuk akun Anda';
const kategori = async (kode: string) => (await sql<{ title: string; gambar_path: string }>(`select title, gambar_path from katalog_kategori where kode_kategori = $1`, [kode]))[0];

test('Kategori Katalog: required colour and image, a fake image refused, upload with preview, edit, delete with OK', async ({ page, browser }) => {
  await sql(`delete from katalog_kategori where kode_kategori = 'E2E'`);
  await login(page, 'OWN');
  await page.goto('/kategori-katalog');
  const table = page.getByRole('table', { name: 'Daftar Kategori Katalog' });
  await expect(table.getByRole('row', { name: /CINCIN/ }).locator('img')).toHaveAttribute('src', /\/api\/images\/KATEGORI\/PUSAT\//);

  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Kode Kategori Tidak Boleh Kosong')).toBeVisible();
  await expect(dialog.getByText('Warna wajib dipilih, Mohon pilih warna dan coba lagi')).toBeVisible();
  await expect(dialog.getByText('Gambar wajib dimasukan, Mohon masukan gambar dan coba lagi')).toBeVisible();

  await dialog.getByLabel('Kode Kategori').fill('e2e');
  await dialog.getByLabel('Judul').fill('Kategori Uji');
  await dialog.getByLabel('Warna').fill('#1d4ed8');
  await dialog.getByLabel('Gambar').setInputFiles({ name: 'palsu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('bukan gambar') });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('File ini bukan gambar yang dapat dibaca. Pilih file JPG, PNG atau WEBP')).toBeVisible();
  expect(await kategori('E2E')).toBeUndefined();

  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  await dialog.getByLabel('Gambar').setInputFiles({ name: 'kategori.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Pratinjau gambar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await kategori('E2E');
  expect(saved.title).toBe('Kategori Uji');
  const image = await page.request.get(`/api/images/${saved.gambar_path}`);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(image.headers()['cache-control']).toContain('immutable');
  const meta = await sharp(await image.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 540]);

  await table.getByRole('button', { name: 'Edit E2E' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Kode Kategori')).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute('src', `/api/images/${saved.gambar_path}`);
  await edit.getByLabel('Judul').fill('Kategori Uji Dua');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  expect(await kategori('E2E')).toEqual({ title: 'Kategori Uji Dua', gambar_path: saved.gambar_path });

  await table.getByRole('button', { name: 'Hapus E2E' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm).toContainText('Apakah Anda Yakin Ingin Menghapus Kode E2E?');
  const remove = await captureAction(page, () => confirm.getByRole('button', { name: 'OK' }).click());
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
  expect(await kategori('E2E')).toBeUndefined();
  expect((await page.request.get(`/api/images/${saved.gambar_path}`)).status()).toBe(404);

  // A cashier, or a branch supervisor (the catalogue is head office's), replaying the delete is refused.
  await sql(`insert into katalog_kategori (kode_kategori, title, warna, gambar_path, gambar_name) values ('E2E', 'X', '#000000', $1, 'x.jpg')`, [saved.gambar_path]);
  expect(await replayAs(browser, remove, 'KASIR')).toContain(NOT_AVAILABLE);
  expect(await replayAs(browser, remove, 'SPV')).toContain(NOT_AVAILABLE);
  expect((await kategori('E2E')).title).toBe('X');
  await sql(`delete from katalog_kategori where kode_kategori = 'E2E'`);
});

test('Kontak Admin Katalog: name and phone rules; CSV export of the list, "Invalid data" for an empty one', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/kontak-admin-katalog');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data' });
  await dialog.getByLabel('Kode Admin').fill('ADM99');
  await dialog.getByLabel('No Handphone').fill('08123');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Mohon Masukan Nama Admin')).toBeVisible();
  await expect(dialog.getByText('Mohn Masukan Nomor Handphone Yang Valid')).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('kontak-admin-katalog.csv');
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text).toContain('kode_admin,nama_admin,no_hp');
  expect(text).toContain('ADM01,Admin Pusat,081211110001');

  await sql(`delete from katalog_group_description`);
  await page.goto('/group-description-katalog');
  await expect(page.getByText('Tidak Ada Data')).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('dialog', { name: 'Informasi !!!' })).toContainText('Invalid data');
});
