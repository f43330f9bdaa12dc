import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';

// The size the accessibility checks use (tests/e2e/accessibility.spec.ts): the whole sidebar is on screen.
test.use({ viewport: { width: 1366, height: 768 } });

/** The screen at a desk (1366×768) and on a phone (390 px), for a person to look at (test-results/). */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `test-results/hutang-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/hutang-${name}-390.png`, fullPage: true });
  // On a phone the list scrolls inside its own box: the page itself is not wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });
}

const idOf = async (table: string, where: string) => (await sql<{ id: number }>(`select id from ${table} where ${where}`))[0]?.id;

async function confirmYes(page: Page) {
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm).toContainText('Apakah Anda Yakin Ingin Menghapus');
  await confirm.getByRole('button', { name: 'Ya' }).click();
}

test('Parameter Bunga Hutang: the menu leads to it; a band is added, an overlapping one refused with its message, edited and deleted', async ({ page }) => {
  await sql(`delete from para_bunga_hutang where jumlah_dari > 1000000000`);
  const count = async () => (await sql<{ n: number }>(`select count(*)::int as n from para_bunga_hutang`))[0].n;
  await login(page, 'OWN');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('searchbox', { name: 'Cari menu...' }).fill('bunga hutang');
  await sidebar.getByRole('list', { name: 'Hasil pencarian menu' }).getByRole('link', { name: 'Parameter Bunga Hutang' }).click();
  await expect(page).toHaveURL(/\/parameter-bunga-hutang$/);

  const table = page.getByRole('table', { name: 'Daftar Parameter Bunga Hutang' });
  const first = await idOf('para_bunga_hutang', 'jumlah_dari = 0 and hari_dari = 1');
  const firstRow = table.getByRole('row', { name: new RegExp(`^${first} `) });
  for (const text of ['Rp. 0', 'Rp. 5.000.000', '30', '2,50']) await expect(firstRow).toContainText(text);
  await expectNoSeriousViolations(page, '/parameter-bunga-hutang');
  await screenshots(page, 'parameter-bunga-hutang');

  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Data' });
  await add.getByLabel('Jumlah Dari').fill('1000000001');
  await add.getByLabel('Jumlah Sampai').fill('2000000000');
  await add.getByLabel('Hari Dari').fill('1');
  await add.getByLabel('Hari Sampai').fill('30');
  await add.getByLabel('Bunga (%/Bulan)').fill('1,25');
  await expectNoSeriousViolations(page, '/parameter-bunga-hutang add');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Menyimpan Data')).toBeVisible();
  const added = await idOf('para_bunga_hutang', 'jumlah_dari = 1000000001');
  expect(await sql(`select jumlah_sampai::text, hari_dari, hari_sampai, bunga::text, created_by from para_bunga_hutang where id = $1`, [added]))
    .toEqual([{ jumlah_sampai: '2000000000', hari_dari: 1, hari_sampai: 30, bunga: '1.25', created_by: 'owner' }]);
  const addedRow = table.getByRole('row', { name: new RegExp(`^${added} `) });
  for (const text of ['Rp. 1.000.000.001', 'Rp. 2.000.000.000', '1,25']) await expect(addedRow).toContainText(text);

  // Rp 4.000.000–6.000.000 for 20–40 days: a loan of Rp 4.500.000 for 25 days would match the first band too.
  const before = await count();
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  await add.getByLabel('Jumlah Dari').fill('4000000');
  await add.getByLabel('Jumlah Sampai').fill('6000000');
  await add.getByLabel('Hari Dari').fill('20');
  await add.getByLabel('Hari Sampai').fill('40');
  await add.getByLabel('Bunga (%/Bulan)').fill('2');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(add.getByText(`Jumlah dan lama pinjaman ini tumpang tindih dengan parameter bunga No ${first}: satu pinjaman tidak boleh masuk dua parameter`)).toBeVisible();
  expect(await count()).toBe(before);
  // A rate above 100 is refused in the form.
  await add.getByLabel('Bunga (%/Bulan)').fill('150');
  await expect(add.getByText('Tidak Boleh Melebihi 100 !').first()).toBeVisible();
  await add.getByRole('button', { name: 'Batal' }).click();

  await table.getByRole('button', { name: `Edit ${added}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Bunga (%/Bulan)')).toHaveValue('1,25');
  await edit.getByLabel('Bunga (%/Bulan)').fill('1,2');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Mengedit Data')).toBeVisible();
  await expect(addedRow).toContainText('1,20');

  await table.getByRole('button', { name: `Hapus ${added}` }).click();
  await confirmYes(page);
  await expect(page.getByText('Berhasil Menghapus Data')).toBeVisible();
  await expect(addedRow).toHaveCount(0);
  expect(await idOf('para_bunga_hutang', 'jumlah_dari = 1000000001')).toBeUndefined();
});

test('Parameter Plafond Hutang: a kadar band is added, an overlapping one and a kadar above 100 refused, edited and deleted', async ({ page }) => {
  await sql(`delete from plafond_hutang_kadar where kadar_dari < 30`);
  await login(page, 'OWN');
  await page.goto('/parameter-plafond-hutang');
  const table = page.getByRole('table', { name: 'Daftar Parameter Plafond Hutang' });
  const band70 = await idOf('plafond_hutang_kadar', 'kadar_dari = 70');
  const row70 = table.getByRole('row', { name: new RegExp(`^${band70} `) });
  for (const text of ['70,00', '79,99', '80,00']) await expect(row70).toContainText(text);
  await expectNoSeriousViolations(page, '/parameter-plafond-hutang');

  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Data' });
  await add.getByLabel('Kadar Dari (%)').fill('75');
  await add.getByLabel('Kadar Sampai (%)').fill('85');
  await add.getByLabel('Plafond (%)').fill('90');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(add.getByText(`Rentang kadar ini tumpang tindih dengan plafond No ${band70}: satu kadar tidak boleh masuk dua plafond`)).toBeVisible();
  await add.getByLabel('Kadar Sampai (%)').fill('101');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(add.getByText('Kadar tidak boleh 0 dan tidak boleh melebihi 100')).toBeVisible();
  await add.getByLabel('Kadar Dari (%)').fill('10');
  await add.getByLabel('Kadar Sampai (%)').fill('29,99');
  await add.getByLabel('Plafond (%)').fill('70');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Menyimpan Data')).toBeVisible();
  const added = await idOf('plafond_hutang_kadar', 'kadar_dari = 10');
  expect(await sql(`select kadar_sampai::text, persen::text from plafond_hutang_kadar where id = $1`, [added])).toEqual([{ kadar_sampai: '29.99', persen: '70.00' }]);

  const addedRow = table.getByRole('row', { name: new RegExp(`^${added} `) });
  await table.getByRole('button', { name: `Edit ${added}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await edit.getByLabel('Plafond (%)').fill('72,5');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Mengedit Data')).toBeVisible();
  await expect(addedRow).toContainText('72,50');

  await table.getByRole('button', { name: `Hapus ${added}` }).click();
  await confirmYes(page);
  await expect(page.getByText('Berhasil Menghapus Data')).toBeVisible();
  await expect(addedRow).toHaveCount(0);
  expect(await idOf('plafond_hutang_kadar', 'kadar_dari = 10')).toBeUndefined();
});

test('Parameter Hutang Pokok: with NOMINAL a jenis\' amount is edited, deleted and added back; with HARGA_EMAS the screen is not available', async ({ page }) => {
  await setSetting('PARAMETER_JUMLAH_HUTANG_POKOK_MODULE', 'true');
  await setSetting('PARAMETER_JUMLAH_HUTANG_POKOK_VALUE', 'NOMINAL');
  try {
    await login(page, 'OWN');
    await page.goto('/parameter-hutang-pokok');
    const table = page.getByRole('table', { name: 'Daftar Parameter Hutang Pokok' });
    const emu = table.getByRole('row', { name: /^EMU / });
    await expect(emu).toContainText('EMAS MUDA 17K');
    await expect(emu).toContainText('Rp. 1.225.000');
    await expectNoSeriousViolations(page, '/parameter-hutang-pokok');

    await table.getByRole('button', { name: 'Edit EMU' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Data' });
    await expect(edit.getByLabel('Kode Jenis')).toBeDisabled();
    await edit.getByLabel('Hutang Pokok/Gram').fill('1230000');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Berhasil Mengedit Data')).toBeVisible();
    await expect(emu).toContainText('Rp. 1.230.000');

    await table.getByRole('button', { name: 'Hapus EMU' }).click();
    await confirmYes(page);
    await expect(page.getByText('Berhasil Menghapus Data')).toBeVisible();
    await expect(emu).toHaveCount(0);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah Data' });
    await add.getByLabel('Kode Jenis').selectOption('EMU');
    await add.getByLabel('Hutang Pokok/Gram').fill('1225000');
    await add.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Berhasil Menyimpan Data')).toBeVisible();
    await expect(emu).toContainText('Rp. 1.225.000');
    expect(await sql(`select nominal_per_gram::text as n, created_by from para_hutang_pokok where kode_dept = 'EMU'`)).toEqual([{ n: '1225000', created_by: 'owner' }]);

    await setSetting('PARAMETER_JUMLAH_HUTANG_POKOK_VALUE', 'HARGA_EMAS');
    await page.goto('/parameter-hutang-pokok');
    await expect(page.getByTestId('not-available')).toBeVisible();
  } finally {
    await setSetting('PARAMETER_JUMLAH_HUTANG_POKOK_VALUE', 'NOMINAL');
    await setSetting('PARAMETER_JUMLAH_HUTANG_POKOK_MODULE', 'false');
    await sql(`insert into para_hutang_pokok (kode_dept, nominal_per_gram) values ('EMU', 1225000)
      on conflict (kode_dept) do update set nominal_per_gram = excluded.nominal_per_gram`);
  }
});

test('Master Kondisi Pinjaman: a condition is added, renamed and deleted', async ({ page }) => {
  await sql(`delete from kondisi_pinjaman where kode_kondisi = 'RETAK-E2E'`);
  await login(page, 'OWN');
  await page.goto('/master-kondisi-pinjaman');
  const table = page.getByRole('table', { name: 'Daftar Kondisi Pinjaman' });
  await expect(table.getByRole('row', { name: /^KUSAM / })).toBeVisible();
  await expectNoSeriousViolations(page, '/master-kondisi-pinjaman');

  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Data' });
  await add.getByLabel('Kode Kondisi').fill('retak-e2e');
  await add.getByLabel('Nama Kondisi').fill('Retak');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Ditambahkan')).toBeVisible();
  const row = table.getByRole('row', { name: /^RETAK-E2E / });
  await expect(row).toContainText('Retak');

  await table.getByRole('button', { name: 'Edit RETAK-E2E' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Kode Kondisi')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Nama Kondisi').fill('Retak Halus');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Dirubah')).toBeVisible();
  await expect(row).toContainText('Retak Halus');

  await table.getByRole('button', { name: 'Hapus RETAK-E2E' }).click();
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi' });
  await expect(confirm).toContainText('Apakah Anda Yakin Ingin Menghapus Kode RETAK-E2E?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Data Berhasil Di Hapus')).toBeVisible();
  expect(await sql(`select count(*)::int as n from kondisi_pinjaman where kode_kondisi = 'RETAK-E2E'`)).toEqual([{ n: 0 }]);
});
