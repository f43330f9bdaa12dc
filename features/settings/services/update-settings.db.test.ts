import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Level } from '@/lib/auth/levels';
import { contextFor } from '@/tests/support/contexts';
import { paraSystem } from '@/lib/db/schema';
import { useDemoDatabase } from '@/tests/support/db';
import { updateSettings } from './update-settings';

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
});
