import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { findSales } from '@/features/penjualan/services/find-sales';
import { JAKARTA_TZ } from '@/lib/time/jakarta';
import { findPembelian } from './find-pembelian';

const { db } = useDemoDatabase();
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });

/** The shop's documents of a table in the list's order (newest first), read by hand in SQL. */
const newestFirst = async (table: 'penjualan' | 'pembelian', nomor: string, where = 'true') =>
  ((await db().execute(sql.raw(`select ${nomor} as nomor from ${table} where kode_toko = 'CAB01' and ${where} order by tanggal desc, ${nomor} desc`))).rows as { nomor: string }[])
    .map((row) => row.nomor);

describe('Lihat Penjualan and Lihat Pembelian: one list shape', () => {
  it('page alike: the same input, { data, meta }, newest first, a page past the end answers the last', async () => {
    const lists = [
      { all: await newestFirst('penjualan', 'no_faktur_jual'), read: async (input: object) => {
        const page = await findSales({ ctx: spv, input });
        return { nomors: page.data.map((row) => row.nomor), meta: page.meta };
      } },
      { all: await newestFirst('pembelian', 'no_faktur_beli'), read: async (input: object) => {
        const page = await findPembelian({ ctx: spv, input });
        return { nomors: page.data.map((row) => row.noFakturBeli), meta: page.meta };
      } },
    ];
    for (const { all, read } of lists) {
      expect(all.length).toBeGreaterThan(10);
      // The default page: 25 rows.
      expect(await read({})).toEqual({ nomors: all.slice(0, 25), meta: { total: all.length, page: 1, pageSize: 25 } });
      expect(await read({ page: 2, pageSize: 10 })).toEqual({ nomors: all.slice(10, 20), meta: { total: all.length, page: 2, pageSize: 10 } });
      const last = Math.ceil(all.length / 10);
      expect(await read({ page: 99_999, pageSize: 10 })).toEqual({ nomors: all.slice((last - 1) * 10), meta: { total: all.length, page: last, pageSize: 10 } });
      // A nota number finds itself.
      expect((await read({ q: all[3].toLowerCase() })).nomors).toEqual([all[3]]);
    }
  });

  it('take the same range of Jakarta days, either end open', async () => {
    const [{ day }] = (await db().execute(sql.raw(`select (max(tanggal) at time zone '${JAKARTA_TZ}')::date::text as day from pembelian where kode_toko = 'CAB01'`))).rows as { day: string }[];
    const onDay = `(tanggal at time zone '${JAKARTA_TZ}')::date = '${day}'`;
    const sales = await newestFirst('penjualan', 'no_faktur_jual', onDay);
    const buys = await newestFirst('pembelian', 'no_faktur_beli', onDay);
    expect((await findSales({ ctx: spv, input: { dari: day, sampai: day, pageSize: 100 } })).data.map((row) => row.nomor)).toEqual(sales.slice(0, 100));
    expect((await findPembelian({ ctx: spv, input: { dari: day, sampai: day, pageSize: 100 } })).data.map((row) => row.noFakturBeli)).toEqual(buys.slice(0, 100));
    expect((await findPembelian({ ctx: spv, input: { dari: day } })).meta.total)
      .toBe((await newestFirst('pembelian', 'no_faktur_beli', `(tanggal at time zone '${JAKARTA_TZ}')::date >= '${day}'`)).length);
  });

  it('refuse a page size no list offers', async () => {
    await expect(findSales({ ctx: spv, input: { pageSize: 7 } })).rejects.toMatchObject({ kind: 'validation' });
    await expect(findPembelian({ ctx: spv, input: { pageSize: 7 } })).rejects.toMatchObject({ kind: 'validation' });
  });
});
