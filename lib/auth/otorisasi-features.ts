/**
 * The actions that need a supervisor's authorization (§2.6), each a key of `otorisasi.features.<key>`. The action checks
 * and uses the grant on the server (grant.ts), so a direct POST cannot skip the dialog.
 */
export const OTORISASI_FEATURES = [
  'HAPUS_PARAMETER_HARGA_BELI', 'CETAK_ULANG_PINDAH_BARANG', 'CETAK_ULANG_KIRIM_UANG', 'HANCUR_BARANG', 'TUTUP_STOCK_OPNAME', 'BATAL_PENERIMAAN_BARANG',
  'UBAH_HARGA_JUAL', 'CETAK_ULANG_PENJUALAN', 'BATAL_PENJUALAN', 'HARGA_BELI_DI_ATAS_BATAS', 'TOLERANSI_BERAT_PEMBELIAN',
  'CETAK_ULANG_PEMBELIAN', 'BATAL_PEMBELIAN', 'HANCUR_PEMBELIAN', 'TUTUP_TOKO',
  // A change to what makes an item's price (Data Barang) by a level below LEVEL_UBAH_HARGA_BARANG (decision 026).
  'UBAH_HARGA_BARANG',
  // Pawn loans (issue 27): a loan above the plafond, a discount on interest, a cancelled redemption, a slip printed again.
  'PLAFOND_HUTANG', 'DISKON_BUNGA_HUTANG', 'BATAL_PELUNASAN_HUTANG', 'CETAK_ULANG_HUTANG',
  // Orders (issue 28): a cancelled order, its down payment refunded and/or forfeited.
  'BATAL_PESANAN',
  // Lelang Hutang: an auction of a pledge (sold or into stock), and paying its surplus out to the customer.
  'LELANG_HUTANG', 'BAYAR_KELEBIHAN_LELANG',
  // Deposits (issue 28): a deposit cancelled, its money refunded or forfeited.
  'BATAL_TITIP',
  // Repairs (issue 28): a ticket cancelled, its down payment refunded or forfeited.
  'BATAL_SERVICE',
] as const;
export type OtorisasiFeature = (typeof OTORISASI_FEATURES)[number];

export const isOtorisasiFeature = (value: unknown): value is OtorisasiFeature => OTORISASI_FEATURES.includes(value as OtorisasiFeature);

/** Levels whose user name and password, fingerprint or QR decision authorizes (§2.6, §6: supervisors and owners). */
export const APPROVER_LEVELS = ['SPV', 'OWN'] as const;

/** A QR request waits this long for a decision; a grant must be used this soon after it was given. */
export const QR_TTL_MS = 3 * 60_000;
export const GRANT_TTL_MS = 5 * 60_000;
