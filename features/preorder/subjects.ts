import type { GrantSubject } from '@/lib/auth/otorisasi-subject';

/**
 * What a BATAL_PESANAN grant approves for a pre-order: the PO, its advance (before) and the cash paid back (after); the
 * rest is forfeited. Lihat Pre Order asks with what it shows; cancelPreOrderService spends the grant only for the same figures.
 */
export const cancelPreOrderSubject = (noPo: string, dibayar: number, uangKembali: number): GrantSubject =>
  ({ document: noPo, lines: [{ ref: '', what: 'batal', before: String(dibayar), after: String(uangKembali) }] });
