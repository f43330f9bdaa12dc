import { expect, test } from '@playwright/test';
import { login, setSetting, sql } from '@/tests/e2e/support/fixtures';
import { expectNoSeriousViolations } from '@/tests/e2e/support/axe';

const value = async (key: string) => (await sql<{ value: string; updated_by: string }>('select value, updated_by from para_system where key = $1', [key]))[0];

test.afterEach(async () => {
  await setSetting('RFID_MODULE', 'false');
  await setSetting('CICILAN_MODULE', 'true');
  await setSetting('PEMBULATAN_PENJUALAN', '500');
});

test('switching a module on asks first; Batal leaves it off, Aktifkan saves it at once and nothing else (issue 25 point 12)', async ({ page }) => {
  const flags = async () => Object.fromEntries((await sql<{ key: string; value: string }>("select key, value from para_system where key like '%\\_MODULE'")).map((row) => [row.key, row.value]));
  const before = await flags();
  await login(page, 'OWN');
  await page.goto('/settingsystem');
  const rfid = page.getByRole('switch', { name: 'RFID', exact: true });
  await expect(rfid).not.toBeChecked();
  // An unsaved change elsewhere on the form stays unsaved (and the form says so).
  await page.getByRole('switch', { name: 'Cicilan', exact: true }).click();

  await rfid.click();
  const warning = page.getByRole('dialog', { name: 'Warning !!!' });
  await expect(warning).toContainText('Aktifkan modul RFID?');
  await warning.getByRole('button', { name: 'Batal' }).click();
  await expect(rfid).not.toBeChecked();
  expect(await value('RFID_MODULE')).toMatchObject({ value: 'false' });

  await rfid.click();
  await page.getByRole('dialog', { name: 'Warning !!!' }).getByRole('button', { name: 'Aktifkan' }).click();
  await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();
  await expect(rfid).toBeChecked();
  // Stored at once, by whom; every other module as it was (Cicilan's unsaved switch-off is not sent).
  expect(await value('RFID_MODULE')).toEqual({ value: 'true', updated_by: 'owner' });
  expect(await flags()).toEqual({ ...before, RFID_MODULE: 'true' });
  await expect(page.getByRole('status').filter({ hasText: 'Perubahan belum disimpan' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'RFID', exact: true })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Cicilan', exact: true })).toBeChecked();
});

test('leaving with unsaved changes warns, in the app and when the tab closes; nothing unsaved, no warning (issue 25 point 12)', async ({ page }) => {
  await login(page, 'OWN');
  await page.goto('/settingsystem');
  const terms = () => page.getByRole('link', { name: 'Syarat dan Ketentuan' });
  // Nothing changed: a link of the app leaves at once.
  await terms().click();
  await expect(page).not.toHaveURL(/settingsystem/);
  await page.goto('/settingsystem');

  await page.getByLabel('PEMBULATAN PENJUALAN', { exact: true }).fill('1.000');
  await expect(page.getByRole('status').filter({ hasText: 'Perubahan belum disimpan' })).toBeVisible();
  await terms().click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Ada perubahan yang belum disimpan' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Tidak' }).click();
  await expect(page).toHaveURL(/settingsystem/);
  await expect(page.getByLabel('PEMBULATAN PENJUALAN', { exact: true })).toHaveValue('1.000');

  // Typing the stored value back is no change.
  await page.getByLabel('PEMBULATAN PENJUALAN', { exact: true }).fill('500');
  await expect(page.getByRole('status').filter({ hasText: 'Perubahan belum disimpan' })).toHaveCount(0);
  await page.getByLabel('PEMBULATAN PENJUALAN', { exact: true }).fill('1.000');

  // Closing the tab asks the browser's own question.
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.type());
    await dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);

  // Leave (Tinggalkan) opens the link and stores nothing.
  await terms().click();
  await page.getByRole('dialog').filter({ hasText: 'Ada perubahan yang belum disimpan' }).getByRole('button', { name: 'Tinggalkan' }).click();
  await expect(page).not.toHaveURL(/settingsystem/);
  expect(await value('PEMBULATAN_PENJUALAN')).toMatchObject({ value: '500' });
});

test('the WhatsApp gateway: OWN sets it with a write-only token; MU sees no gateway field (issue 25 point 5)', async ({ page, context }) => {
  await setSetting('WHATSAPP_GATEWAY_TOKEN', 'rahasia-lama-123');
  try {
    await login(page, 'OWN');
    const response = await page.goto('/settingsystem');
    // The token never travels to the browser.
    expect(await response!.text()).not.toContain('rahasia-lama-123');
    const token = page.getByLabel('WHATSAPP GATEWAY TOKEN');
    await expect(token).toHaveValue('');
    await expect(token).toHaveAccessibleDescription('Token tersimpan; kosongkan untuk tetap memakainya, isi untuk menggantinya');
    const url = page.getByLabel('WHATSAPP GATEWAY URL');
    const simpan = page.getByRole('button', { name: 'Simpan' });
    await url.fill('http://127.0.0.1:5432');
    await simpan.click();
    await expect(page.getByText('Alamat gateway WhatsApp tidak diizinkan').last()).toBeVisible();
    await url.fill('https://wa-gateway.example.com/api');
    await simpan.click();
    await expect(page.getByText('Data Berhasil Disimpan')).toBeVisible();
    // An empty token field kept the token.
    expect(await value('WHATSAPP_GATEWAY_URL')).toMatchObject({ value: 'https://wa-gateway.example.com/api' });
    expect(await value('WHATSAPP_GATEWAY_TOKEN')).toMatchObject({ value: 'rahasia-lama-123' });
    await expectNoSeriousViolations(page, '/settingsystem 1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByLabel('WHATSAPP GATEWAY TOKEN')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/settingsystem 390');

    await context.clearCookies();
    await login(page, 'MU');
    const mu = await page.goto('/settingsystem');
    expect(await mu!.text()).not.toContain('rahasia-lama-123');
    await expect(page.getByText('Gateway WhatsApp hanya dapat diatur oleh OWN dan SU pusat.')).toBeVisible();
    await expect(page.getByLabel('WHATSAPP GATEWAY TOKEN')).toHaveCount(0);
    await expect(page.getByLabel('WHATSAPP GATEWAY URL')).toHaveCount(0);
  } finally {
    await setSetting('WHATSAPP_GATEWAY_TOKEN', '');
    await setSetting('WHATSAPP_GATEWAY_URL', '');
  }
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
  // (Switching a module off waits for Simpan; Aktifkan would save at once.)
  await page.getByRole('switch', { name: 'Cicilan', exact: true }).click();
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
