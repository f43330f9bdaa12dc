import { toMilligrams } from '../format/grams';
import { priceLimit } from './sale-price';

/** A weighed weight below the receipt's by more than the tolerance needs TOLERANSI_BERAT_PEMBELIAN. */
export function isBeyondWeightTolerance(beratNota: string, berat: string, toleransi: string): boolean {
  return toMilligrams(beratNota) - toMilligrams(berat) > toMilligrams(toleransi);
}

/**
 * The highest price a buyback line is paid without HARGA_BELI_DI_ATAS_BATAS:
 * - the line's weight × the jenis' own buying price in force (`hargaHitungJenis`, never the Parameter Harga Beli code
 *   the cashier picked: a code names no jenis, so a 24K code on a 17K line is measured from the 17K price) × (1 + limit %);
 * - and never above the receipt's price (`hargaNota`): what the customer paid for an own item (its sale's snapshot),
 *   what an outside item's receipt shows, when it shows one (0: no price on the receipt, no such bound).
 */
export function buybackPriceCap({ hargaHitungJenis, hargaNota, batasPersen }: { hargaHitungJenis: number; hargaNota: number; batasPersen: string }): number {
  const limit = priceLimit(hargaHitungJenis, batasPersen);
  return hargaNota > 0 ? Math.min(limit, hargaNota) : limit;
}

/** The authorizations a line needs: a price above its cap (buybackPriceCap), a weight short of its receipt beyond the tolerance. */
export function buybackAuthorizations(line: { harga: number; hargaHitungJenis: number; hargaNota: number; beratNota: string; berat: string }, rules: {
  batasPersen: string; toleransi: string;
}): { harga: boolean; berat: boolean } {
  return {
    harga: line.harga > buybackPriceCap({ hargaHitungJenis: line.hargaHitungJenis, hargaNota: line.hargaNota, batasPersen: rules.batasPersen }),
    berat: isBeyondWeightTolerance(line.beratNota, line.berat, rules.toleransi),
  };
}
