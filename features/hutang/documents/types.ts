// The loan documents as the counter's printing (features/nota) reads them: plain data, no server code, so the slip
// layouts and their tests use them too.

/** The shop a document is printed for. */
export type LoanShop = { kodeToko: string; namaToko: string; alamatToko: string };

/** A pledged item as the loan slip prints it. Weights exact, 3 decimals; kadar a percent ("75.00"). */
export type LoanSlipItem = {
  namaBarang: string;
  /** The jenis' name (or code when it is gone). */
  jenis: string;
  beratKotor: string | null;
  berat: string;
  kadar: string | null;
  /** The condition's name (or code). */
  kondisi: string;
  taksiran: number;
};

/** Surat Bukti Gadai: a loan with its customer, pledged items, figures and dates, as it was made. */
export type LoanSlipData = {
  noFakturHutang: string;
  status: string;
  toko: LoanShop;
  /** Asia/Jakarta, yyyy-MM-dd HH:mm:ss. */
  tanggal: string;
  customer: { nama: string; alamat: string; noHp: string; noKtp: string };
  items: LoanSlipItem[];
  totalTaksiran: number;
  jumlahHutang: number;
  biayaAdmin: number;
  /** What the customer was paid: the principal less the admin fee. */
  dibayarkan: number;
  bayar: { tunai: number; transfer: number };
  /** Percent per month. */
  bunga: string;
  /** Interest per day, whole Rupiah. */
  bungaRp: number;
  /** Interest for a month of 30 days. */
  bungaBulan: number;
  lamaHari: number;
  tglJatuhTempo: string | null;
  masaTenggangHari: number;
  tglLelang: string | null;
  /** The appraiser (the salesperson's name, else code). */
  penaksir: string;
  kasir: string;
  /** The loan this one renews, if any. */
  hutangAsal: string | null;
  dicetak: number;
};

/** Bukti Pelunasan: a loan redeemed, what was paid and the items handed back. */
export type RedemptionReceiptData = {
  noPelunasan: string;
  noFakturHutang: string;
  status: string;
  toko: LoanShop;
  /** The loan's day and the redemption's, Asia/Jakarta yyyy-MM-dd HH:mm:ss. */
  tglHutang: string;
  tanggal: string;
  customer: { nama: string; noHp: string; noKtp: string };
  lamaHari: number;
  jumlahHutang: number;
  bungaRp: number;
  /** bungaRp × lamaHari. */
  bungaPinjam: number;
  diskonBunga: number;
  totalBayar: number;
  bayar: { tunai: number; transfer: number };
  items: { namaBarang: string; berat: string; kadar: string | null }[];
  kasir: string;
  dicetak: number;
};

/**
 * Bukti Perpanjangan: a loan renewed into a new one (`readRenewalReceipt` fills it from what the renewal posted).
 * `pokokDibayar` is the principal paid back (negative: principal added, paid out to the customer); `totalBayar` is
 * what the customer paid (interest after discount plus principal paid back), negative when the customer received money.
 */
export type RenewalReceiptData = {
  noPelunasan: string;
  noFakturLama: string;
  noFakturBaru: string;
  toko: LoanShop;
  /** Asia/Jakarta, yyyy-MM-dd HH:mm:ss. */
  tanggal: string;
  customer: { nama: string; noHp: string };
  pokokLama: number;
  lamaHari: number;
  bungaRp: number;
  bungaPinjam: number;
  diskonBunga: number;
  pokokDibayar: number;
  pokokBaru: number;
  /** The new loan's percent per month and interest per day. */
  bungaBaru: string;
  bungaRpBaru: number;
  biayaAdmin: number;
  tglJatuhTempoBaru: string;
  tglLelangBaru: string;
  totalBayar: number;
  bayar: { tunai: number; transfer: number };
  kasir: string;
  /** Prints of the receipt so far (the settlement's `dicetak`). */
  dicetak: number;
};
