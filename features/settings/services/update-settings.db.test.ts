import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Level } from '@/lib/auth/levels';
import { contextFor } from '@/tests/support/contexts';
import { paraSystem } from '@/lib/db/schema/shop';
import { useDemoDatabase } from '@/tests/support/db';
import { updateSettings } from './update-settings';
import { settingsFromForm } from '../form-settings';

const { db } = useDemoDatabase();
const as = (level: Level) => contextFor(level.toLowerCase(), level);

describe('updateSettings', () => {
  it('stores flags and records who changed them', async () => {
    await updateSettings({ ctx: as('OWN'), input: { settings: { CICILAN_MODULE: 'false', APP_MODE: 'STOCK_JUAL_MANUAL' } } });
    const rows = await db().select().from(paraSystem).where(eq(paraSystem.key, 'CICILAN_MODULE'));
    expect(rows[0]).toMatchObject({ value: 'false', updatedBy: 'own' });
  });

  it('refuses a level that may not change settings, and writes nothing', async () => {
    await expect(updateSettings({ ctx: as('KASIR'), input: { settings: { CICILAN_MODULE: 'false' } } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(updateSettings({ ctx: as('SPV'), input: { settings: { CICILAN_MODULE: 'false' } } })).rejects.toMatchObject({ kind: 'forbidden' });
    // The settings are the whole chain's: a manager at a branch cannot change them either.
    const muCabang = contextFor('mu2', 'MU', { kodeToko: 'CAB01', appType: 'CABANG' });
    await expect(updateSettings({ ctx: muCabang, input: { settings: { CICILAN_MODULE: 'false' } } })).rejects.toMatchObject({ kind: 'forbidden' });
    const [row] = await db().select().from(paraSystem).where(eq(paraSystem.key, 'CICILAN_MODULE'));
    expect(row.value).toBe('true');
  });

  it('refuses unknown keys', async () => {
    await expect(updateSettings({ ctx: as('SU'), input: { settings: { NOT_A_FLAG: 'true' } } })).rejects.toMatchObject({ kind: 'validation' });
  });

  it('refuses values outside a setting\'s type and an unknown key beside good values, writing nothing', async () => {
    const stored = async () => (await db().select({ key: paraSystem.key, value: paraSystem.value, by: paraSystem.updatedBy }).from(paraSystem))
      .sort((a, b) => a.key.localeCompare(b.key));
    const before = await stored();
    const attacks: [Record<string, string>, string][] = [
      [{ PEMBULATAN_PENJUALAN: 'abc' }, 'settingRupiahInvalid'],
      [{ PEMBULATAN_PENJUALAN: '-500' }, 'settingRupiahInvalid'],
      [{ PEMBULATAN_PEMBELIAN: '0x10' }, 'settingRupiahInvalid'],
      [{ APP_MODE: '<script>alert(1)</script>' }, 'settingChoiceInvalid'],
      [{ PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'SEMUA' }, 'settingChoiceInvalid'],
      [{ CICILAN_MODULE: 'maybe' }, 'settingFlagInvalid'],
      [{ LEVEL_UBAH_HARGA_BARANG: 'OWN,SUPERVISOR' }, 'settingLevelsInvalid'],
      [{ CICILAN_MODULE: 'false', EVIL_KEY: 'x' }, 'unknownSettingKey'],
    ];
    for (const [input, messageKey] of attacks) {
      await expect(updateSettings({ ctx: as('OWN'), input: { settings: input } })).rejects.toMatchObject({ kind: 'validation', messageKey });
    }
    const after = await stored();
    expect(after).toEqual(before);
    expect(after.filter((row) => row.key === 'EVIL_KEY')).toHaveLength(0);
    expect(after.find((row) => row.key === 'PEMBULATAN_PENJUALAN')?.value).toBe('500');
  });

  it('stores the levels that change item prices as their codes in level order (issue 25)', async () => {
    const [before] = await db().select().from(paraSystem).where(eq(paraSystem.key, 'LEVEL_UBAH_HARGA_BARANG'));
    expect(before.value).toBe('OWN,SU,MU,DEV,SPV');
    await updateSettings({ ctx: as('OWN'), input: { settings: { LEVEL_UBAH_HARGA_BARANG: ' kasir, own spv ,OWN' } } });
    const [row] = await db().select().from(paraSystem).where(eq(paraSystem.key, 'LEVEL_UBAH_HARGA_BARANG'));
    expect(row.value).toBe('OWN,SPV,KASIR');
  });

  it('stores a rounding step typed with the mask\'s separators as plain digits', async () => {
    await updateSettings({ ctx: as('OWN'), input: { settings: { PEMBULATAN_PENJUALAN: '1.000' } } });
    const [row] = await db().select().from(paraSystem).where(eq(paraSystem.key, 'PEMBULATAN_PENJUALAN'));
    expect(row.value).toBe('1000');
  });

  it('lets only head office OWN and SU set the WhatsApp gateway; MU and DEV are refused, writing nothing (issue 25 point 5)', async () => {
    const stored = async () => (await db().select({ key: paraSystem.key, value: paraSystem.value }).from(paraSystem)).sort((a, b) => a.key.localeCompare(b.key));
    const before = await stored();
    for (const level of ['MU', 'DEV'] as const) {
      for (const settings of [{ WHATSAPP_GATEWAY_URL: 'https://wa.example.com' } as Record<string, string>, { WHATSAPP_GATEWAY_TOKEN: 'curian' }, { WHATSAPP_GATEWAY_ALLOWED_HOSTS: '127.0.0.1' },
        { CICILAN_MODULE: 'false', WHATSAPP_GATEWAY_URL: 'http://127.0.0.1:5432' }]) {
        await expect(updateSettings({ ctx: as(level), input: { settings } })).rejects.toMatchObject({ kind: 'forbidden', messageKey: 'waGatewayOwnerOnly' });
      }
      // The rest of Setting System stays theirs.
      await updateSettings({ ctx: as(level), input: { settings: { TEMPLATE_WA: `Nota {no_faktur} ${level}` } } });
    }
    expect((await stored()).filter((row) => row.key.startsWith('WHATSAPP_GATEWAY'))).toEqual(before.filter((row) => row.key.startsWith('WHATSAPP_GATEWAY')));
    for (const level of ['OWN', 'SU'] as const) {
      await updateSettings({ ctx: as(level), input: { settings: { WHATSAPP_GATEWAY_URL: `https://wa-${level.toLowerCase()}.example.com/api`, WHATSAPP_GATEWAY_TOKEN: `token-${level}` } } });
      const rows = await db().select().from(paraSystem).where(eq(paraSystem.key, 'WHATSAPP_GATEWAY_URL'));
      expect(rows[0]).toMatchObject({ value: `https://wa-${level.toLowerCase()}.example.com/api`, updatedBy: level.toLowerCase() });
    }
  });

  it('refuses a gateway at a loopback, private, link-local or metadata address unless the allow-list names its host (issue 25 point 5)', async () => {
    const own = as('OWN');
    for (const url of ['http://127.0.0.1:5432', 'http://2130706433/', 'http://0x7f.1/', 'http://[::1]:3000', 'http://0.0.0.0/', 'http://169.254.169.254/latest',
      'http://192.168.1.20:3000', 'http://100.64.0.1/', 'http://localhost:3000', 'http://[::ffff:127.0.0.1]/']) {
      await expect(updateSettings({ ctx: own, input: { settings: { WHATSAPP_GATEWAY_URL: url } } }), url)
        .rejects.toMatchObject({ kind: 'validation', messageKey: 'waGatewayPrivat', field: 'WHATSAPP_GATEWAY_URL' });
    }
    await expect(updateSettings({ ctx: own, input: { settings: { WHATSAPP_GATEWAY_URL: 'file:///etc/passwd' } } })).rejects.toMatchObject({ messageKey: 'waGatewayInvalid' });
    // The on-premise gateway, named by the allow-list in the same save.
    await updateSettings({ ctx: own, input: { settings: { WHATSAPP_GATEWAY_URL: 'http://192.168.1.20:3000', WHATSAPP_GATEWAY_ALLOWED_HOSTS: '192.168.1.20' } } });
    const [row] = await db().select().from(paraSystem).where(eq(paraSystem.key, 'WHATSAPP_GATEWAY_URL'));
    expect(row.value).toBe('http://192.168.1.20:3000');
  });

  it('changes only the settings a save names: a form without the module switches turns no module off (issue 25 point 7)', async () => {
    const flags = async () => Object.fromEntries((await db().select({ key: paraSystem.key, value: paraSystem.value }).from(paraSystem))
      .filter((row) => row.key.endsWith('_MODULE')).map((row) => [row.key, row.value]));
    const before = await flags();
    expect(before.CICILAN_MODULE).toBe('true');
    // A form that names only a rounding step, as the action reads it.
    const form = new FormData();
    form.set('PEMBULATAN_PENJUALAN', '1.000');
    await updateSettings({ ctx: as('OWN'), input: { settings: settingsFromForm(form) } });
    expect(await flags()).toEqual(before);
    // One switch named off (its hidden field), one on (hidden "false" then the checkbox's "on"): only those two change.
    const two = new FormData();
    two.append('CICILAN_MODULE', 'false');
    two.append('RFID_MODULE', 'false');
    two.append('RFID_MODULE', 'on');
    await updateSettings({ ctx: as('OWN'), input: { settings: settingsFromForm(two) } });
    expect(await flags()).toEqual({ ...before, CICILAN_MODULE: 'false', RFID_MODULE: 'true' });
  });
});
