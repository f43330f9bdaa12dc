import type { GrantSubject } from '@/lib/auth/otorisasi-subject';

/**
 * What a BATAL_PESANAN grant approves: the order, the money it holds (before) and the cash paid back (after); the rest
 * is forfeited. The screen asks with what it shows; cancelPesanan spends the grant only for the same figures.
 */
export const cancelOrderSubject = (noPesanan: string, dibayar: number, uangKembali: number): GrantSubject =>
  ({ document: noPesanan, lines: [{ ref: '', what: 'batal', before: String(dibayar), after: String(uangKembali) }] });
