// No 'server-only' marker: the demo generator prices its sales with these too (features/demo).
import { toMilligrams } from '@/lib/format/grams';
import { divideRounded, toScaled } from '@/lib/format/decimal';

/**
 * The counter's sale price formulas, on exact integers: weights in milligrams (BigInt), money in whole Rupiah,
 * percentages in hundredths of a percent. No float touches a price.
 */

/** The item fields a sale price is made of. */
export type SalePriceInput = {
  /** Gold weight, grams as exact text ("3.250"). */
  berat: string;
  /** The jenis' sale price per gram in force (Parameter Harga Emas). */
  hargaPerGram: number;
  /** Making fee per piece. */
  ongkos: number;
  /** A fixed-price item is sold at its own harga_jual. */
  hargaTetap: boolean;
  hargaJual: number;
  /** PEMBULATAN_PENJUALAN (Rupiah, > 0). */
  step: number;
  /** PEMBULATAN_PENJUALAN_KEBAWAH_MODULE. */
  down: boolean;
};

/** `amount` (Rupiah) to a multiple of `step`: up, or down when `down`. An amount on a step stays. */
export function roundToStep(amount: number, step: number, down: boolean): number {
  return Number(roundMilliRupiah(BigInt(amount) * 1000n, BigInt(step), down) / 1000n);
}

/** Thousandths of a Rupiah to a multiple of `step` Rupiah, still in thousandths. */
function roundMilliRupiah(milliRupiah: bigint, step: bigint, down: boolean): bigint {
  const unit = (step > 0n ? step : 1n) * 1000n;
  const steps = milliRupiah / unit + (!down && milliRupiah % unit !== 0n ? 1n : 0n);
  return steps * unit;
}

/**
 * What the formula gives for a line: weight × sale price per gram + ongkos, rounded to the sale step (up, or down);
 * a fixed-price item's own price as it is (a price the shop typed, not a formula to round).
 * 3.250 g × Rp 1.000.001 + Rp 25.000 = Rp 3.275.003,25 → Rp 3.275.500 up, Rp 3.275.000 down (step Rp 500).
 */
export function salePrice(input: SalePriceInput): number {
  if (input.hargaTetap) return input.hargaJual;
  const exact = toMilligrams(input.berat) * BigInt(input.hargaPerGram) + BigInt(input.ongkos) * 1000n;
  return Number(roundMilliRupiah(exact, BigInt(input.step), input.down) / 1000n);
}

/** A percentage as hundredths of a percent: "1.1" → 110n, "1.65" → 165n, "10" → 1000n. */
export function percentHundredths(persen: string | number): bigint {
  return toScaled(String(persen), 2);
}

/**
 * PPN of a sale: subtotal × rate, rounded half up to a whole Rupiah (PMK 48/2023 rates for gold jewellery: 1.1 % for
 * a trader, 1.65 % without complete input tax invoices; 0 when off). Rp 3.275.500 × 1,1 % = Rp 36.030,5 → Rp 36.031.
 */
export function ppnOf(subtotal: number, persen: string | number): number {
  const rate = percentHundredths(persen);
  if (rate <= 0n) return 0;
  return Number(divideRounded(BigInt(subtotal) * rate, 10_000n));
}

/**
 * The highest price a cashier may charge without authorization: the computed price × (1 + limit %), rounded down to a
 * Rupiah (a whole price is above the exact limit exactly when it is above its floor). Rp 3.275.500 at 10 % → Rp 3.603.050.
 */
export function priceLimit(computed: number, batasPersen: string | number): number {
  const rate = percentHundredths(batasPersen);
  return Number((BigInt(computed) * (10_000n + (rate > 0n ? rate : 0n))) / 10_000n);
}

/**
 * The lowest price a cashier may charge without authorization: what the shop would pay back for the gold, weight ×
 * the jenis' buy price per gram, rounded up to a Rupiah (a whole price is below the exact floor exactly when it is
 * below its ceiling). 3.250 g × Rp 900.001 = Rp 2.925.003,25 → Rp 2.925.004.
 */
export function costFloor(berat: string, hargaBeliPerGram: number): number {
  const exact = toMilligrams(berat) * BigInt(hargaBeliPerGram);
  return Number((exact + 999n) / 1000n);
}

/** Whether a price needs a supervisor: above the limit, or below the cost floor. */
export function priceNeedsApproval(price: number, limit: number, floor: number): boolean {
  return price > limit || price < floor;
}

/**
 * Whether a sale line needs UBAH_HARGA_JUAL, the one rule of the server (postSale) and the sale screen's preview: every
 * line, changed by the cashier or not, fixed-price or per gram, is held to the same bounds. The floor is what the shop
 * would pay back for the gold (costFloor: weight × the jenis' buy price in force), so an item whose own price was set
 * below it (a fixed price of Rp 1) cannot leave at that price without a supervisor; the limit is the computed price
 * (a fixed-price item's own price) × (1 + BATAS_KENAIKAN_HARGA_JUAL_PERSEN).
 */
export function saleLineNeedsApproval(line: { hargaJual: number; batasAtas: number; batasBawah: number }): boolean {
  return priceNeedsApproval(line.hargaJual, line.batasAtas, line.batasBawah);
}
