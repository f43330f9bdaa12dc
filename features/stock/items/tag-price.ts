import type { Settings } from '@/lib/settings/load';
import { salePrice, saleSettings } from '@/features/pricing';

/**
 * The price on an item's tag and label: stored as its harga_jual when it is received (Tambah Data Barang, the import)
 * and printed by /cetak-barcode. It is the counter's price of the item at the same gold price (features/pricing): a
 * fixed price as typed, else weight × the jenis' sale price per gram + ongkos, rounded once to the sale step.
 */
export function tagPrice(item: { berat: string; ongkos: number; hargaTetap: boolean; hargaJual: number }, hargaPerGram: number, settings: Settings): number {
  const { step, down } = saleSettings(settings);
  return salePrice({ ...item, hargaPerGram, step, down });
}
