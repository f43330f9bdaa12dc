import { cancelSubject, type GrantSubject } from '@/lib/auth/otorisasi-subject';

/**
 * What a DISKON_BUNGA_HUTANG grant approves: the loan, and its interest before and after the discount (so the
 * discount itself). The screen asks with what it shows; redeemHutang spends the grant only for the same figures.
 */
export const interestDiscountSubject = (noFakturHutang: string, bungaPinjam: number, diskonBunga: number): GrantSubject =>
  ({ document: noFakturHutang, lines: [{ ref: '', what: 'bungaHutang', before: String(bungaPinjam), after: String(bungaPinjam - diskonBunga) }] });

/** What a BATAL_PELUNASAN_HUTANG grant approves: the redemption's number and the money that goes back. */
export const cancelRedemptionSubject = (noPelunasan: string, totalBayar: number): GrantSubject => cancelSubject(noPelunasan, totalBayar);
