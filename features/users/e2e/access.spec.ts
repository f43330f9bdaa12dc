import { expect, test } from '@playwright/test';
import { login, sql } from '@/tests/e2e/support/fixtures';

test.afterEach(async () => {
  await sql(`delete from hak_akses_level where level = 'KASIR' and menu_key in ('/ganti-password', 'utility', 'laporan', 'laporanBarang',
    '/laporan-kelompok-barang', '/laporan-analisis-harga-barang')`);
  await sql(`delete from hak_akses_user where user_id = 'kasir2'`);
});

test('taking an entry away from a level applies to its users at the next request', async ({ page, browser }) => {
  const kasir = await browser.newContext();
  const kasirPage = await kasir.newPage();
  await login(kasirPage, 'KASIR');
  await expect(kasirPage.getByRole('link', { name: 'Ganti Password' })).toBeVisible();

  await login(page, 'OWN');
  await page.goto('/hak-akses-users?level=KASIR');
  await expect(page.getByText('Menu yang dapat dilihat oleh level KASIR')).toBeVisible();
  const tree = page.getByRole('list', { name: 'Menu' });
  await expect(tree.getByRole('checkbox', { name: 'Setting', exact: true })).not.toBeChecked();
  await tree.getByRole('checkbox', { name: 'Ganti Password' }).uncheck();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Hak Akses Berhasil Disimpan')).toBeVisible();

  await kasirPage.reload();
  await expect(kasirPage.getByRole('link', { name: 'Ganti Password' })).toHaveCount(0);
  const refused = await kasirPage.goto('/ganti-password');
  expect(refused?.status()).toBe(403);
  await kasir.close();
});

test('rights of one user differ from the level without changing it', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/hak-akses-users');
  await page.getByLabel('User', { exact: true }).selectOption('kasir2');
  await expect(page.getByText('Menu yang dapat dilihat oleh user kasir2')).toBeVisible();
  await page.getByRole('list', { name: 'Menu' }).getByRole('checkbox', { name: 'Utility' }).uncheck();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Hak Akses Berhasil Disimpan')).toBeVisible();
  // Utility's entries go with it.
  expect(await sql(`select menu_key, is_show from hak_akses_user where user_id = 'kasir2' order by menu_key`))
    .toEqual([{ menu_key: '/ganti-password', is_show: false }, { menu_key: '/tutup-toko', is_show: false }, { menu_key: 'utility', is_show: false }]);
  expect(await sql(`select 1 from hak_akses_level where level = 'KASIR' and menu_key = 'utility'`)).toHaveLength(0);
});

test('a group\'s box drives its entries: unticking it unticks them, ticking one entry ticks the group, part ticked is indeterminate (issue 14)', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/hak-akses-users?level=KASIR');
  const tree = page.getByRole('list', { name: 'Menu' });
  const barang = tree.getByRole('checkbox', { name: 'Laporan Barang', exact: true });
  const kelompok = tree.getByRole('checkbox', { name: 'Laporan Kelompok Barang' });
  const analisis = tree.getByRole('checkbox', { name: 'Laporan Analisis Harga Barang' });
  await expect(barang).toBeChecked();

  await barang.uncheck();
  await expect(kelompok).not.toBeChecked();
  await expect(analisis).not.toBeChecked();
  await expect(barang).not.toBeChecked();

  await kelompok.check();
  await expect(barang).toBeChecked({ indeterminate: true });
  await expect(tree.getByRole('checkbox', { name: 'Laporan', exact: true })).toBeChecked({ indeterminate: true });
  await expect(analisis).not.toBeChecked();

  // A click on the part-ticked Laporan ticks all it holds; unticking it then takes everything under it, saved as shown.
  await tree.getByRole('checkbox', { name: 'Laporan', exact: true }).click();
  await expect(analisis).toBeChecked();
  await expect(tree.getByRole('checkbox', { name: 'Laporan', exact: true })).toBeChecked({ indeterminate: false });
  await tree.getByRole('checkbox', { name: 'Laporan', exact: true }).uncheck();
  await expect(kelompok).not.toBeChecked();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Hak Akses Berhasil Disimpan')).toBeVisible();
  const stored = await sql<{ menu_key: string }>(`select menu_key from hak_akses_level where level = 'KASIR' and is_show = false
    and menu_key in ('laporan', 'laporanBarang', '/laporan-kelompok-barang', '/laporan-analisis-harga-barang') order by menu_key`);
  expect(stored.map((row) => row.menu_key)).toEqual(['/laporan-analisis-harga-barang', '/laporan-kelompok-barang', 'laporan', 'laporanBarang']);

  await page.reload();
  await expect(tree.getByRole('checkbox', { name: 'Laporan Kelompok Barang' })).not.toBeChecked();
  await tree.getByRole('checkbox', { name: 'Laporan', exact: true }).check();
  await expect(tree.getByRole('checkbox', { name: 'Laporan Kelompok Barang' })).toBeChecked();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Hak Akses Berhasil Disimpan')).toBeVisible();
});
