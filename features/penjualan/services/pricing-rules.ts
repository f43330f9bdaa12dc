import 'server-only';
import type { Settings } from '@/lib/settings/load';
import { costFloor, priceLimit, salePrice, saleSettings } from '@/features/pricing';
import type { ItemRow } from '@/features/stock';

/** A priced line as the screen shows it: the item's snapshot, the computed price, and the bounds of a free change. */
export type PricedItem = {
  kodeBarcode: string; namaBarang: string; kodeGroup: string; kodeDept: string; kadar: string; berat: string; ongkos: number;
  hargaTetap: boolean; hargaJualBarang: number; hargaPerGram: number; hargaBeliPerGram: number; pembulatan: number; pembulatanKebawah: boolean;
  hargaHitung: number; batasAtas: number; batasBawah: number;
};

/** An item priced from the jenis' gold price in force: weight × sale price per gram + ongkos (or its fixed price). */
export function priceItem(item: ItemRow, gold: { hargaJual: number; hargaBeli: number }, settings: Settings): PricedItem {
  const rules = saleSettings(settings);
  const hargaHitung = salePrice({
    berat: item.berat, hargaPerGram: gold.hargaJual, ongkos: item.ongkos, hargaTetap: item.hargaTetap, hargaJual: item.hargaJual,
    step: rules.step, down: rules.down,
  });
  return {
    kodeBarcode: item.kodeBarcode, namaBarang: item.namaBarang, kodeGroup: item.kodeGroup, kodeDept: item.kodeDept, kadar: item.kadar,
    berat: item.berat, ongkos: item.ongkos, hargaTetap: item.hargaTetap, hargaJualBarang: item.hargaJual, hargaPerGram: gold.hargaJual,
    hargaBeliPerGram: gold.hargaBeli, pembulatan: rules.step, pembulatanKebawah: rules.down, hargaHitung,
    batasAtas: priceLimit(hargaHitung, rules.batasPersen), batasBawah: costFloor(item.berat, gold.hargaBeli),
  };
}
