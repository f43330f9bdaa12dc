/**
 * An order, a deposit or a repair ticket as the counter's printing (features/nota) prints and sends it: plain data,
 * no server code, filled by the owning feature from its own tables (`readOrderSlip`, `readDepositSlip`,
 * `readRepairSlip`). One shape for the three, so one layout prints them; the labels are keys of the `counterSlip`
 * messages, so the feature names what a row means and the nota words it in the user's language.
 */
export type CustodySlipKind = 'pesanan' | 'titipan' | 'service';

/** The slip's title by the document's stage: what just happened to it (taken, paid, arrived, picked up, sold, completed, cancelled). */
export type CustodySlipTitle =
  | 'pesananDiterima' | 'pesananTiba' | 'pesananDiambil' | 'pesananBatal'
  | 'titipanDiterima' | 'titipanTerjual' | 'titipanBatal'
  | 'serviceDiterima' | 'serviceSelesai' | 'serviceDiambil' | 'serviceBatal';

/** The labels a feature may put on a header row or a money row. */
export type CustodySlipLabel =
  | 'tglTarget' | 'tglEstimasi' | 'tglSelesai' | 'tglDiambil' | 'tglJual' | 'tglBatal' | 'noPenjualan' | 'noBatal' | 'alasanBatal' | 'tukang'
  | 'estimasiHarga' | 'hargaAkhir' | 'hargaBarang' | 'ppn' | 'totalHarga' | 'estimasiBiaya' | 'biayaService' | 'hargaEmasTambah' | 'totalBiaya'
  | 'uangMuka' | 'pembayaran' | 'dipakai' | 'dikembalikan' | 'hangus' | 'totalDibayar' | 'sisaBayar' | 'pelunasan' | 'bayarTunai' | 'bayarTransfer';

export type CustodySlipLine = {
  /** What the piece is (an order's description, the deposit item's name, the repair piece's description). */
  nama: string;
  /** Its jenis and kadar (an order's line), its jenis (a repair's piece) or its barcode (a deposit's item): the line under the name. */
  keterangan: string;
  /** Exact grams, 3 decimals: ordered, held, or weighed in. */
  berat: string;
  /** The weight it came back with (an arrived order piece, a repaired piece weighed out); null before. */
  beratAkhir: string | null;
  /** The line's price (estimate or final); null when a line has none (a repair piece). */
  harga: number | null;
};

export type CustodySlipData = {
  kind: CustodySlipKind;
  nomor: string;
  status: string;
  title: CustodySlipTitle;
  toko: { kodeToko: string; namaToko: string; alamatToko: string };
  /** When the document was made, Asia/Jakarta yyyy-MM-dd HH:mm:ss. */
  tanggal: string;
  kasir: string;
  sales: string;
  customer: { nama: string; alamat: string; noHp: string };
  /** Header rows after the customer (target date, the sale's number, the cancellation's reason…). */
  info: { label: CustodySlipLabel; value: string }[];
  lines: CustodySlipLine[];
  totalBerat: string;
  /** The weight out, once known (sum of `beratAkhir`). */
  totalBeratAkhir: string | null;
  /** The figures: prices, what was paid (each payment its own row), what is left; `nomor` names a payment's receipt. */
  money: { label: CustodySlipLabel; value: number; nomor?: string; bold?: boolean }[];
};
