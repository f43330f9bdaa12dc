import { expect, test, type Page } from '@playwright/test';
import { login, sql } from '@/tests/e2e/support/fixtures';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';

// The size the accessibility checks use (tests/e2e/accessibility.spec.ts): the whole sidebar is on screen.
test.use({ viewport: { width: 1366, height: 768 } });

const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Cari...', exact: true }).fill(text);

async function confirmDelete(page: Page, kode: string) {
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm).toContainText(`Apakah Anda Yakin Ingin Menghapus Kode ${kode}?`);
  await confirm.getByRole('button', { name: 'OK' }).click();
}

// The demo's access tree hides the chain menus (Master Data included) from branch levels, so the shop keeper here is the
// owner at head office, keeping head office's own warehouses and trays.
test('Master Gudang and Master Baki: the shop keeper adds, edits and deletes a warehouse and a tray; a tray in use stays', async ({ page }) => {
  await sql(`delete from baki where kode_baki = 'BK-E2E'`);
  await sql(`delete from gudang where kode_gudang = 'GD-E2E'`);
  await login(page, 'OWN');

  await page.goto('/master-gudang');
  await page.waitForLoadState('networkidle');
  const gudangTable = page.getByRole('table', { name: 'Daftar Gudang' });
  await expect(gudangTable.getByRole('cell', { name: 'PUSAT-ETALASE', exact: true })).toBeVisible();
  await expect(gudangTable.getByRole('cell', { name: 'CAB01-ETALASE', exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/master-gudang');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Data' });
  await add.getByLabel('Kode Gudang').fill('gd-e2e');
  await add.getByLabel('Nama Gudang').fill('Gudang Uji');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  await expect(gudangTable.getByRole('row', { name: /GD-E2E/ })).toContainText('Gudang Uji');
  await gudangTable.getByRole('button', { name: 'Edit GD-E2E' }).click();
  const editGudang = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(editGudang.getByLabel('Kode Gudang')).toHaveAttribute('readonly', '');
  await editGudang.getByLabel('Nama Gudang').fill('Gudang Uji Dua');
  await editGudang.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  await expect(gudangTable.getByRole('row', { name: /GD-E2E/ })).toContainText('Gudang Uji Dua');
  expect(await sql(`select kode_toko, nama_gudang from gudang where kode_gudang = 'GD-E2E'`)).toEqual([{ kode_toko: 'PUSAT', nama_gudang: 'Gudang Uji Dua' }]);

  await page.goto('/master-baki');
  const bakiTable = page.getByRole('table', { name: 'Daftar Baki' });
  await expect(bakiTable.getByRole('row', { name: /^BAKI-CC1 / })).toContainText('412,500');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const addBaki = page.getByRole('dialog', { name: 'Tambah Data' });
  await addBaki.getByLabel('Kode Baki').fill('bk-e2e');
  await addBaki.getByLabel('Nama Baki').fill('Baki Uji');
  await addBaki.getByLabel('Kode Gudang').selectOption('GD-E2E');
  await addBaki.getByLabel('Berat Baki (gr)').fill('412,500');
  await expectNoSeriousViolations(page, '/master-baki add');
  await addBaki.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  await search(page, 'BK-E2E');
  const row = bakiTable.getByRole('row', { name: /BK-E2E/ });
  await expect(row).toContainText('Baki Uji');
  await expect(row).toContainText('GD-E2E');
  await expect(row).toContainText('412,500');
  expect(await sql(`select kode_toko, kode_gudang, berat_baki from baki where kode_baki = 'BK-E2E'`)).toEqual([{ kode_toko: 'PUSAT', kode_gudang: 'GD-E2E', berat_baki: '412.500' }]);

  await bakiTable.getByRole('button', { name: 'Edit BK-E2E' }).click();
  const editBaki = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(editBaki.getByLabel('Kode Baki')).toHaveAttribute('readonly', '');
  await editBaki.getByLabel('Berat Baki (gr)').fill('398,25');
  await editBaki.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  await expect(row).toContainText('398,250');

  // The warehouse holds the tray: it stays.
  await page.goto('/master-gudang');
  await gudangTable.getByRole('button', { name: 'Hapus GD-E2E' }).click();
  await confirmDelete(page, 'GD-E2E');
  await expect(page.getByText('Gudang GD-E2E masih dipakai dan tidak dapat dihapus')).toBeVisible();

  // A tray holding the demo's items stays; the empty one goes.
  await page.goto('/master-baki');
  await bakiTable.getByRole('button', { name: 'Hapus BAKI-CC1' }).click();
  await confirmDelete(page, 'BAKI-CC1');
  await expect(page.getByText('Baki BAKI-CC1 masih dipakai dan tidak dapat dihapus')).toBeVisible();
  expect(await sql(`select count(*)::int as n from baki where kode_toko = 'PUSAT' and kode_baki = 'BAKI-CC1'`)).toEqual([{ n: 1 }]);
  await search(page, 'BK-E2E');
  await bakiTable.getByRole('button', { name: 'Hapus BK-E2E' }).click();
  await confirmDelete(page, 'BK-E2E');
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
  await expect(bakiTable.getByRole('row', { name: /BK-E2E/ })).toHaveCount(0);

  await page.goto('/master-gudang');
  await gudangTable.getByRole('button', { name: 'Hapus GD-E2E' }).click();
  await confirmDelete(page, 'GD-E2E');
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
  expect(await sql(`select count(*)::int as n from gudang where kode_gudang = 'GD-E2E'`)).toEqual([{ n: 0 }]);
});

test('a head-office MU reads the trays but keeps none: no add, edit or delete', async ({ page }) => {
  await login(page, 'MU');
  await page.goto('/master-baki');
  await expect(page.getByRole('table', { name: 'Daftar Baki' }).getByRole('row', { name: /^BAKI-CC1 / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah Data' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hapus BAKI-CC1' })).toHaveCount(0);
});

test('Parameter Harga Emas: a change adds a history row and becomes the price in force; buy above sale is refused', async ({ page }) => {
  const [original] = await sql<{ harga_jual: string; harga_beli: string }>(
    `select harga_jual, harga_beli from harga_emas where kode_dept = 'EMU' order by id desc limit 1`);
  await login(page, 'OWN');
  await page.goto('/master-parameter-harga-emas');
  const table = page.getByRole('table', { name: 'Daftar Harga Emas' });
  await expect(page.getByRole('button', { name: 'Tambah Data' })).toHaveCount(0);
  await table.getByRole('button', { name: 'Edit EMU' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await edit.getByLabel('Harga Jual').fill('1600000');
  await edit.getByLabel('Harga Beli').fill('1700000');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit.getByText('Harga Beli Tidak Boleh Melebihi Harga Jual')).toBeVisible();
  await edit.getByLabel('Harga Beli').fill('1550000');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  // §9: the page reloads 3000 ms after the save.
  await page.waitForEvent('load');
  const row = table.getByRole('row', { name: /EMU/ });
  await expect(row).toContainText('Rp. 1.600.000');
  await expect(row).toContainText('Rp. 1.550.000');
  await expect(row).toContainText('owner');

  await page.getByRole('link', { name: 'Lihat Riwayat' }).click();
  await page.getByRole('link', { name: 'EMU - EMAS MUDA 17K' }).click();
  await expect(page).toHaveURL(/riwayat=EMU/);
  const history = page.getByRole('table', { name: 'Riwayat Harga Emas' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('Rp. 1.600.000');
  await expect(newest).toContainText('Rp. 1.550.000');
  await expect(newest).toContainText('owner');
  await expect(history.getByRole('row').nth(2)).toContainText(`Rp. ${Number(original.harga_jual).toLocaleString('id-ID')}`);
  await page.goto('/master-parameter-harga-emas?riwayat=EMU');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, '/master-parameter-harga-emas?riwayat=EMU');
  // The demo's price is put back as a new row (the table is append-only).
  await sql(`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('EMU', $1, $2, 'e2e')`, [original.harga_jual, original.harga_beli]);
});

test('Parameter Ongkos: a making fee for a group and jenis, chosen from selects, with the money mask', async ({ page }) => {
  await sql(`delete from parameter_ongkos where kode_group = 'CC' and kode_dept = 'LM'`);
  await login(page, 'OWN');
  await page.goto('/parameter-ongkos');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Data' });
  await add.getByLabel('Kode Group').selectOption('CC');
  await add.getByLabel('Kode Jenis').selectOption('LM');
  await add.getByLabel('Ongkos').fill('75000');
  await expect(add.getByLabel('Ongkos')).toHaveValue('Rp. 75.000 ,-');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  const table = page.getByRole('table', { name: 'Daftar Parameter Ongkos' });
  await expect(table.getByRole('row', { name: /CC.*LM/ })).toContainText('Rp. 75.000');
  await table.getByRole('button', { name: 'Edit CC / LM' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Kode Group')).toBeDisabled();
  await edit.getByLabel('Ongkos').fill('80000');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  await expect(table.getByRole('row', { name: /CC.*LM/ })).toContainText('Rp. 80.000');
  await table.getByRole('button', { name: 'Hapus CC / LM' }).click();
  await confirmDelete(page, 'CC / LM');
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
  expect(await sql(`select count(*)::int as n from parameter_ongkos where kode_group = 'CC' and kode_dept = 'LM'`)).toEqual([{ n: 0 }]);
});
