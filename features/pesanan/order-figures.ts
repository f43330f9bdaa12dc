// Pure, no 'server-only': the order screen's preview and the kernels price an order with the same functions.
import { ppnOf, salePrice, type Rounding } from '@/features/pricing/client';

/** How a line is priced: GRAM (the jenis' sale price per gram of the day × weight + ongkos, rounded to the sale step),
 *  TETAP (a fixed price agreed at ordering, whatever the piece weighs). */
export const PRICE_RULES = ['GRAM', 'TETAP'] as const;
export type PriceRule = (typeof PRICE_RULES)[number];

export type PricedLine = { aturanHarga: PriceRule; berat: string; ongkos: number; hargaTetap: number | null };

/**
 * A line's price through the counter's one sale price rule (salePrice): at ordering from the estimated weight and the
 * day's price (the estimate), at pickup from the real weight and the pickup day's price (the final price).
 */
export function orderLinePrice(line: PricedLine, hargaPerGram: number, rounding: Rounding): number {
  return salePrice({
    berat: line.berat, hargaPerGram, ongkos: line.ongkos, hargaTetap: line.aturanHarga === 'TETAP', hargaJual: line.hargaTetap ?? 0,
    step: rounding.step, down: rounding.down,
  });
}

/** An order's figures from its lines' prices: subtotal, PPN as the counter charges it, and the total. */
export function orderTotals(prices: readonly number[], ppnPersen: string) {
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const ppn = ppnOf(subtotal, ppnPersen);
  return { subtotal, ppn, total: subtotal + ppn };
}

/**
 * What happens to the money at pickup: the down payments (all of the order's 2-1400) applied; what the final price
 * leaves to pay (`sisa`, paid in cash or by transfer), or what the down payments pass it by (`kembali`, handed back in
 * cash: a piece that came out lighter than estimated).
 */
export function pickupSettlement(total: number, dibayar: number) {
  return { sisa: Math.max(total - dibayar, 0), kembali: Math.max(dibayar - total, 0) };
}
