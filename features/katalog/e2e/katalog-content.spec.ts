import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { login, sql } from '@/tests/e2e/support/fixtures';

const picture = async (colour: string, width = 900, height = 600) => ({
  name: `${colour.slice(1)}.png`, mimeType: 'image/png', buffer: await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer(),
});
const one = async <T>(query: string, values: unknown[] = []) => (await sql<T>(query, values))[0];

async function openAdd(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  return page.getByRole('dialog', { name: 'Tambah Data' });
}

async function confirmDelete(page: Page, table: Locator, kode: string) {
  await table.getByRole('button', { name: `Hapus ${kode}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm).toContainText(`Apakah Anda Yakin Ingin Menghapus Kode ${kode}?`);
  await confirm.getByRole('button', { name: 'OK' }).click();
}

test('Harga Katalog: at least one group, groups ticked and unticked in edit, delete', async ({ page }) => {
  await sql(`delete from katalog_harga where kode_harga_app = 'E2E-HARGA'`);
  await login(page, 'OWN');
  const dialog = await openAdd(page, '/harga-katalog');
  await dialog.getByLabel('Kode Harga').fill('e2e-harga');
  await dialog.getByLabel('Nama Harga').fill('Harga Uji');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Mohon Pilih List Group Minimal 1')).toBeVisible();
  expect(await one(`select 1 from katalog_harga where kode_harga_app = 'E2E-HARGA'`)).toBeUndefined();

  await dialog.getByRole('checkbox', { name: 'CC - CINCIN' }).check();
  await dialog.getByRole('checkbox', { name: 'KL - KALUNG' }).check();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await one(`select detail_group from katalog_harga where kode_harga_app = 'E2E-HARGA'`)).toEqual({ detail_group: ['CC', 'KL'] });

  const table = page.getByRole('table', { name: 'Daftar Harga Katalog' });
  await expect(table.getByRole('row', { name: /E2E-HARGA/ })).toContainText('CC, KL');
  await table.getByRole('button', { name: 'Edit E2E-HARGA' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Kode Harga')).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('checkbox', { name: 'KL - KALUNG' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'KL - KALUNG' }).uncheck();
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  expect(await one(`select detail_group from katalog_harga where kode_harga_app = 'E2E-HARGA'`)).toEqual({ detail_group: ['CC'] });

  await confirmDelete(page, table, 'E2E-HARGA');
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
  expect(await one(`select 1 from katalog_harga where kode_harga_app = 'E2E-HARGA'`)).toBeUndefined();
});

for (const list of [
  { path: '/banner-katalog', table: 'katalog_banner', key: 'kode_banner', label: 'Kode Banner', title: 'Daftar Banner Katalog', inUse: 'PROMO-AKHIR-TAHUN' },
  { path: '/info-katalog', table: 'katalog_info', key: 'kode_info', label: 'Kode Info', title: 'Daftar Info Katalog', inUse: 'JAM-BUKA' },
]) {
  test(`${list.path}: image required, empty sub_title and deskripsi saved as one space, in-use row kept, CSV`, async ({ page }) => {
    await sql(`delete from ${list.table} where ${list.key} = 'E2E-PROMO'`);
    await login(page, 'OWN');
    const dialog = await openAdd(page, list.path);
    await dialog.getByLabel(list.label).fill('e2e-promo');
    await dialog.getByLabel('Judul', { exact: true }).fill('Promo Uji');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Gambar Wajib Dimasukan')).toBeVisible();
    await dialog.getByLabel('Gambar').setInputFiles(await picture('#15803d'));
    await dialog.getByLabel('Nama Tombol').fill('Beli');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
    const saved = await one<{ sub_title: string; deskripsi: string; nama_tombol: string; gambar_path: string }>(
      `select sub_title, deskripsi, nama_tombol, gambar_path from ${list.table} where ${list.key} = 'E2E-PROMO'`);
    expect(saved).toMatchObject({ sub_title: ' ', deskripsi: ' ', nama_tombol: 'Beli' });
    expect((await page.request.get(`/api/images/${saved.gambar_path}`)).status()).toBe(200);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
    expect(text).toContain(`${list.key},title,sub_title,deskripsi,info,sub_info,url_pendukung,nama_tombol,gambar`);
    expect(text).toContain('E2E-PROMO,Promo Uji');

    const table = page.getByRole('table', { name: list.title });
    await confirmDelete(page, table, list.inUse);
    await expect(page.getByText('Data ini masih dipakai transaksi lain dan tidak dapat dihapus')).toBeVisible();
    expect(await one(`select 1 as ada from ${list.table} where ${list.key} = $1`, [list.inUse])).toEqual({ ada: 1 });

    await page.keyboard.press('Escape');
    await confirmDelete(page, table, 'E2E-PROMO');
    await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
    expect((await page.request.get(`/api/images/${saved.gambar_path}`)).status()).toBe(404);
  });
}

test('Hadiah Katalog: points checked, image required, edit keeps the image, delete', async ({ page }) => {
  await sql(`delete from katalog_hadiah where kode_hadiah = 'E2E-HADIAH'`);
  await login(page, 'OWN');
  const dialog = await openAdd(page, '/hadiah-katalog');
  await dialog.getByLabel('Kode Hadiah').fill('e2e-hadiah');
  await dialog.getByLabel('Nama Hadiah').fill('Tas Belanja');
  // Points take digits only (§5 mask): letters never reach the field.
  await dialog.getByLabel('Point').fill('sepuluh');
  await expect(dialog.getByLabel('Point')).toHaveValue('');
  await dialog.getByLabel('Point').fill('999999999');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Point tidak valid')).toBeVisible();
  await expect(dialog.getByText('Gambar Wajib Dimasukan')).toBeVisible();
  await dialog.getByLabel('Point').fill('150');
  await dialog.getByLabel('Gambar').setInputFiles(await picture('#7c3aed'));
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  const saved = await one<{ point: number; gambar_path: string; deskripsi: string }>(`select point, gambar_path, deskripsi from katalog_hadiah where kode_hadiah = 'E2E-HADIAH'`);
  expect(saved).toMatchObject({ point: 150, deskripsi: ' ' });

  const table = page.getByRole('table', { name: 'Daftar Hadiah Katalog' });
  await table.getByRole('button', { name: 'Edit E2E-HADIAH' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Point')).toHaveValue('150');
  await edit.getByLabel('Point').fill('200');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  expect(await one(`select point, gambar_path from katalog_hadiah where kode_hadiah = 'E2E-HADIAH'`)).toEqual({ point: 200, gambar_path: saved.gambar_path });

  await confirmDelete(page, table, 'E2E-HADIAH');
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
});

test('Item Katalog: hashtags as comma text, several images, per-gram price, images removed in edit, none left refused', async ({ page }) => {
  await sql(`delete from katalog_item where kode_barang = 'E2E-ITEM'`);
  await login(page, 'OWN');
  const dialog = await openAdd(page, '/item-katalog');
  await dialog.getByLabel('Kode Barang').fill('e2e-item');
  await dialog.getByLabel('Nama Barang').fill('Gelang Uji');
  await dialog.getByLabel('Kode Kategori').selectOption('GELANG');
  await dialog.getByLabel('Berat (gr)').fill('3,125');
  await dialog.getByLabel('Hashtag Kadar').fill('#17K, #22K,');
  await dialog.getByLabel('Hashtag Jenis').fill('gelang');
  await dialog.getByRole('checkbox', { name: 'PROMO-AKHIR-TAHUN - Promo Akhir Tahun' }).check();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Harga Jual Tidak Boleh Kosong')).toBeVisible();

  await dialog.getByLabel('Harga per gram, ikut Harga Emas Global').check();
  await expect(dialog.getByLabel('Harga Jual')).toBeHidden();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Gambar Wajib Dimasukan')).toBeVisible();

  await dialog.getByLabel('Gambar').setInputFiles([await picture('#b91c1c'), await picture('#1d4ed8')]);
  await expect(dialog.getByRole('img', { name: 'Pratinjau gambar' })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  const saved = await one<Record<string, unknown>>(`select berat, harga_jual, ikut_harga_global, hashtag_kadar, hashtag_jenis, hashtag_lm, kode_banner, gambar_path from katalog_item where kode_barang = 'E2E-ITEM'`);
  expect(saved).toMatchObject({ berat: '3.125', harga_jual: '0', ikut_harga_global: true, hashtag_kadar: ['17K', '22K'], hashtag_jenis: ['gelang'], hashtag_lm: [], kode_banner: ['PROMO-AKHIR-TAHUN'] });
  const [first, second] = saved.gambar_path as string[];
  expect(second).toMatch(/^ITEM\/PUSAT\/[A-Za-z0-9]{16}\.jpg$/);

  const table = page.getByRole('table', { name: 'Daftar Item Katalog' });
  const row = table.getByRole('row', { name: /E2E-ITEM/ });
  await expect(row).toContainText('3,125');
  await expect(row).toContainText('Ikut Harga Emas Global');
  await expect(row).toContainText('#17K, #22K');
  await table.getByRole('button', { name: 'Edit E2E-ITEM' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Hashtag Kadar')).toHaveValue('#17K, #22K');
  await expect(edit.getByTestId('gambar-images').getByRole('img')).toHaveCount(2);
  await edit.getByRole('button', { name: 'Hapus gambar' }).first().click();
  await edit.getByLabel('Harga per gram, ikut Harga Emas Global').uncheck();
  await edit.getByLabel('Harga Jual').fill('4500000');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  expect(await one(`select gambar_path, harga_jual, ikut_harga_global from katalog_item where kode_barang = 'E2E-ITEM'`))
    .toEqual({ gambar_path: [second], harga_jual: '4500000', ikut_harga_global: false });
  expect((await page.request.get(`/api/images/${first}`)).status()).toBe(404);

  await table.getByRole('button', { name: 'Edit E2E-ITEM' }).click();
  await edit.getByRole('button', { name: 'Hapus gambar' }).click();
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit.getByText('Gambar Wajib Dimasukan')).toBeVisible();
  await edit.getByRole('button', { name: 'Batal' }).click();
  expect(await one(`select gambar_path from katalog_item where kode_barang = 'E2E-ITEM'`)).toEqual({ gambar_path: [second] });

  // A category with items cannot go.
  await page.goto('/kategori-katalog');
  await confirmDelete(page, page.getByRole('table', { name: 'Daftar Kategori Katalog' }), 'GELANG');
  await expect(page.getByText('Data ini masih dipakai transaksi lain dan tidak dapat dihapus')).toBeVisible();

  await page.goto('/item-katalog');
  await confirmDelete(page, table, 'E2E-ITEM');
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
  expect((await page.request.get(`/api/images/${second}`)).status()).toBe(404);
});

test('Splashscreen Katalog: four fixed entries, edit only, text required, position and image under SPLASHSCREEN/', async ({ page }) => {
  await sql(`update katalog_splash set text = 'Selamat Datang', position = 'BAWAH' where kode = 'MEMBER'`);
  await login(page, 'OWN');
  await page.goto('/splashscreen-katalog');
  const table = page.getByRole('table', { name: 'Daftar Splashscreen Katalog' });
  await expect(table.getByRole('row').nth(1)).toContainText('MEMBER');
  for (const kode of ['GUEST-1', 'GUEST-2', 'GUEST-3']) await expect(table.getByRole('row', { name: new RegExp(kode) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah Data' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Hapus/ })).toHaveCount(0);

  await table.getByRole('button', { name: 'Edit MEMBER' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await edit.getByLabel('Text').fill('');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit.getByText('Text Tidak Boleh Kosong')).toBeVisible();
  await edit.getByLabel('Text').fill('Selamat datang, Member Kilau');
  await edit.getByLabel('Posisi').selectOption('ATAS');
  await edit.getByLabel('Gambar').setInputFiles(await picture('#0f766e', 2000, 4000));
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  expect(await one(`select text, position, image_path from katalog_splash where kode = 'MEMBER'`))
    .toEqual({ text: 'Selamat datang, Member Kilau', position: 'ATAS', image_path: 'SPLASHSCREEN/MEMBER.png' });
  const image = await page.request.get('/api/images/SPLASHSCREEN/MEMBER.png');
  expect(image.headers()['cache-control']).toContain('max-age=300');
  const meta = await sharp(await image.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1174, 2348]);
});

for (const list of [
  { path: '/harga-katalog', file: 'harga-katalog.csv', header: 'kode_harga_app,nama_harga_app,detail_group', row: 'PERHIASAN,Harga Perhiasan,"CC, KL, GL"' },
  { path: '/item-katalog', file: 'item-katalog.csv', header: 'kode_barang,nama_barang,kode_kategori,berat,ikut_harga_global,harga_jual', row: 'KAT-CC-001,Cincin Polos 17K,CINCIN,2.150,Y,0' },
  { path: '/hadiah-katalog', file: 'hadiah-katalog.csv', header: 'kode_hadiah,nama_hadiah,point', row: 'HDH-PAYUNG,Payung Kilau,250' },
  { path: '/splashscreen-katalog', file: 'splashscreen-katalog.csv', header: 'kode,text,position,image', row: 'MEMBER,' },
]) {
  test(`${list.path}: CSV export of the list`, async ({ page }) => {
    await login(page, 'OWN');
    await page.goto(list.path);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(list.file);
    const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
    expect(text.split('\r\n')[0]).toContain(list.header);
    expect(text).toContain(list.row);
  });
}
