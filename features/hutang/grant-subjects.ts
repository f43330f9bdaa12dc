import type { GrantSubject } from '@/lib/auth/otorisasi-subject';

/**
 * What a PLAFOND_HUTANG grant approves: lending this amount over this plafond. The screen asks with it from the figures
 * it shows; postHutang spends the grant only for the same amount and plafond it computes again.
 */
export const plafondSubject = (jumlahHutang: number, plafond: number): GrantSubject =>
  ({ document: '', lines: [{ ref: '', what: 'pinjaman', after: String(jumlahHutang), limit: String(plafond) }] });
