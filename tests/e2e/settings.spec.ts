import { expect, test } from '@playwright/test';
import { login, setSetting, sql } from './support/fixtures';

const value = async (key: string) => (await sql<{ value: string; updated_by: string }>('select value, updated_by from para_system where key = $1', [key]))[0];

test.afterEach(async () => {
  await setSetting('RFID_MODULE', 'false');
});

test('switching a module on asks first; Batal leaves it off, Aktifkan and Simpan store it', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/settingsystem');
  const rfid = page.getByRole('switch', { name: 'RFID MODULE' });
  await expect(rfid).not.toBeChecked();

  await rfid.click();
  const warning = page.getByRole('dialog', { name: 'Warning !!!' });
  await expect(warning).toContainText('Aktifkan modul RFID MODULE?');
  await warning.getByRole('button', { name: 'Batal' }).click();
  await expect(rfid).not.toBeChecked();

  await rfid.click();
  await page.getByRole('dialog', { name: 'Warning !!!' }).getByRole('button', { name: 'Aktifkan' }).click();
  await expect(rfid).toBeChecked();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();
  expect(await value('RFID_MODULE')).toEqual({ value: 'true', updated_by: 'owner' });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'RFID MODULE' })).toBeChecked();
});

test('the previous-day-active flag follows the owner and supervisor date modules', async ({ page }) => {
  const locked = () => page.locator('main').getAttribute('data-date-locked');
  await login(page, 'SPV');
  expect(await locked()).toBe('true');
  await setSetting('UBAH_TANGGAL_SPV_MODULE', 'true');
  await page.reload();
  expect(await locked()).toBe('false');
  await setSetting('UBAH_TANGGAL_SPV_MODULE', 'false');
  await page.context().clearCookies();
  await login(page, 'OWN');
  expect(await locked()).toBe('false');
  await setSetting('UBAH_TANGGAL_OWNER_MODULE', 'false');
  await page.reload();
  expect(await locked()).toBe('true');
  await setSetting('UBAH_TANGGAL_OWNER_MODULE', 'true');
});
