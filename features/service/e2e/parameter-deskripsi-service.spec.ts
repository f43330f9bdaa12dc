import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { screenshotBoth } from '@/tests/e2e/support/screenshots';

test.use({ viewport: { width: 1366, height: 768 } });
// A list with descriptions turns Transaksi Services' description into a select: the other specs type theirs.
const clean = () => sql(`delete from deskripsi_service where kode like 'E2E%'`);
test.beforeAll(clean);
test.afterAll(async () => {
  await clean();
  await setSetting('PARAMETER_DESKRIPSI_SERVICE_MODULE', 'true');
});

test('Parameter Deskripsi Service: the owner adds and edits a description in the modal; Transaksi Services then offers it in a select', async ({ page, browser }) => {
  await login(page, 'OWN');
  await page.goto('/parameter-deskripsi-service');
  await expect(page.getByRole('heading', { name: 'Parameter Deskripsi Service', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Data' });
  await add.getByLabel('Kode Deskripsi').fill('e2e1');
  await add.getByLabel('Deskripsi', { exact: true }).fill('Patri E2E');
  await expectNoSeriousViolations(page, '/parameter-deskripsi-service add');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Menyimpan Data')).toBeVisible();
  const table = page.getByRole('table', { name: 'Daftar Deskripsi Service' });
  await table.getByRole('button', { name: 'Edit E2E1' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data' });
  await expect(edit.getByLabel('Kode Deskripsi')).toHaveValue('E2E1');
  await edit.getByLabel('Deskripsi', { exact: true }).fill('Patri kalung E2E');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berhasil Mengedit Data')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'E2E1' })).toContainText('Patri kalung E2E');
  expect(await sql(`select kode, deskripsi, created_by from deskripsi_service where kode = 'E2E1'`)).toEqual([{ kode: 'E2E1', deskripsi: 'Patri kalung E2E', created_by: 'owner' }]);
  await expectNoSeriousViolations(page);
  await screenshotBoth(page, 'parameter-deskripsi-service');

  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const kasir = await context.newPage();
  await login(kasir, 'KASIR');
  await kasir.goto('/transaksi-services');
  const deskripsi = kasir.getByRole('combobox', { name: 'Deskripsi' }).first();
  await expect(deskripsi.locator('option', { hasText: 'Patri kalung E2E' })).toHaveCount(1);
  await deskripsi.selectOption('Patri kalung E2E');
  await expect(deskripsi).toHaveValue('Patri kalung E2E');
  await context.close();

  // Switched off, the screen is not available.
  await setSetting('PARAMETER_DESKRIPSI_SERVICE_MODULE', 'false');
  expect((await page.goto('/parameter-deskripsi-service'))?.status()).toBe(403);
});
