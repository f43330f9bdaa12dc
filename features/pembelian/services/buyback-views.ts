import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A shop's active buybacks as subqueries other features compose into one statement (issue 26: they read the buyback
 * through these, never its tables). `onDay` narrows by the buyback's time column as the caller needs.
 */

/** Each transfer paid out: sumber, dokumen, tanggal, arah (KELUAR), jumlah, no_rekening, keterangan (the customer). */
export function buybackNonCashPayments(kodeToko: string, onDay: (column: SQL) => SQL): SQL {
  return sql`
    select 'PEMBELIAN_TRANSFER' as sumber, b.no_faktur_beli as dokumen, b.tanggal, 'KELUAR' as arah, b.bayar_transfer as jumlah,
           b.no_rekening_transfer as no_rekening, b.nama_customer as keterangan
      from pembelian b where b.kode_toko = ${kodeToko} and b.status = 'AKTIF' and b.bayar_transfer > 0 and ${onDay(sql`b.tanggal`)}`;
}

/** Per jenis and Jakarta day (`day` of the time column) in [start, end): kode_dept, tanggal, qty (pieces), total (Rupiah). */
export function buybacksPerJenisPerDay(kodeToko: string, start: Date, end: Date, day: (column: SQL) => SQL): SQL {
  return sql`
    select bd.kode_dept, ${day(sql`b.tanggal`)} as tanggal, count(*)::int as qty, sum(bd.harga)::bigint as total
      from pembelian b join pembelian_detail bd on bd.no_faktur_beli = b.no_faktur_beli
     where b.kode_toko = ${kodeToko} and b.status = 'AKTIF' and b.tanggal >= ${start} and b.tanggal < ${end} group by 1, 2`;
}

/** Every active buyback's shop, time, value and grams (kode_toko, tanggal, total_harga, total_berat): the dashboard's figures. */
export function activeBuybackTotals(): SQL {
  return sql`select b.kode_toko, b.tanggal, b.total_harga, b.total_berat from pembelian b where b.status = 'AKTIF'`;
}
