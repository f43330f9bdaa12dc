import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { E2E_BASE_URL } from '@/tests/support/e2e-constants';

const berat = async (kode: string) => (await sql<{ berat: string }>(`select berat::text from katalog_item where kode_barang = $1`, [kode]))[0].berat;

test('Item Katalog: the edit form shows the weight with a decimal comma as the list does, and saves it exactly', async ({ page }) => {
  await sql(`update katalog_item set berat = 3.257 where kode_barang = 'KAT-CC-001'`);
  await login(page, 'OWN');
  await page.goto('/item-katalog');
  const table = page.getByRole('table', { name: 'Daftar Item Katalog' });
  await expect(table.getByRole('row', { name: /KAT-CC-001/ })).toContainText('3,257');
  await table.getByRole('button', { name: 'Edit KAT-CC-001' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Berat (gr)')).toHaveValue('3,257');
  // Refused by the server (no picture left): the weight still reads with a comma.
  await edit.getByLabel('Nama Barang').fill('');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit.getByText('Nama Barang Tidak Boleh Kosong')).toBeVisible();
  await expect(edit.getByLabel('Berat (gr)')).toHaveValue('3,257');
  await edit.getByRole('button', { name: 'Batal' }).click();
  await table.getByRole('button', { name: 'Edit KAT-CC-001' }).click();
  await expect(edit.getByLabel('Berat (gr)')).toHaveValue('3,257');
  for (const button of await edit.getByRole('button', { name: 'Hapus gambar' }).all()) await button.click();
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit.getByText('Gambar Wajib Dimasukan')).toBeVisible();
  await expect(edit.getByLabel('Berat (gr)')).toHaveValue('3,257');
  await edit.getByRole('button', { name: 'Batal' }).click();
  await table.getByRole('button', { name: 'Edit KAT-CC-001' }).click();
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit).toBeHidden();
  expect(await berat('KAT-CC-001')).toBe('3.257');

  await table.getByRole('button', { name: 'Edit KAT-CC-001' }).click();
  await edit.getByLabel('Berat (gr)').fill('2,15');
  await expect(edit.getByLabel('Berat (gr)')).toHaveValue('2,15');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(() => berat('KAT-CC-001')).toBe('2.150');
  await expect(table.getByRole('row', { name: /KAT-CC-001/ })).toContainText('2,150');
});

const picture = async (name: string, colour: string) => ({
  name, mimeType: 'image/png', buffer: await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } }).png().toBuffer(),
});

test('the picture buttons read in the app\'s language, show the chosen files and work from the keyboard', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/kategori-katalog');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Data' });
  const choose = dialog.getByRole('button', { name: 'Pilih File' });
  await expect(choose).toBeVisible();
  await expect(choose).toHaveAccessibleDescription('Belum ada file yang dipilih');
  await expect(dialog.getByTestId('gambar-chosen')).toHaveText('Belum ada file yang dipilih');
  // The browser's own "Choose Files" is not shown.
  await expect(dialog.locator('input[type=file]')).not.toBeInViewport();

  await choose.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(await picture('cincin-emas.png', '#b45309'));
  await expect(dialog.getByTestId('gambar-chosen')).toHaveText('cincin-emas.png');
  await expect(choose).toHaveAccessibleDescription('cincin-emas.png');
  await expect(dialog.getByRole('img', { name: 'Pratinjau gambar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();

  // Several pictures at once (Item Katalog), in English.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: E2E_BASE_URL }]);
  await page.goto('/item-katalog');
  await page.getByRole('button', { name: 'Add Data' }).click();
  const add = page.getByRole('dialog', { name: 'Add Data' });
  await expect(add.getByTestId('gambar-chosen')).toHaveText('No file chosen');
  const chooser2 = page.waitForEvent('filechooser');
  await add.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser2).setFiles([await picture('depan.png', '#b91c1c'), await picture('samping.png', '#1d4ed8')]);
  await expect(add.getByTestId('gambar-chosen')).toHaveText('depan.png, samping.png');
  await expect(add.getByRole('img', { name: 'Image preview' })).toHaveCount(2);
});
