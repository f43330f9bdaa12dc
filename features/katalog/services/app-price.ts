import { toMilligrams } from '@/lib/format';
import { parseFlag } from '@/lib/settings/keys';
import type { Settings } from '@/lib/settings/load';
import { parseRupiah } from '@/lib/validation/rupiah';

/**
 * The app's price of a catalogue item: its fixed harga_jual, or, for an item priced per gram, its weight times the
 * global gold price rounded to the sale step (PEMBULATAN_PENJUALAN, default Rp 500; up, or down when
 * PEMBULATAN_PENJUALAN_KEBAWAH_MODULE is on). Weight is counted in milligrams so no float touches the Rupiah.
 * An item priced per gram while no global price is set has no price (null).
 */
export function appPrice(item: { berat: string; ikut_harga_global: boolean; harga_jual: number }, hargaGlobal: number, settings: Settings): number | null {
  if (!item.ikut_harga_global) return item.harga_jual;
  if (hargaGlobal <= 0) return null;
  const exact = toMilligrams(item.berat) * BigInt(hargaGlobal);
  // A stored step that is not a whole Rupiah above 0 (written before settings were checked) falls back to Rp 500.
  const stored = parseRupiah(settings.PEMBULATAN_PENJUALAN);
  const step = BigInt(typeof stored === 'number' && stored > 0 ? stored : 500) * 1000n;
  const down = parseFlag(settings.PEMBULATAN_PENJUALAN_KEBAWAH_MODULE);
  const steps = exact / step + (!down && exact % step !== 0n ? 1n : 0n);
  return Number((steps * step) / 1000n);
}
