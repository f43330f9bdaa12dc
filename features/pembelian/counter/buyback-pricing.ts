// No 'server-only' marker: the demo seed prices its buybacks with it too, and the screen shows the same figures.
import { toMilligrams } from '@/lib/format/grams';

/** A whole-percent-with-two-decimals text ("0", "10", "2.5") as hundredths of a percent, exactly. */
function percentHundredths(percent: string): bigint {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return 0n;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * A buyback line's price: weighed weight × buying price per gram, rounded to the purchase step (up, or down when
 * PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE is on). Exact: milligrams × Rupiah per gram in BigInt, divided once.
 */
export function computeBuybackPrice({ berat, hargaBeliPerGram, pembulatan, kebawah }: {
  berat: string; hargaBeliPerGram: number; pembulatan: number; kebawah: boolean;
}): number {
  const step = BigInt(Math.max(1, pembulatan));
  // Rupiah × 1000 (milligrams × Rupiah per gram); a step is `step` Rupiah, i.e. step × 1000 of these.
  const thousandths = toMilligrams(berat) * BigInt(hargaBeliPerGram);
  const unit = step * 1000n;
  const steps = kebawah ? thousandths / unit : (thousandths + unit - 1n) / unit;
  return Number(steps * step);
}

/** The highest price paid without authorization: the computed price × (1 + limit %), Rupiah rounded down. */
export function buybackPriceLimit(hargaHitung: number, batasPersen: string): number {
  return Number((BigInt(hargaHitung) * (10_000n + percentHundredths(batasPersen))) / 10_000n);
}

/** A price above the limit needs HARGA_BELI_DI_ATAS_BATAS. */
export function isAboveBuybackLimit(harga: number, hargaHitung: number, batasPersen: string): boolean {
  return harga > buybackPriceLimit(hargaHitung, batasPersen);
}

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
  const limit = buybackPriceLimit(hargaHitungJenis, batasPersen);
  return hargaNota > 0 ? Math.min(limit, hargaNota) : limit;
}

/** The authorizations a line needs: a price above its cap (buybackPriceCap), a weight short of its receipt beyond the tolerance. */
export function buybackAuthorizations(line: { harga: number; hargaHitungJenis: number; hargaNota: number; beratNota: string; berat: string }, settings: {
  BATAS_KENAIKAN_HARGA_BELI_PERSEN: string; TOLERANSI_BERAT_PEMBELIAN: string;
}): { harga: boolean; berat: boolean } {
  return {
    harga: line.harga > buybackPriceCap({ hargaHitungJenis: line.hargaHitungJenis, hargaNota: line.hargaNota, batasPersen: settings.BATAS_KENAIKAN_HARGA_BELI_PERSEN }),
    berat: isBeyondWeightTolerance(line.beratNota, line.berat, settings.TOLERANSI_BERAT_PEMBELIAN),
  };
}
