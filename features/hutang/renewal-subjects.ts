import type { GrantSubject } from '@/lib/auth/otorisasi-subject';

/**
 * What a PLAFOND_HUTANG grant approves at a renewal: renewing this loan into a new principal above this plafond. The
 * form asks with the figures it shows; renewHutang spends the grant only for the same loan, amount and plafond.
 */
export const renewalPlafondSubject = (noFakturHutang: string, jumlahHutang: number, plafond: number): GrantSubject =>
  ({ document: noFakturHutang, lines: [{ ref: '', what: 'pinjaman', after: String(jumlahHutang), limit: String(plafond) }] });
