import { pesanan, titipUang } from '@/features/pesanan/schema';
import type { ReportColumn } from '@/lib/reports/definition';

/** §3's order row, which Laporan Pesanan and Laporan Batal Pesanan share (sisa_bayar is each report's own). */
export type OrderRow = {
  no_pesanan: string; kode_sales: string; tanggal: Date; total_berat: string; total_qty: number; ongkos: number; total_harga: number;
  jumlah_bayar: number; sisa_bayar: number;
};

/** The order's number, sales and day: the row's first columns. */
export const ORDER_HEAD: ReportColumn<OrderRow>[] = [
  { key: 'no_pesanan', label: 'noPesanan', format: 'text', width: 1.6 },
  { key: 'kode_sales', label: 'sales', format: 'text' },
  { key: 'tanggal', label: 'tglPesan', format: 'date' },
];

/** The order's figures, with totals: weight (2 decimals, §3), pieces, ongkos, price, paid and left. */
export const ORDER_FIGURES: ReportColumn<OrderRow>[] = [
  { key: 'total_berat', label: 'totalBerat', format: 'weight2', total: true },
  { key: 'total_qty', label: 'totalQty', format: 'integer', total: true, width: 0.7 },
  { key: 'ongkos', label: 'ongkos', format: 'money', total: true },
  { key: 'total_harga', label: 'totalHarga', format: 'money', total: true },
  { key: 'jumlah_bayar', label: 'jumlahBayar', format: 'money', total: true },
  { key: 'sisa_bayar', label: 'sisaBayar', format: 'money', total: true },
];

/** The stored fields of the order row (not sisa_bayar). */
export const orderFields = () => ({
  no_pesanan: pesanan.noPesanan, kode_sales: pesanan.kodeSales, tanggal: pesanan.tglPesanan, total_berat: pesanan.totalBerat,
  total_qty: pesanan.totalQty, ongkos: pesanan.ongkos, total_harga: pesanan.totalHarga, jumlah_bayar: pesanan.jumlahBayar,
});

/** §3's deposit row, which Laporan Titip Uang and Laporan Batal Titip share. */
export type DepositRow = { nama_barang: string; berat: string; harga_jual: number; ongkos: number; harga_total: number; dp_rp: number; no_pesanan: string };

export const DEPOSIT_COLUMNS: ReportColumn<DepositRow>[] = [
  { key: 'nama_barang', label: 'namaBarang', format: 'text', width: 1.8 },
  { key: 'berat', label: 'berat', format: 'weight2', total: true },
  { key: 'harga_jual', label: 'hargaJual', format: 'money', total: true },
  { key: 'ongkos', label: 'ongkos', format: 'money', total: true },
  { key: 'harga_total', label: 'hargaTotal', format: 'money', total: true },
  { key: 'dp_rp', label: 'dpRp', format: 'money', total: true },
  { key: 'no_pesanan', label: 'noPesanan', format: 'text', width: 1.6 },
];

export const depositFields = () => ({
  nama_barang: titipUang.namaBarang, berat: titipUang.berat, harga_jual: titipUang.hargaJual, ongkos: titipUang.ongkos,
  harga_total: titipUang.hargaTotal, dp_rp: titipUang.dpRp, no_pesanan: titipUang.noPesanan,
});
