import type { Settings } from '@/lib/settings/load';

/**
 * The sale price of a per-gram item: gold weight × the jenis' sale price per gram (the latest harga_emas row) + ongkos,
 * rounded to the shop's sale step (PEMBULATAN_PENJUALAN, up; down with PEMBULATAN_PENJUALAN_KEBAWAH_MODULE, §9).
 * Milligrams and Rupiah in BigInt: a part of a Rupiah from the weight is rounded up before the step.
 */
export function salePrice(beratMilligrams: bigint, pricePerGram: number, ongkos: number, settings: Settings): number {
  const gold = (beratMilligrams * BigInt(pricePerGram) + 999n) / 1000n;
  const total = gold + BigInt(ongkos);
  const step = BigInt(Math.max(1, Number(settings.PEMBULATAN_PENJUALAN ?? '500') || 500));
  const down = settings.PEMBULATAN_PENJUALAN_KEBAWAH_MODULE === 'true';
  const rounded = down ? (total / step) * step : ((total + step - 1n) / step) * step;
  return Number(rounded);
}
