import { settingChoice, settingDecimal, settingFlag, settingPercent, settingRupiah } from '../settings/read';
import type { ModuleKey, SystemVariableKey } from '../settings/keys';
import type { Settings } from '../settings/load';

/**
 * The price settings, read through the one typed reading of a setting (lib/settings/read): a step is a whole Rupiah in
 * its range ("0x10" and "1e3" are not amounts, never Rp 16 or Rp 1.000), a limit a percentage in its range, PPN one of
 * its choices. A value missing, or stored before settings were checked, reads as its declared default.
 */

/** A counter's rounding and limit as read from its settings. */
type RoundingRules = {
  /** The step: whole Rupiah, Rp 1 to Rp 100.000 (PEMBULATAN_PENJUALAN default Rp 500, PEMBULATAN_PEMBELIAN Rp 1.000). */
  step: number;
  /** Round down instead of up (the *_KEBAWAH_MODULE flag). */
  down: boolean;
  /** How far above the computed price is free, 0 to 100 % with two decimals (sale default "10.00", buyback "0.00"). */
  batasPersen: string;
};

function readRounding(settings: Settings, step: SystemVariableKey, down: ModuleKey, batas: SystemVariableKey): RoundingRules {
  return { step: settingRupiah(settings, step), down: settingFlag(settings, down), batasPersen: settingPercent(settings, batas) };
}

/** The sale's rounding, limit and PPN, read once: what the counter, the tag, the app and the sale screen price with. */
export function saleSettings(settings: Settings): RoundingRules & { ppnPersen: string } {
  return {
    ...readRounding(settings, 'PEMBULATAN_PENJUALAN', 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE', 'BATAS_KENAIKAN_HARGA_JUAL_PERSEN'),
    /** PPN_PENJUALAN_PERSEN: "0" (off), or PMK 48/2023's "1.1" (trader) or "1.65". */
    ppnPersen: settingChoice(settings, 'PPN_PENJUALAN_PERSEN'),
  };
}

/** The buyback's rounding, limit and weight tolerance, read once. */
export function buybackSettings(settings: Settings): RoundingRules & { toleransi: string } {
  return {
    ...readRounding(settings, 'PEMBULATAN_PEMBELIAN', 'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE', 'BATAS_KENAIKAN_HARGA_BELI_PERSEN'),
    /** TOLERANSI_BERAT_PEMBELIAN, grams with three decimals (default "0.100"). */
    toleransi: settingDecimal(settings, 'TOLERANSI_BERAT_PEMBELIAN'),
  };
}
