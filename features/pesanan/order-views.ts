import { sql, type SQL } from 'drizzle-orm';

/**
 * Orders as subqueries other features compose into one statement (issue 26: they read the order through these, never
 * its tables). Every order not cancelled: its shop, time, value and grams (kode_toko, tanggal, total_harga, total_berat).
 */
export function openOrderTotals(): SQL {
  return sql`select o.kode_toko, o.tgl_pesanan as tanggal, o.total_harga, o.total_berat from pesanan o where o.status <> 'BATAL'`;
}
