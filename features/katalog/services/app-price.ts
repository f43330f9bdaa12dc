import type { Settings } from '@/lib/settings/load';
import { salePrice, saleSettings } from '@/features/pricing';

/**
 * The app's price of a catalogue item: its fixed harga_jual, or, for an item priced per gram, the counter's formula
 * (features/pricing) with the global gold price and no making fee: weight × the global price per gram, rounded once to
 * the sale step (PEMBULATAN_PENJUALAN, up; down with PEMBULATAN_PENJUALAN_KEBAWAH_MODULE). An item priced per gram while
 * no global price is set has no price (null).
 */
export function appPrice(item: { berat: string; ikut_harga_global: boolean; harga_jual: number }, hargaGlobal: number, settings: Settings): number | null {
  if (item.ikut_harga_global && hargaGlobal <= 0) return null;
  const { step, down } = saleSettings(settings);
  return salePrice({ berat: item.berat, hargaPerGram: hargaGlobal, ongkos: 0, hargaTetap: !item.ikut_harga_global, hargaJual: item.harga_jual, step, down });
}
