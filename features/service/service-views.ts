import { sql, type SQL } from 'drizzle-orm';

/** The repairs the dashboard counts (kode_toko, tanggal, total_harga, total_berat): every ticket but the cancelled. */
export function serviceTotals(): SQL {
  return sql`select sv.kode_toko, sv.tanggal, sv.total_harga, sv.total_berat from service sv where sv.status <> 'BATAL'`;
}
