import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../tests/support/db';
import { toko } from '@/lib/db/schema/shop';
import { nextDocumentNumber } from './next-number';

const { db } = useTestDatabase({ demo: false });

describe('nextDocumentNumber', () => {
  it('gives twenty concurrent documents of a shop twenty different numbers, per shop, kind and Jakarta day', async () => {
    await db().insert(toko).values([
      { kodeToko: 'K01', namaToko: 'Toko 1', alamatToko: '-' }, { kodeToko: 'K02', namaToko: 'Toko 2', alamatToko: '-' },
    ]);
    // 23:30 in Jakarta on the 23rd is 16:30 UTC; 17:30 UTC is already the 24th there.
    const evening = new Date('2026-11-23T16:30:00Z');
    const numbers = await Promise.all(Array.from({ length: 20 }, () => db().transaction((tx) => nextDocumentNumber(tx, 'K01', 'PINDAH_BARANG', evening))));
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort().at(-1)).toBe('PB-K01-261123-0020');
    expect(await db().transaction((tx) => nextDocumentNumber(tx, 'K02', 'PINDAH_BARANG', evening))).toBe('PB-K02-261123-0001');
    expect(await db().transaction((tx) => nextDocumentNumber(tx, 'K01', 'KIRIM_BARANG', evening))).toBe('KB-K01-261123-0001');
    expect(await db().transaction((tx) => nextDocumentNumber(tx, 'K01', 'PINDAH_BARANG', new Date('2026-11-23T17:30:00Z')))).toBe('PB-K01-261124-0001');
  });

  it('a rolled-back document gives its number back', async () => {
    await db().insert(toko).values({ kodeToko: 'K01', namaToko: 'Toko 1', alamatToko: '-' });
    const at = new Date('2026-11-23T03:00:00Z');
    await db().transaction(async (tx) => {
      await nextDocumentNumber(tx, 'K01', 'STOCK_OPNAME', at);
      tx.rollback();
    }).catch(() => undefined);
    expect(await db().transaction((tx) => nextDocumentNumber(tx, 'K01', 'STOCK_OPNAME', at))).toBe('SO-K01-261123-0001');
    expect((await db().execute(sql`select terakhir from nomor_dokumen`)).rows).toEqual([{ terakhir: 1 }]);
  });
});
