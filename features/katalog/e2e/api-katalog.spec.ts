import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { bearer, tokenFor } from '@/tests/e2e/support/api';
import { sql } from '@/tests/e2e/support/fixtures';

const png = (colour: string) => sharp({ create: { width: 800, height: 800, channels: 3, background: colour } }).png().toBuffer();
const setHargaGlobal = (value: string) => sql(
  `insert into para_system (key, value) values ('PARAMETER_HARGA_EMAS_GLOBAL_VALUE', $1) on conflict (key) do update set value = excluded.value`, [value]);

test('every catalogue call of §7 answers with its list; a cashier and a missing token are refused each one', async ({ request }) => {
  const owner = await tokenFor(request, 'OWN');
  const kasir = await tokenFor(request, 'KASIR');
  const expected: Record<string, string> = {
    'kategori-katalog': 'CINCIN', harga: 'PERHIASAN', 'banner-katalog': 'PROMO-AKHIR-TAHUN', 'info-katalog': 'JAM-BUKA', 'item-katalog': 'KAT-KL-001',
    'member/list-gift': 'HDH-PAYUNG', 'member/admin-chat': 'ADM01', 'member/group-description': 'CC', 'splash-screen': 'MEMBER',
  };
  for (const [path, code] of Object.entries(expected)) {
    const response = await request.get(`/api/v1/app/${path}`, { headers: bearer(owner) });
    expect(response.status(), path).toBe(200);
    expect(JSON.stringify((await response.json()).data), path).toContain(`"${code}"`);
    expect((await request.get(`/api/v1/app/${path}`, { headers: bearer(kasir) })).status(), path).toBe(403);
    expect((await request.get(`/api/v1/app/${path}`)).status(), path).toBe(401);
  }
});

test('Harga: POST with a JSON list of groups, PUT and DELETE harga/{kode}; no group and an unknown group refused', async ({ request }) => {
  await sql(`delete from katalog_harga where kode_harga_app = 'API-HARGA'`);
  const headers = bearer(await tokenFor(request, 'OWN'));
  const none = await request.post('/api/v1/app/harga', { headers, data: { kode_harga_app: 'API-HARGA', nama_harga_app: 'Dari API' } });
  expect(none.status()).toBe(400);
  expect((await none.json()).errors.detail_group).toEqual(['Mohon Pilih List Group Minimal 1']);
  const unknown = await request.post('/api/v1/app/harga', { headers, data: { kode_harga_app: 'API-HARGA', nama_harga_app: 'Dari API', detail_group: ['ZZ'] } });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).message).toBe('List Group tidak valid');

  const created = await request.post('/api/v1/app/harga', { headers, data: { kode_harga_app: 'api-harga', nama_harga_app: 'Dari API', detail_group: ['CC', 'GL'] } });
  expect(created.status()).toBe(201);
  expect((await created.json()).data).toMatchObject({ kode_harga_app: 'API-HARGA', detail_group: ['CC', 'GL'] });
  const edited = await request.put('/api/v1/app/harga/API-HARGA', { headers, data: { nama_harga_app: 'Diubah', detail_group: ['KL'] } });
  expect(edited.status()).toBe(200);
  expect((await edited.json()).data).toMatchObject({ nama_harga_app: 'Diubah', detail_group: ['KL'] });
  expect((await request.put('/api/v1/app/harga/edit/API-HARGA', { headers, data: {} })).status()).toBe(404);
  expect((await request.delete('/api/v1/app/harga/API-HARGA', { headers })).status()).toBe(200);
  expect(await sql(`select 1 from katalog_harga where kode_harga_app = 'API-HARGA'`)).toEqual([]);
});

test('Item: per-gram price follows the global gold price; multipart create with images and hashtags; JSON edit keeps images', async ({ request }) => {
  await sql(`delete from katalog_item where kode_barang = 'API-ITEM'`);
  const headers = bearer(await tokenFor(request, 'OWN'));
  await setHargaGlobal('1401234');
  const list = async () => (await (await request.get('/api/v1/app/item-katalog', { headers })).json()).data as Record<string, unknown>[];
  // 2.150 g × Rp 1.401.234 = Rp 3.012.653,1 → rounded up to the sale step of Rp 500.
  expect((await list()).find((item) => item.kode_barang === 'KAT-CC-001')).toMatchObject({ harga_jual: 3_013_000, harga_jual_str: 'Rp. 3.013.000', ikut_harga_global: true });
  await setHargaGlobal('1500000');
  expect((await list()).find((item) => item.kode_barang === 'KAT-CC-001')).toMatchObject({ harga_jual: 3_225_000 });
  expect((await list()).find((item) => item.kode_barang === 'KAT-KL-001')).toMatchObject({ harga_jual: 7_950_000, harga_jual_str: 'Rp. 7.950.000' });

  const noImage = await request.post('/api/v1/app/item-katalog', {
    headers, data: { kode_barang: 'API-ITEM', nama_barang: 'Liontin', kode_kategori: 'KALUNG', berat: '1.5', harga_jual: 2500000 },
  });
  expect(noImage.status()).toBe(400);
  expect((await noImage.json()).errors.gambar).toEqual(['Gambar Wajib Dimasukan']);

  const form = {
    kode_barang: 'API-ITEM', nama_barang: 'Liontin Hati', kode_kategori: 'KALUNG', berat: '1.5', harga_jual: '2500000',
    hashtag_kadar: '#17K,#22K', hashtag_jenis: '#Liontin',
  };
  const multipart = new FormData();
  for (const [name, value] of Object.entries(form)) multipart.append(name, value);
  multipart.append('gambar', new Blob([new Uint8Array(await png('#be123c'))], { type: 'image/png' }), 'a.png');
  multipart.append('gambar', new Blob([new Uint8Array(await png('#0369a1'))], { type: 'image/png' }), 'b.png');
  const created = await request.post('/api/v1/app/item-katalog', { headers, multipart });
  expect(created.status()).toBe(201);
  const item = (await created.json()).data;
  expect(item).toMatchObject({ berat: '1.500', harga_jual: 2_500_000, hashtag_kadar: ['17K', '22K'], hashtag_jenis: ['Liontin'], hashtag_lm: [], gambar_name: ['a.png', 'b.png'] });
  expect(item.gambar_path).toHaveLength(2);
  expect((await request.get(item.gambar_url[1])).status()).toBe(200);

  // The app sends back what it read, harga_jual_str included (dropped), keeping the second image only.
  const edited = await request.put('/api/v1/app/item-katalog/edit/API-ITEM', {
    headers, data: { ...item, nama_barang: 'Liontin Hati Baru', gambar_path: [item.gambar_path[1]], ikut_harga_global: true },
  });
  expect(edited.status()).toBe(200);
  expect((await edited.json()).data).toMatchObject({ nama_barang: 'Liontin Hati Baru', gambar_path: [item.gambar_path[1]], harga_jual: 2_250_000 });
  expect((await request.get(item.gambar_url[0])).status()).toBe(404);
  const bad = await request.put('/api/v1/app/item-katalog/edit/API-ITEM', { headers, data: { ...item, berat: '-1', kode_kategori: 'TIDAK-ADA' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors.berat).toEqual(['Berat (gr) tidak valid']);
  expect((await request.delete('/api/v1/app/item-katalog/delete/API-ITEM', { headers })).status()).toBe(200);
  expect((await request.get(item.gambar_url[1])).status()).toBe(404);
});

test('Banner, Info and Gift: multipart create, a fake image refused, edit and delete; Splash: GET and PUT only', async ({ request }) => {
  await sql(`delete from katalog_banner where kode_banner = 'API-B'; delete from katalog_info where kode_info = 'API-B'; delete from katalog_hadiah where kode_hadiah = 'API-B'`);
  const headers = bearer(await tokenFor(request, 'OWN'));
  const image = { name: 'x.png', mimeType: 'image/png', buffer: await png('#4d7c0f') };
  for (const [path, key, extra] of [
    ['banner-katalog', 'kode_banner', { title: 'Banner API' }],
    ['info-katalog', 'kode_info', { title: 'Info API' }],
    ['member/list-gift', 'kode_hadiah', { nama_hadiah: 'Gift API', point: '75' }],
  ] as const) {
    const fake = await request.post(`/api/v1/app/${path}`, { headers, multipart: { [key]: 'API-B', ...extra, gambar: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('teks') } } });
    expect(fake.status(), path).toBe(400);
    const created = await request.post(`/api/v1/app/${path}`, { headers, multipart: { [key]: 'API-B', ...extra, gambar: image } });
    expect(created.status(), path).toBe(201);
    const data = (await created.json()).data;
    expect(data.gambar_url, path).toMatch(/\/api\/images\/(BANNER|INFO|HADIAH)\/PUSAT\/[A-Za-z0-9]{16}\.jpg$/);
    if (key !== 'kode_hadiah') expect(data.sub_title, path).toBe(' ');
    const edited = await request.put(`/api/v1/app/${path}/edit/API-B`, { headers, data: { ...extra, deskripsi: 'Baru' } });
    expect(edited.status(), path).toBe(200);
    expect((await edited.json()).data).toMatchObject({ deskripsi: 'Baru', gambar_path: data.gambar_path });
    expect((await request.delete(`/api/v1/app/${path}/delete/API-B`, { headers })).status(), path).toBe(200);
    expect((await request.get(data.gambar_url)).status(), path).toBe(404);
  }

  const splash = (await (await request.get('/api/v1/app/splash-screen', { headers })).json()).data;
  expect(splash.map((row: { kode: string }) => row.kode)).toEqual(['MEMBER', 'GUEST-1', 'GUEST-2', 'GUEST-3']);
  expect(splash[0].url).toMatch(/\/api\/images\/SPLASHSCREEN\/MEMBER\.png$/);
  const empty = await request.put('/api/v1/app/splash-screen/GUEST-2', { headers, data: { text: ' ', position: 'ATAS' } });
  expect((await empty.json()).errors.text).toEqual(['Text Tidak Boleh Kosong']);
  const put = await request.put('/api/v1/app/splash-screen/GUEST-2', { headers, multipart: { text: 'Halo Tamu', position: 'ATAS', image } });
  expect(put.status()).toBe(200);
  expect((await put.json()).data).toMatchObject({ kode: 'GUEST-2', text: 'Halo Tamu', position: 'ATAS', image_path: 'SPLASHSCREEN/GUEST-2.png' });
  expect((await request.put('/api/v1/app/splash-screen/OTHER', { headers, data: { text: 'x', position: 'ATAS' } })).status()).toBe(404);
  expect((await request.post('/api/v1/app/splash-screen', { headers, data: { kode: 'GUEST-4', text: 'x', position: 'ATAS' } })).status()).toBe(404);
  expect((await request.delete('/api/v1/app/splash-screen/GUEST-2', { headers })).status()).toBe(404);
});

test('a JSON object or a non-text value in a text field is refused with the field\'s message, never stored as "[object Object]"', async ({ request }) => {
  await sql(`delete from katalog_admin where kode_admin in ('API-OBJ', 'API-HEX')`);
  const headers = bearer(await tokenFor(request, 'OWN'));
  const admins = async () => (await sql<{ n: number }>(`select count(*)::int as n from katalog_admin`))[0].n;
  const before = await admins();
  const object = await request.post('/api/v1/app/member/admin-chat', { headers, data: { kode_admin: 'API-OBJ', nama_admin: { nama: 'x' }, no_hp: '081234567890' } });
  expect(object.status()).toBe(400);
  expect(await object.json()).toEqual({ message: 'Nama Admin tidak valid', errors: { nama_admin: ['Nama Admin tidak valid'] } });
  const number = await request.post('/api/v1/app/member/admin-chat', { headers, data: { kode_admin: 'API-OBJ', nama_admin: 'Admin', no_hp: 81234567890 } });
  expect((await number.json()).errors).toEqual({ no_hp: ['No Handphone tidak valid'] });
  expect(await admins()).toBe(before);
  expect(await sql(`select 1 from katalog_admin where nama_admin like '%object%'`)).toEqual([]);

  // An item's price written as hexadecimal is not Rp 16.
  const hex = await request.post('/api/v1/app/item-katalog', {
    headers, data: { kode_barang: 'API-HEX', nama_barang: 'Liontin', kode_kategori: 'KALUNG', berat: '1.5', harga_jual: '0x10', hashtag_kadar: '#17K' },
  });
  expect(hex.status()).toBe(400);
  expect((await hex.json()).errors.harga_jual).toEqual(['Harga Jual tidak valid']);
  expect(await sql(`select 1 from katalog_item where kode_barang = 'API-HEX'`)).toEqual([]);
});
