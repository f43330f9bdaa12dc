// The nota of a sale or a buyback as every print and message reads it (no server code: the slip layout and the tests use it too).
import type { PrintForm } from '@/lib/documents/print-forms';

export type NotaKind = 'penjualan' | 'pembelian';

/**
 * The pawn documents the counter prints the same way: a loan's Surat Bukti Gadai, a redemption's Bukti Pelunasan, a
 * renewal's Bukti Perpanjangan.
 */
export type LoanDocKind = 'hutang' | 'pelunasan-hutang' | 'perpanjangan-hutang';

/** An order's, a deposit's or a repair ticket's slip (decision 035): printed and sent as its document stands now. */
export type { CustodySlipKind } from '@/lib/documents/custody-slip';
import type { CustodySlipKind } from '@/lib/documents/custody-slip';

/** Every document with the counter's print buttons. */
export type PrintKind = NotaKind | LoanDocKind | CustodySlipKind;

export type NotaLine = {
  kodeBarcode: string;
  namaBarang: string;
  /** The line's description: jenis and kadar for a sale, condition for a buyback. */
  keterangan: string;
  /** Exact grams, 3 decimals. */
  berat: string;
  /** The price per gram the line was priced with (a sale's jenis price, a buyback's buying price); null when not known. */
  hargaPerGram: number | null;
  /** A sale line's ongkos (making fee); null on a buyback. */
  ongkos: number | null;
  /** A sale line sold at the item's fixed price: per gram and ongkos did not make it. */
  hargaTetap: boolean;
  harga: number;
};

/** The forms a nota prints in; each one's first print is free, a second of the same form is a reprint. */
export type NotaForm = PrintForm;

/** Prints per form so far. */
export type NotaPrints = Record<NotaForm, number>;

export type NotaData = {
  kind: NotaKind;
  nomor: string;
  status: string;
  toko: { kodeToko: string; namaToko: string; alamatToko: string };
  /** Asia/Jakarta, yyyy-MM-dd HH:mm:ss. */
  tanggal: string;
  kasir: string;
  sales: string;
  customer: { nama: string; alamat: string; noHp: string };
  lines: NotaLine[];
  jumlahBarang: number;
  totalBerat: string;
  subtotal: number;
  ppnPersen: string;
  ppn: number;
  total: number;
  /** uangMuka: the money the shop held for the sale (an order's down payments, a deposit) applied to it. */
  bayar: { uangMuka?: number; tunai: number; transfer: number; kartu: number };
  /** Cash handed over (a sale's; a buyback pays out, so it is the cash paid). */
  uangDiterima: number;
  kembalian: number;
  /** Prints of every form together. */
  dicetak: number;
  /** Prints per form. */
  cetak: NotaPrints;
};
