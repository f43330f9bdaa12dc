import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { bearer, tokenFor } from './support/api';
import { sql } from './support/fixtures';

test('tokens: wrong password, missing and forged tokens are refused; a cashier is refused the catalogue', async ({ request }) => {
  const wrong = await request.post('/api/v1/auth/token', { data: { user_id: 'owner', password: 'salah' } });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).message).toBeTruthy();
  expect((await request.post('/api/v1/auth/token', { data: 'not json' })).status()).toBe(400);

  expect((await request.get('/api/v1/app/kategori-katalog')).status()).toBe(401);
  const forged = await request.get('/api/v1/app/kategori-katalog', { headers: bearer('Fe26.2**forged') });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toEqual({ message: 'Invalid Token' });

  const kasir = await tokenFor(request, 'KASIR');
  const refused = await request.get('/api/v1/app/kategori-katalog', { headers: bearer(kasir) });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Menu ini tidak tersedia untuk akun Anda');
  expect((await request.get('/api/v1/app/tidak-ada', { headers: bearer(kasir) })).status()).toBe(404);
});

test('catalogue lists read, and a contact created, refused, edited and deleted through the API', async ({ request }) => {
  await sql(`delete from katalog_admin where kode_admin = 'API1'`);
  const owner = await tokenFor(request, 'OWN');
  const categories = await request.get('/api/v1/app/kategori-katalog', { headers: bearer(owner) });
  expect(categories.status()).toBe(200);
  const cincin = (await categories.json()).data.find((row: { kode_kategori: string }) => row.kode_kategori === 'CINCIN');
  expect(cincin).toMatchObject({ title: 'Cincin', warna: '#b45309' });
  const image = await request.get(cincin.gambar_url);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  const bad = await request.post('/api/v1/app/member/admin-chat', { headers: bearer(owner), data: { kode_admin: 'API1', nama_admin: 'Admin API', no_hp: '0812' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors).toEqual({ no_hp: ['Mohn Masukan Nomor Handphone Yang Valid'] });
  expect((await request.post('/api/v1/app/member/admin-chat', { headers: { ...bearer(owner), 'Content-Type': 'application/json' }, data: '[1,2' })).status()).toBe(400);
  expect(await sql(`select 1 from katalog_admin where kode_admin = 'API1'`)).toHaveLength(0);

  const created = await request.post('/api/v1/app/member/admin-chat', { headers: bearer(owner), data: { kode_admin: 'api1', nama_admin: 'Admin API', no_hp: '081234567890' } });
  expect(created.status()).toBe(201);
  expect(await created.json()).toEqual({ message: 'Data Berhasil Ditambahkan', data: { kode_admin: 'API1', nama_admin: 'Admin API', no_hp: '081234567890' } });
  const taken = await request.post('/api/v1/app/member/admin-chat', { headers: bearer(owner), data: { kode_admin: 'API1', nama_admin: 'Lain', no_hp: '081234567890' } });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).message).toBe('Kode Admin Sudah Terdaftar');

  const edited = await request.put('/api/v1/app/member/admin-chat/edit/API1', { headers: bearer(owner), data: { nama_admin: 'Admin Aplikasi', no_hp: '081234567899' } });
  expect(edited.status()).toBe(200);
  expect(await sql(`select nama_admin, no_hp from katalog_admin where kode_admin = 'API1'`)).toEqual([{ nama_admin: 'Admin Aplikasi', no_hp: '081234567899' }]);
  expect((await request.delete('/api/v1/app/member/admin-chat/delete/API1', { headers: bearer(owner) })).status()).toBe(200);
  expect((await request.delete('/api/v1/app/member/admin-chat/delete/API1', { headers: bearer(owner) })).status()).toBe(404);
});

test('a category with its image through multipart; a text file named .jpg is refused and stores nothing', async ({ request }) => {
  await sql(`delete from katalog_kategori where kode_kategori in ('API-KAT', 'API-BAD')`);
  const owner = await tokenFor(request, 'OWN');
  const fake = await request.post('/api/v1/app/kategori-katalog', {
    headers: bearer(owner),
    multipart: { kode_kategori: 'API-BAD', title: 'Palsu', warna: '#000000', gambar: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('teks biasa') } },
  });
  expect(fake.status()).toBe(400);
  expect((await fake.json()).message).toBe('File ini bukan gambar yang dapat dibaca. Pilih file JPG, PNG atau WEBP');
  expect(await sql(`select 1 from katalog_kategori where kode_kategori = 'API-BAD'`)).toHaveLength(0);

  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#16a34a' } }).png().toBuffer();
  const created = await request.post('/api/v1/app/kategori-katalog', {
    headers: bearer(owner),
    multipart: { kode_kategori: 'API-KAT', title: 'Dari API', warna: '#16a34a', gambar: { name: 'ikon.png', mimeType: 'image/png', buffer: png } },
  });
  expect(created.status()).toBe(201);
  const { data } = await created.json();
  expect(data.gambar_url).toMatch(/\/api\/images\/KATEGORI\/PUSAT\/[A-Za-z0-9]{16}\.jpg$/);
  expect((await request.get(data.gambar_url)).status()).toBe(200);
  expect((await request.delete('/api/v1/app/kategori-katalog/delete/API-KAT', { headers: bearer(owner) })).status()).toBe(200);
  expect((await request.get(data.gambar_url)).status()).toBe(404);
});
