import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A shop's active sales as subqueries other features' reports and screens compose into one statement (issue 26: they
 * read the sale through these, never its tables). `onDay` narrows by the sale's time column as the caller needs.
 */

/** Each transfer and card payment: sumber, dokumen, tanggal, arah (MASUK), jumlah, no_rekening, keterangan (the customer). */
export function saleNonCashPayments(kodeToko: string, onDay: (column: SQL) => SQL): SQL {
  return sql`
    select 'PENJUALAN_TRANSFER' as sumber, p.no_faktur_jual as dokumen, p.tanggal, 'MASUK' as arah, p.bayar_transfer as jumlah,
           p.no_rekening_transfer as no_rekening, p.nama_customer as keterangan
      from penjualan p where p.kode_toko = ${kodeToko} and p.status = 'AKTIF' and p.bayar_transfer > 0 and ${onDay(sql`p.tanggal`)}
    union all
    select 'PENJUALAN_KARTU', p.no_faktur_jual, p.tanggal, 'MASUK', p.bayar_kartu, p.no_rekening_kartu, p.nama_customer
      from penjualan p where p.kode_toko = ${kodeToko} and p.status = 'AKTIF' and p.bayar_kartu > 0 and ${onDay(sql`p.tanggal`)}`;
}

/** Per jenis and Jakarta day (`day` of the time column) in [start, end): kode_dept, tanggal, qty (pieces), total (Rupiah). */
export function salesPerJenisPerDay(kodeToko: string, start: Date, end: Date, day: (column: SQL) => SQL): SQL {
  return sql`
    select pd.kode_dept, ${day(sql`p.tanggal`)} as tanggal, count(*)::int as qty, sum(pd.harga_jual)::bigint as total
      from penjualan p join penjualan_detail pd on pd.no_faktur_jual = p.no_faktur_jual
     where p.kode_toko = ${kodeToko} and p.status = 'AKTIF' and p.tanggal >= ${start} and p.tanggal < ${end} group by 1, 2`;
}

/** Every active sale's shop, time, value and grams (kode_toko, tanggal, total_harga, total_berat): the dashboard's figures. */
export function activeSaleTotals(): SQL {
  return sql`select p.kode_toko, p.tanggal, p.total_harga, p.total_berat from penjualan p where p.status = 'AKTIF'`;
}
