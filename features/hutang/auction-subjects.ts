import type { GrantSubject } from '@/lib/auth/otorisasi-subject';
import { auctionSplit } from '@/lib/pricing/loan';

/**
 * What a LELANG_HUTANG grant approves: the loan, the way (JUAL or STOK), the proceeds (what the buyer paid, or the
 * value the items go into stock at), what was due (principal + interest so far), and the surplus owed to the customer
 * or the loss on the principal, from the same split the posting makes. The screen asks with the figures it shows;
 * auctionHutang spends the grant only for the same figures it computes again.
 */
export function auctionSubject(noFakturHutang: string, cara: 'JUAL' | 'STOK', jumlahHutang: number, bungaPinjam: number, proceeds: number): GrantSubject {
  const { kelebihan, kerugian } = auctionSplit(jumlahHutang, bungaPinjam, proceeds);
  return {
    document: noFakturHutang,
    lines: [
      { ref: '', what: 'caraLelang', after: cara },
      { ref: '', what: 'hasilLelang', after: String(proceeds) },
      { ref: '', what: 'tagihanHutang', after: String(jumlahHutang + bungaPinjam) },
      kerugian > 0 ? { ref: '', what: 'kerugianLelang', after: String(kerugian) } : { ref: '', what: 'kelebihanLelang', after: String(kelebihan) },
    ],
  };
}

/** What a BAYAR_KELEBIHAN_LELANG grant approves: the auction's settlement and the surplus paid out of the shop. */
export const surplusPayoutSubject = (noLelang: string, kelebihanLelang: number): GrantSubject =>
  ({ document: noLelang, lines: [{ ref: '', what: 'kelebihanLelang', after: String(kelebihanLelang) }] });
