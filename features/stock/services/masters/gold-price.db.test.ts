import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '@/tests/support/db';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { hargaEmas } from '../../schema';
import { readGoldPrices } from '@/features/stock';

const { db } = useDemoDatabase();

describe('readGoldPrices: the gold price in force', () => {
  it('is, per jenis, the latest row not after the moment, with its sale and buy price', async () => {
    await db().insert(jenis).values([
      { kodeDept: 'UJI1', namaDept: 'Uji Satu', kadar: '75.00', createdBy: 'test', updatedBy: 'test' },
      { kodeDept: 'UJI2', namaDept: 'Uji Dua', kadar: '37.50', createdBy: 'test', updatedBy: 'test' },
    ]);
    await db().insert(hargaEmas).values([
      { kodeDept: 'UJI1', hargaJual: 1_000_000, hargaBeli: 900_000, createdAt: new Date('2026-01-01T01:00:00Z'), createdBy: 'test' },
      { kodeDept: 'UJI2', hargaJual: 500_000, hargaBeli: 450_000, createdAt: new Date('2026-01-10T01:00:00Z'), createdBy: 'test' },
      { kodeDept: 'UJI1', hargaJual: 1_100_000, hargaBeli: 990_000, createdAt: new Date('2026-02-01T01:00:00Z'), createdBy: 'test' },
    ]);
    const depts = ['UJI1', 'UJI2'];

    const now = await readGoldPrices(db(), { depts });
    expect(now.get('UJI1')).toEqual({ hargaJual: 1_100_000, hargaBeli: 990_000, since: new Date('2026-02-01T01:00:00Z') });
    expect(now.get('UJI2')).toEqual({ hargaJual: 500_000, hargaBeli: 450_000, since: new Date('2026-01-10T01:00:00Z') });

    const mid = await readGoldPrices(db(), { depts, at: new Date('2026-01-15T00:00:00Z') });
    expect(mid.get('UJI1')).toMatchObject({ hargaJual: 1_000_000, hargaBeli: 900_000 });
    expect(mid.get('UJI2')).toMatchObject({ hargaJual: 500_000, hargaBeli: 450_000 });

    // The moment a row was set is already its price; a jenis without a row by then has none.
    const atChange = await readGoldPrices(db(), { depts, at: new Date('2026-02-01T01:00:00Z') });
    expect(atChange.get('UJI1')).toMatchObject({ hargaJual: 1_100_000 });
    const early = await readGoldPrices(db(), { depts, at: new Date('2026-01-05T00:00:00Z') });
    expect([...early.keys()]).toEqual(['UJI1']);

    expect((await readGoldPrices(db(), { depts: [] })).size).toBe(0);
    expect((await readGoldPrices(db())).get('UJI1')).toMatchObject({ hargaJual: 1_100_000 });
  });
});
