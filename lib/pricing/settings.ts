import { toScaled } from '../format/decimal';
import { parseFlag, SYSTEM_VARIABLE_RULES, SYSTEM_VARIABLES, type ModuleKey, type SystemVariableKey } from '../settings/keys';
import type { Settings } from '../settings/load';
import { parseDecimal } from '../validation/decimal';
import { parseRupiah } from '../validation/rupiah-text';

/**
 * A stored variable as its rule in SYSTEM_VARIABLE_RULES reads it, else its default: a step is a whole Rupiah in its
 * range (parseRupiah: "0x10" and "1e3" are not amounts, never Rp 16 or Rp 1.000), a decimal exact text in its range
 * ("12.50", the default too), a choice one of its values. A value missing, or stored before settings were checked, reads as the default.
 */
function readVariable(settings: Settings, key: SystemVariableKey): string {
  const rule = SYSTEM_VARIABLE_RULES[key];
  const value = settings[key];
  if (rule.kind === 'rupiah') {
    const amount = parseRupiah(value);
    return typeof amount === 'number' && amount >= rule.min && amount <= rule.max ? String(amount) : SYSTEM_VARIABLES[key];
  }
  if (rule.kind === 'decimal') {
    const inRange = (text: string | undefined) => {
      const decimal = parseDecimal(text, rule.decimals, 6);
      const scaled = typeof decimal === 'string' ? toScaled(decimal, rule.decimals) : -1n;
      return scaled >= toScaled(rule.min, rule.decimals) && scaled <= toScaled(rule.max, rule.decimals) ? decimal as string : null;
    };
    return inRange(value) ?? inRange(SYSTEM_VARIABLES[key])!;
  }
  if (rule.kind === 'choice') return value !== undefined && rule.values.includes(value) ? value : SYSTEM_VARIABLES[key];
  return value ?? SYSTEM_VARIABLES[key];
}

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
  return { step: Number(readVariable(settings, step)), down: parseFlag(settings[down]), batasPersen: readVariable(settings, batas) };
}

/** The sale's rounding, limit and PPN, read once: what the counter, the tag, the app and the sale screen price with. */
export function saleSettings(settings: Settings): RoundingRules & { ppnPersen: string } {
  return {
    ...readRounding(settings, 'PEMBULATAN_PENJUALAN', 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE', 'BATAS_KENAIKAN_HARGA_JUAL_PERSEN'),
    /** PPN_PENJUALAN_PERSEN: "0" (off), or PMK 48/2023's "1.1" (trader) or "1.65". */
    ppnPersen: readVariable(settings, 'PPN_PENJUALAN_PERSEN'),
  };
}

/** The buyback's rounding, limit and weight tolerance, read once. */
export function buybackSettings(settings: Settings): RoundingRules & { toleransi: string } {
  return {
    ...readRounding(settings, 'PEMBULATAN_PEMBELIAN', 'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE', 'BATAS_KENAIKAN_HARGA_BELI_PERSEN'),
    /** TOLERANSI_BERAT_PEMBELIAN, grams with three decimals (default "0.100"). */
    toleransi: readVariable(settings, 'TOLERANSI_BERAT_PEMBELIAN'),
  };
}
