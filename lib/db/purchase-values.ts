/** Conditions of gold bought back from customers (kondisi_beli). */
export const KONDISI_BELI = ['BAGUS', 'KUSAM', 'RUSAK', 'PATAH'] as const;

/** Price groups of purchases (kelompok_harga). */
export const KELOMPOK_HARGA = [
  { kode: 'TOKO', nama: 'Barang Toko Sendiri' },
  { kode: 'LUAR', nama: 'Barang Toko Lain' },
] as const;
