import type { GrantSubject } from '@/lib/auth/otorisasi-subject';

/**
 * What a BATAL_TITIP grant approves: the deposit's number, the money it holds (before) and what goes back to the
 * customer (after; the rest is forfeited). The screen asks with what it shows; cancelTitipan spends the grant only
 * for the same deposit and refund.
 */
export const cancelDepositSubject = (noTitip: string, dpRp: number, refundRp: number): GrantSubject =>
  ({ document: noTitip, lines: [{ ref: '', what: 'batal', before: String(dpRp), after: String(refundRp) }] });
