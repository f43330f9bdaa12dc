// Pure (no server code): the Perpanjang form previews with it and renewHutang posts with it, so both agree by construction.
import { addDays, interestDue, interestPerDay, renewalMoney } from '@/lib/pricing/loan';
import { rateBandOf, type RateBand } from './loan-quote';

/** What the shop's parameters say about renewing one loan today (read on the server, sent to the form). */
export type RenewalTerms = {
  noFakturHutang: string;
  /** The old loan's principal and interest so far (days × Rupiah per day, at least one day). */
  jumlahHutang: number;
  lamaHariBerjalan: number;
  bungaRp: number;
  bungaPinjam: number;
  /** The items' plafond at today's buy price (null: PLAFOND_HUTANG_MODULE off). */
  plafond: number | null;
  /** Null when PARAMETER_BUNGA_HUTANG_MODULE is off: the new rate is typed. */
  rateBands: RateBand[] | null;
  lamaHari: number;
  masaTenggangHari: number;
  /** The Jakarta day of the renewal. */
  today: string;
};

/**
 * A renewal's figures from the terms and what the cashier typed: the new principal (the old one when not typed), the
 * new monthly rate (the band's for the new principal and term when the bands are on, else the typed one; null: "new
 * interest required"), its interest per day and per 30 days, the money (renewalMoney), whether an increase above the
 * plafond needs a grant, and the new due and auction days.
 */
export function quoteRenewal(terms: RenewalTerms, input: { jumlahHutang?: number; bunga?: string; diskonBunga?: number }) {
  const jumlahHutang = input.jumlahHutang && input.jumlahHutang > 0 ? input.jumlahHutang : terms.jumlahHutang;
  const diskonBunga = Math.min(Math.max(input.diskonBunga ?? 0, 0), terms.bungaPinjam);
  const bunga = terms.rateBands ? rateBandOf(terms.rateBands, jumlahHutang, terms.lamaHari)?.bunga ?? null : (input.bunga || null);
  const bungaRp = bunga ? interestPerDay(jumlahHutang, bunga) : 0;
  const money = renewalMoney(terms.jumlahHutang, terms.bungaPinjam, diskonBunga, jumlahHutang);
  const tglJatuhTempo = addDays(terms.today, terms.lamaHari);
  return {
    jumlahHutang, diskonBunga, bunga, bungaRp, bungaBulan: interestDue(bungaRp, 30), ...money,
    needsGrant: terms.plafond !== null && money.tambahPinjaman > 0 && jumlahHutang > terms.plafond,
    lamaHari: terms.lamaHari, masaTenggangHari: terms.masaTenggangHari, tglJatuhTempo, tglLelang: addDays(tglJatuhTempo, terms.masaTenggangHari),
  };
}
export type RenewalQuote = ReturnType<typeof quoteRenewal>;
