// Pure (no server code): the lending screen previews with it and postHutang posts with it, so both agree by construction.
import { toScaled } from '@/lib/format/decimal';
import { addDays, appraisal, interestDue, interestPerDay, plafondOf } from '@/lib/pricing/loan';

export type RateBand = { jumlahDari: number; jumlahSampai: number; hariDari: number; hariSampai: number; bunga: string };
export type PlafondBand = { kadarDari: string; kadarSampai: string; persen: string };
export type PokokMode = 'NOMINAL' | 'HARGA_EMAS' | null;

/** What the shop's settings and parameters say about a new loan (read on the server, sent to the screen). */
export type LoanParameters = {
  /** Gold price per gram per jenis for the appraisal: the BUY price in force. */
  hargaEmas: Record<string, number>;
  /** Null when PLAFOND_HUTANG_MODULE is off. */
  plafondBands: PlafondBand[] | null;
  /** Null when PARAMETER_BUNGA_HUTANG_MODULE is off (the rate is typed). */
  rateBands: RateBand[] | null;
  pokokMode: PokokMode;
  /** Principal per gram of gold per jenis (NOMINAL). */
  pokokPerGram: Record<string, number>;
  lamaHari: number;
  masaTenggangHari: number;
  biayaAdmin: number;
};

/**
 * The interest band of an amount and a term: both within the band's bounds; of several, the one starting highest
 * (amount, then term), so a narrower band set inside a wider one wins. Null: none, "new interest required".
 */
export function rateBandOf(bands: readonly RateBand[], amount: number, days: number): RateBand | null {
  const fits = bands.filter((band) => band.jumlahDari <= amount && amount <= band.jumlahSampai && band.hariDari <= days && days <= band.hariSampai);
  fits.sort((a, b) => b.jumlahDari - a.jumlahDari || b.hariDari - a.hariDari);
  return fits[0] ?? null;
}

/** The plafond share of a kadar: the band containing it (the highest-starting of several), else "0": no band, no plafond. */
export function plafondShareOf(bands: readonly PlafondBand[], kadar: string): string {
  const value = toScaled(kadar, 2);
  const fits = bands.filter((band) => toScaled(band.kadarDari, 2) <= value && value <= toScaled(band.kadarSampai, 2));
  fits.sort((a, b) => Number(toScaled(b.kadarDari, 2) - toScaled(a.kadarDari, 2)));
  return fits[0]?.persen ?? '0';
}

export type QuoteItem = { kodeDept: string; berat: string; kadar: string };

/**
 * A loan's figures from its items, what the cashier typed and the parameters: per item the gold price and appraisal,
 * the plafond, the principal (typed, or fixed by the principal parameter), the monthly rate (typed, or the band's),
 * the interest per day and per 30 days, the fee, what is paid out, and the due and auction days from `today`.
 * Every formula is lib/pricing/loan's.
 */
export function quoteLoan(parameters: LoanParameters, input: { items: QuoteItem[]; jumlahHutang?: number; bunga?: string; today: string }) {
  const lines = input.items.map((item) => {
    const hargaEmas = parameters.hargaEmas[item.kodeDept] ?? 0;
    const taksiran = hargaEmas > 0 && item.berat ? appraisal(item.berat, hargaEmas) : 0;
    return { hargaEmas, taksiran, persen: parameters.plafondBands && item.kadar ? plafondShareOf(parameters.plafondBands, item.kadar) : '0' };
  });
  const totalTaksiran = lines.reduce((sum, line) => sum + line.taksiran, 0);
  const plafond = parameters.plafondBands ? plafondOf(lines) : null;
  const jumlahHutang = parameters.pokokMode === 'HARGA_EMAS' ? totalTaksiran
    : parameters.pokokMode === 'NOMINAL' ? input.items.reduce((sum, item) => sum + (item.berat ? appraisal(item.berat, parameters.pokokPerGram[item.kodeDept] ?? 0) : 0), 0)
      : (input.jumlahHutang ?? 0);
  const bunga = parameters.rateBands ? rateBandOf(parameters.rateBands, jumlahHutang, parameters.lamaHari)?.bunga ?? null : (input.bunga ?? null);
  const bungaRp = bunga && jumlahHutang > 0 ? interestPerDay(jumlahHutang, bunga) : 0;
  const tglJatuhTempo = addDays(input.today, parameters.lamaHari);
  return {
    lines, totalTaksiran, plafond, jumlahHutang, bunga, bungaRp, bungaBulan: interestDue(bungaRp, 30),
    biayaAdmin: parameters.biayaAdmin, dibayarkan: Math.max(jumlahHutang - parameters.biayaAdmin, 0),
    needsGrant: plafond !== null && jumlahHutang > plafond,
    lamaHari: parameters.lamaHari, masaTenggangHari: parameters.masaTenggangHari, tglJatuhTempo, tglLelang: addDays(tglJatuhTempo, parameters.masaTenggangHari),
  };
}
export type LoanQuote = ReturnType<typeof quoteLoan>;
