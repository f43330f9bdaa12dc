import 'server-only';
import { costFloor, priceLimit, salePrice } from '@/features/penjualan/counter/pricing';
import { parseFlag } from '@/lib/settings/keys';
import type { Settings } from '@/lib/settings/load';
import { parseRupiah } from '@/lib/validation/rupiah';
import type { ItemRow } from '@/features/stock';

/** The PPN rates a shop may set (PMK 48/2023 for gold jewellery); anything else counts as off. */
export const PPN_RATES = ['0', '1.1', '1.65'] as const;

/** The counter's settings as the sale screen and the service read them. */
export function saleSettings(settings: Settings) {
  const stored = parseRupiah(settings.PEMBULATAN_PENJUALAN);
  const batas = settings.BATAS_KENAIKAN_HARGA_JUAL_PERSEN ?? '10';
  const ppn = settings.PPN_PENJUALAN_PERSEN ?? '0';
  return {
    // A stored step that is not a whole Rupiah above 0 falls back to the default Rp 500.
    step: typeof stored === 'number' && stored > 0 ? stored : 500,
    down: parseFlag(settings.PEMBULATAN_PENJUALAN_KEBAWAH_MODULE),
    batasPersen: /^\d{1,3}(\.\d{1,2})?$/.test(batas) ? batas : '10',
    ppnPersen: (PPN_RATES as readonly string[]).includes(ppn) ? ppn : '0',
  };
}

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
