import { expect, test } from '@playwright/test';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';

const value = async (key: string) => (await sql<{ value: string; updated_by: string }>('select value, updated_by from para_system where key = $1', [key]))[0];

test.afterEach(async () => {
  await setSetting('RFID_MODULE', 'false');
});

test('switching a module on asks first; Batal leaves it off, Aktifkan and Simpan store it', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/settingsystem');
  const rfid = page.getByRole('switch', { name: 'RFID', exact: true });
  await expect(rfid).not.toBeChecked();

  await rfid.click();
  const warning = page.getByRole('dialog', { name: 'Warning !!!' });
  await expect(warning).toContainText('Aktifkan modul RFID?');
  await warning.getByRole('button', { name: 'Batal' }).click();
  await expect(rfid).not.toBeChecked();

  await rfid.click();
  await page.getByRole('dialog', { name: 'Warning !!!' }).getByRole('button', { name: 'Aktifkan' }).click();
  await expect(rfid).toBeChecked();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();
  expect(await value('RFID_MODULE')).toEqual({ value: 'true', updated_by: 'owner' });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'RFID', exact: true })).toBeChecked();
});

test('each module shows its name, what it does, the screens it opens and its key, in its group (issue 14)', async ({ page, context }) => {
  await login(page, 'OWN');
  await page.goto('/settingsystem');
  const money = page.getByRole('group', { name: 'Uang, Hutang & Akuntansi' });
  const cicilan = money.getByRole('switch', { name: 'Cicilan', exact: true });
  await expect(cicilan).toHaveAccessibleDescription(
    'Penjualan emas secara cicilan: parameter, transaksi, daftar dan lelang cicilan. Membuka: Parameter Cicilan, Transaksi Cicilan, Lihat Cicilan, Lelang Cicilan CICILAN_MODULE');
  const card = money.locator('label', { has: page.getByRole('switch', { name: 'Cicilan', exact: true }) });
  await expect(card).toContainText('Cicilan');
  await expect(card.getByTestId('module-key')).toHaveText('CICILAN_MODULE');
  await expect(card.getByTestId('module-key')).toHaveCSS('font-family', /mono/i);
  // A built screen is named by its title.
  await expect(money.locator('label', { has: page.getByRole('switch', { name: 'Akuntansi Nagafin' }) })).toContainText('Membuka: Parameter Akun');
  await expect(page.getByRole('group', { name: 'Akses, Tanggal & Perlindungan' }).locator('label', { has: page.getByRole('switch', { name: 'Setting Nota Hanya Owner' }) }))
    .toContainText('Bila aktif hanya OWN, SU: Setting Nota, Setting Nota Slip');
  // No module is left as a bare key.
  await expect(page.getByRole('switch')).toHaveCount(49);

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Money, loans and accounting' }).getByRole('switch', { name: 'Instalments' }))
    .toHaveAccessibleDescription(/^Gold sold in instalments: parameters, transactions, list and auction\. Opens: /);
});

test('a setting outside its type or an unknown key is refused on the screen, and nothing is stored', async ({ page }) => {
  const all = async () => sql('select key, value, updated_by from para_system order by key');
  const before = await all();
  await login(page, 'OWN');
  await page.goto('/settingsystem');
  const simpan = page.getByRole('button', { name: 'Simpan' });
  const rounding = page.getByLabel('PEMBULATAN PENJUALAN', { exact: true });
  for (const value of ['abc', '-500', '0x10']) {
    await rounding.fill(value);
    await simpan.click();
    await expect(page.getByText('PEMBULATAN_PENJUALAN harus bilangan bulat Rupiah antara Rp. 1 dan Rp. 100.000').last()).toBeVisible();
  }
  await rounding.fill('500');
  // APP_MODE is a choice; a forged option with a script is refused with the allowed values.
  await page.getByLabel('APP MODE').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('<script>', '<script>alert(1)</script>'));
    select.value = '<script>alert(1)</script>';
  });
  await simpan.click();
  await expect(page.getByText('APP_MODE harus salah satu dari: NORMAL, STOCK_JUAL_MANUAL').last()).toBeVisible();
  await page.reload();
  // A field that names no setting (added to the form) is refused with its name, not silently dropped.
  await page.locator('form').evaluate((form: HTMLFormElement) => {
    const input = Object.assign(document.createElement('input'), { type: 'hidden', name: 'EVIL_KEY', value: '1' });
    form.append(input);
  });
  await page.getByRole('switch', { name: 'RFID', exact: true }).click();
  await page.getByRole('dialog', { name: 'Warning !!!' }).getByRole('button', { name: 'Aktifkan' }).click();
  await simpan.click();
  await expect(page.getByText('Pengaturan EVIL_KEY tidak dikenal, tidak ada yang disimpan').last()).toBeVisible();
  expect(await all()).toEqual(before);

  await page.reload();
  await page.getByLabel('PEMBULATAN PENJUALAN', { exact: true }).fill('Rp. 1.000');
  await simpan.click();
  await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();
  expect(await value('PEMBULATAN_PENJUALAN')).toEqual({ value: '1000', updated_by: 'owner' });
  await setSetting('PEMBULATAN_PENJUALAN', '500');
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
