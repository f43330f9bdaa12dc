// Test-only helpers of the nota feature: a sale and a buyback written straight into the tables (the counter screens
// are other areas'), and the counter screens' routes counted as built for service tests on a branch that lacks them.
import { canonicalSubject, type GrantSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

export const COUNTER_PATHS = ['/transaksi-penjualan', '/lihat-penjualan', '/transaksi-pembelian', '/lihat-pembelian'];

/**
 * A two-line sale of CAB01 on 2026-11-23 10:15 Jakarta, paid 1,000,000 by transfer and the rest in cash from 5,000,000:
 *   lines at 1,000,000 a gram: 2.150 g + ongkos 350,000 = 2,500,000; 1.300 g + ongkos 10,000 = 1,310,000; together 3,810,000; PPN 1.1 % of 3,810,000 = 41,910; total 3,851,910;
 *   cash applied 3,851,910 − 1,000,000 = 2,851,910; change 5,000,000 − 2,851,910 = 2,148,090.
 */
export async function insertSale(db: Db, nomor = 'JL-CAB01-TEST-0001', noHp = '081234567890') {
  const [sales] = (await db.execute(sql`select kode_sales from sales where kode_toko = 'CAB01' order by kode_sales limit 1`)).rows as { kode_sales: string }[];
  const items = (await db.execute(sql`select kode_barcode, kode_dept from barang where kode_toko = 'CAB01' order by kode_barcode limit 2`)).rows as { kode_barcode: string; kode_dept: string }[];
  await db.execute(sql`insert into penjualan (no_faktur_jual, kode_toko, tanggal, kode_sales, nama_customer, alamat_customer, no_hp_customer,
      total_berat, subtotal, ppn_persen, ppn, total_harga, bayar_tunai, uang_diterima, bayar_transfer, no_rekening_transfer, created_by)
    values (${nomor}, 'CAB01', '2026-11-23T03:15:00Z', ${sales.kode_sales}, 'Ibu Maria Goretti Kusumawardhani Susanto', 'Jl. Cihampelas No. 160, Bandung', ${noHp},
      '3.450', 3810000, '1.10', 41910, 3851910, 2851910, 5000000, 1000000,
      (select no_rekening from rekening where kode_toko = 'CAB01' order by no_rekening limit 1), 'kasir')`);
  const lines = [
    { item: items[0], nama: 'Cincin Emas Kuning Motif Daun Semanggi Bermata Zirkon', berat: '2.150', ongkos: 350000, harga: 2500000 },
    { item: items[1], nama: 'Anting Tusuk', berat: '1.300', ongkos: 10000, harga: 1310000 },
  ];
  for (const [index, line] of lines.entries()) {
    await db.execute(sql`insert into penjualan_detail (no_faktur_jual, urutan, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat,
        harga_per_gram, ongkos, harga_tetap, pembulatan, pembulatan_kebawah, harga_hitung, harga_jual)
      values (${nomor}, ${index + 1}, ${line.item.kode_barcode}, ${line.nama}, 'CINCIN', ${line.item.kode_dept}, '75.00', ${line.berat},
        1000000, ${line.ongkos}, false, 500, false, ${line.harga}, ${line.harga})`);
  }
  return nomor;
}

/** A one-line cash buyback of CAB01: an outside ring of 3.000 g at 950,000 per gram = 2,850,000. */
export async function insertBuyback(db: Db, nomor = 'BL-CAB01-TEST-0001') {
  const [sales] = (await db.execute(sql`select kode_sales from sales where kode_toko = 'CAB01' order by kode_sales limit 1`)).rows as { kode_sales: string }[];
  const [group] = (await db.execute(sql`select kode_group from group_barang order by kode_group limit 1`)).rows as { kode_group: string }[];
  const [dept] = (await db.execute(sql`select kode_dept from jenis order by kode_dept limit 1`)).rows as { kode_dept: string }[];
  await db.execute(sql`insert into pembelian (no_faktur_beli, kode_toko, tanggal, kode_sales, nama_customer, alamat_customer, no_hp_customer,
      total_berat, total_harga, bayar_tunai, created_by)
    values (${nomor}, 'CAB01', '2026-11-23T07:30:00Z', ${sales.kode_sales}, 'Pak Budi', 'Jl. Dago 12', '0812-9999-0000', '3.000', 2850000, 2850000, 'kasir')`);
  await db.execute(sql`insert into pembelian_detail (no_faktur_beli, urutan, kondisi, kelompok_harga, kode_group, kode_dept, nama_barang,
      harga_emas, harga_beli_per_gram, berat_nota, berat, harga_nota, harga_hitung, pembulatan, harga)
    values (${nomor}, 1, 'BAGUS', 'LUAR', ${group.kode_group}, ${dept.kode_dept}, 'Cincin Polos', 1000000, 950000, '3.000', '3.000', 0, 2850000, 1000, 2850000)`);
  return nomor;
}

/** An authorization a supervisor approved for the user and feature, not used yet: its keystore. */
export async function approvedGrant(db: Db, { userId, fitur, keystore, subject }: { userId: string; fitur: string; keystore: string; subject: GrantSubject }) {
  await db.execute(sql`insert into otorisasi (keystore, kode_toko, client, fitur, subject, mode, status, input_by, expires_at, decided_by, decided_at)
    values (${keystore}, 'CAB01', 'test', ${fitur}, ${JSON.stringify(canonicalSubject(subject))}::jsonb, 'QR', 'APPROVED', ${userId}, now() + interval '5 minutes', 'spv', now())`);
  return keystore;
}
