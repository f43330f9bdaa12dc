import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { findCounterGoldPrices } from './counter-gold-prices';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };

describe('the gold price on the counter screens', () => {
  it('shows a cashier and a sales clerk the sale and buy price per gram in force of each jenis, the latest change first to count', async () => {
    const kasir = contextFor('kasir', 'KASIR', shop);
    // Demo prices in force: LM sale Rp 2.148.000/g, buy Rp 2.062.000/g.
    expect((await findCounterGoldPrices({ ctx: kasir })).find((row) => row.kodeDept === 'LM')).toMatchObject({ hargaJual: 2_148_000, hargaBeli: 2_062_000 });
    await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by, created_at)
      values ('LM', 2150000, 2065000, 'owner', '2026-11-26T01:30:00Z')`);
    const prices = await findCounterGoldPrices({ ctx: contextFor('user', 'USER', shop) });
    // 01:30 UTC is 08:30 in Jakarta.
    expect(prices.find((row) => row.kodeDept === 'LM')).toMatchObject({ hargaJual: 2_150_000, hargaBeli: 2_065_000, sejak: '2026-11-26 08:30' });
    expect(prices.map((row) => row.kodeDept)).toEqual([...prices.map((row) => row.kodeDept)].sort());
  });
});
