import { divideRounded, toScaled } from '../format/decimal';
import { toMilligrams } from '../format/grams';

/**
 * The one owner of an item's price (issue 26 point 1): the tag and the label (Tambah Barang stores it), the counter
 * (Transaksi Penjualan), the catalogue app and the sale screen's preview all price with these, on exact integers:
 * weights in milligrams (BigInt), money in whole Rupiah, percentages in hundredths of a percent. No float touches a
 * price, and an amount is rounded once, to the step, from its exact value.
 */

/** How an amount is rounded: to a multiple of `step` whole Rupiah (> 0), up, or down when `down`. */
export type Rounding = { step: number; down: boolean };

/** The item fields a sale price is made of. */
export type SalePriceInput = Rounding & {
  /** Gold weight, grams as exact text ("3.250"). */
  berat: string;
  /** The sale price per gram in force (the jenis' Parameter Harga Emas; the app's global price). */
  hargaPerGram: number;
  /** Making fee per piece (0 in the catalogue app). */
  ongkos: number;
  /** A fixed-price item is sold at its own harga_jual. */
  hargaTetap: boolean;
  hargaJual: number;
};

/** Thousandths of a Rupiah to a multiple of `step` Rupiah, in whole Rupiah: one rounding from the exact amount. */
function roundThousandths(thousandths: bigint, { step, down }: Rounding): number {
  const unit = BigInt(step > 0 ? step : 1) * 1000n;
  const steps = thousandths / unit + (!down && thousandths % unit !== 0n ? 1n : 0n);
  return Number((steps * unit) / 1000n);
}

/** `amount` (Rupiah) to a multiple of `step`: up, or down when `down`. An amount on a step stays. */
export function roundToStep(amount: number, step: number, down: boolean): number {
  return roundThousandths(BigInt(amount) * 1000n, { step, down });
}

/** Weight × price per gram, in thousandths of a Rupiah (milligrams × Rupiah per gram): exact. */
function goldThousandths(berat: string, hargaPerGram: number): bigint {
  return toMilligrams(berat) * BigInt(hargaPerGram);
}

/**
 * An item's sale price: weight × sale price per gram + ongkos, exact on milligrams, rounded once to the sale step (up,
 * or down); a fixed-price item's own price as it is (a price the shop typed, not a formula to round).
 * 3.250 g × Rp 1.000.001 + Rp 25.000 = Rp 3.275.003,25 → Rp 3.275.500 up, Rp 3.275.000 down (step Rp 500).
 */
export function salePrice(input: SalePriceInput): number {
  if (input.hargaTetap) return input.hargaJual;
  return roundThousandths(goldThousandths(input.berat, input.hargaPerGram) + BigInt(input.ongkos) * 1000n, input);
}

/**
 * A buyback line's price: weighed weight × buying price per gram, rounded once to the purchase step (up, or down when
 * PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE is on).
 */
export function buybackPrice(input: Rounding & { berat: string; hargaBeliPerGram: number }): number {
  return roundThousandths(goldThousandths(input.berat, input.hargaBeliPerGram), input);
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
 * The highest price charged (a sale) or paid (a buyback) without authorization: the computed price × (1 + limit %),
 * rounded down to a Rupiah (a whole price is above the exact limit exactly when it is above its floor).
 * Rp 3.275.500 at 10 % → Rp 3.603.050.
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
  return roundThousandths(goldThousandths(berat, hargaBeliPerGram), { step: 1, down: false });
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

/**
 * The figures of a sale from its lines and payments: what the kernel (postSales) stores and the sale screen shows as
 * the cashier types. `bayarTunai` is what is left to pay in cash (negative: the other payments are too much).
 * `uangMuka` is the customer's money the shop already holds for the sale (an order's down payments, a deposit),
 * applied first.
 */
export function saleTotals(sale: { lines: readonly { hargaJual: number }[]; ppnPersen: string; uangDiterima: number; bayarTransfer?: number; bayarKartu?: number; uangMuka?: number }) {
  const subtotal = sale.lines.reduce((sum, line) => sum + line.hargaJual, 0);
  const ppn = ppnOf(subtotal, sale.ppnPersen);
  const totalHarga = subtotal + ppn;
  const transfer = sale.bayarTransfer ?? 0;
  const kartu = sale.bayarKartu ?? 0;
  const uangMuka = sale.uangMuka ?? 0;
  const bayarTunai = totalHarga - uangMuka - transfer - kartu;
  const kembalian = sale.uangDiterima - Math.max(bayarTunai, 0);
  return { subtotal, ppn, totalHarga, transfer, kartu, uangMuka, bayarTunai, kembalian };
}
