import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { barang, stokDokumen } from '@/lib/db/schema/gram-ledger';
import { stockOpname } from '@/features/stock/schema';
import { useDemoDatabase } from '@/tests/support/db';

const { db } = useDemoDatabase();

describe('the demo stock documents', () => {
  it('gives every shop destroyed items and a closed opname with one missing item, the ledger consistent', async () => {
    const destroyed = await db().select({ toko: stokDokumen.kodeToko, n: sql<number>`count(*)::int` }).from(stokDokumen)
      .where(eq(stokDokumen.jenisDokumen, 'HANCUR_BARANG')).groupBy(stokDokumen.kodeToko).orderBy(stokDokumen.kodeToko);
    expect(destroyed).toEqual([{ toko: 'CAB01', n: 2 }, { toko: 'CAB02', n: 2 }, { toko: 'PUSAT', n: 2 }]);
    const counts = await db().select({ toko: stockOpname.kodeToko, status: stockOpname.status }).from(stockOpname).orderBy(stockOpname.kodeToko);
    expect(counts).toEqual([{ toko: 'CAB01', status: 'CLOSED' }, { toko: 'CAB02', status: 'CLOSED' }, { toko: 'PUSAT', status: 'CLOSED' }]);
    expect((await db().select().from(barang).where(eq(barang.status, 'MISSING'))).length).toBe(3);
    // Every document after the items' receipt, 90 days back.
    const [order] = (await db().execute(sql`select count(*)::int as n from mutasi_stok m join mutasi_stok p on p.id = m.sebelumnya_id where m.created_at < p.created_at`)).rows;
    expect(order).toEqual({ n: 0 });
    expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
    expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
  });
});
