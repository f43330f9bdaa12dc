import { milligramsToGrams, toMilligrams } from '@/lib/format/grams';

/**
 * A repair's figures, one owner for the screens' previews and the kernel: the grams a piece gained or lost, what the
 * gold added costs (by the gram at the day's sale price of its jenis, rounded half up to a whole Rupiah; gold lost
 * is not paid back), and what is left to pay at pickup.
 */
export function weightChange(beratMasuk: string, beratKeluar: string): string {
  return milligramsToGrams(toMilligrams(beratKeluar) - toMilligrams(beratMasuk));
}

/** 0.250 g added × Rp 1.000.000 = Rp 250.000; 0.001 g × Rp 1.499 = Rp 1,499 → Rp 1; lost grams cost nothing. */
export function goldAddedPrice(beratMasuk: string, beratKeluar: string, hargaPerGram: number): number {
  const added = toMilligrams(beratKeluar) - toMilligrams(beratMasuk);
  if (added <= 0n) return 0;
  return Number((added * BigInt(hargaPerGram) + 500n) / 1000n);
}

/** What the customer still pays at pickup: the work and the gold added, less the down payment. */
export function pickupRemainder(ticket: { biayaAkhir: number; hargaEmasTambah: number; uangMuka: number }): number {
  return ticket.biayaAkhir + ticket.hargaEmasTambah - ticket.uangMuka;
}

/** A piece's custody barcode: the ticket's number and the line's place in it (`SV-CAB01-261127-0001-1`). */
export const serviceBarcodeOf = (noService: string, urutan: number) => `${noService}-${urutan}`;
