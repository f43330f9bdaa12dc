import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '@/tests/support/db';

const { db } = useDemoDatabase();

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

describe('the demo installation\'s transfers and counts, posted through Pindah Barang\'s and Stock Opname\'s own steps', () => {
  it('has its 228 transfers of 728 items, each with its ledger document of the same number, date and items, and leaves every item in its last transfer\'s tray', async () => {
    expect(await rows(sql`select (select count(*)::int from pindah_barang) as transfers, (select count(*)::int from pindah_barang_detail) as lines`))
      .toEqual([{ transfers: 228, lines: 728 }]);
    // A transfer and its document: the same number, moment, shop and items, every item moved to the transfer's tray.
    expect(await rows(sql`
      select count(*)::int as n from pindah_barang p
        join stok_dokumen d on d.no_dokumen = p.no_pindah and d.jenis_dokumen = 'PINDAH_BARANG'
       where d.kode_toko = p.kode_toko and d.created_at = p.tanggal and d.jumlah_mutasi = p.total_qty
         and p.total_qty = (select count(*) from pindah_barang_detail l where l.no_pindah = p.no_pindah)
         and p.total_qty = (select count(*) from mutasi_stok m where m.dokumen_id = d.id and m.jenis_mutasi = 'MOVED' and m.ke_baki = p.kode_baki)`))
      .toEqual([{ n: 228 }]);
    expect(await rows(sql`select count(*)::int as n, sum(jumlah_mutasi)::int as entries from stok_dokumen where jenis_dokumen = 'PINDAH_BARANG'`))
      .toEqual([{ n: 228, entries: 728 }]);
    const misplaced = await rows(sql`
      select b.kode_barcode from barang b
        join lateral (select p.kode_baki from pindah_barang_detail l join pindah_barang p on p.no_pindah = l.no_pindah
                       where l.kode_barcode = b.kode_barcode order by p.tanggal desc limit 1) last on true
       where b.kode_baki <> last.kode_baki`);
    expect(misplaced).toEqual([]);
  });

  it('has one closed count a shop: its tray\'s items all found but one, adjusted to MISSING by the count\'s own document, and one scan from another tray', async () => {
    const counts = await rows<Record<string, unknown>>(sql`
      select o.kode_toko, o.status, o.created_by, o.approved_by, o.closed_at - o.created_at = interval '45 minutes' as closed_after_45_minutes,
             (select count(*)::int from stock_opname_item i where i.no_opname = o.no_opname and i.hasil = 'FOUND') as found,
             (select count(*)::int from stock_opname_item i where i.no_opname = o.no_opname and i.hasil = 'MISSING') as missing,
             (select count(*)::int from stock_opname_scan s where s.no_opname = o.no_opname
                 and not exists (select 1 from stock_opname_item i where i.no_opname = s.no_opname and i.kode_barcode = s.kode_barcode)) as foreign_scans,
             (select count(*)::int from mutasi_stok m join barang b on b.kode_barcode = m.kode_barcode
               where m.dokumen_id = d.id and m.jenis_mutasi = 'ADJUSTED' and b.status = 'MISSING') as adjusted,
             d.created_at = o.closed_at as documented_at_close
        from stock_opname o join stok_dokumen d on d.id = o.dokumen_id and d.no_dokumen = o.no_opname and d.jenis_dokumen = 'STOCK_OPNAME'
       order by o.kode_toko`);
    const closed = { status: 'CLOSED', closed_after_45_minutes: true, missing: 1, foreign_scans: 1, adjusted: 1, documented_at_close: true };
    expect(counts).toEqual([
      { kode_toko: 'CAB01', created_by: 'spv', approved_by: 'spv', found: 8, ...closed },
      { kode_toko: 'CAB02', created_by: 'spv2', approved_by: 'spv2', found: 4, ...closed },
      { kode_toko: 'PUSAT', created_by: 'owner', approved_by: 'owner', found: 6, ...closed },
    ]);
  });
});
