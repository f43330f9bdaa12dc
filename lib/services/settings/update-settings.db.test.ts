import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '../../auth/context';
import { paraSystem } from '../../db/schema';
import { useDemoDatabase } from '../../../tests/support/db';
import { updateSettings } from './update-settings';

const { db } = useDemoDatabase();
const as = (level: string) => ({ user: { userId: level.toLowerCase(), namaUser: '', level } }) as SessionContext;

describe('updateSettings', () => {
  it('stores flags and records who changed them', async () => {
    await updateSettings({ db: db(), ctx: as('OWN'), input: { CICILAN_MODULE: 'false', APP_MODE: 'STOCK_JUAL_MANUAL' } });
    const rows = await db().select().from(paraSystem).where(eq(paraSystem.key, 'CICILAN_MODULE'));
    expect(rows[0]).toMatchObject({ value: 'false', updatedBy: 'own' });
  });

  it('refuses a level that may not change settings, and writes nothing', async () => {
    await expect(updateSettings({ db: db(), ctx: as('KASIR'), input: { CICILAN_MODULE: 'false' } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(updateSettings({ db: db(), ctx: as('SPV'), input: { CICILAN_MODULE: 'false' } })).rejects.toMatchObject({ kind: 'forbidden' });
    const [row] = await db().select().from(paraSystem).where(eq(paraSystem.key, 'CICILAN_MODULE'));
    expect(row.value).toBe('true');
  });

  it('refuses unknown keys', async () => {
    await expect(updateSettings({ db: db(), ctx: as('SU'), input: { NOT_A_FLAG: 'true' } })).rejects.toMatchObject({ kind: 'validation' });
  });
});
