import { toScaled } from '../format/decimal';
import { parseDecimal } from '../validation/decimal';
import { parseRupiah } from '../validation/rupiah-text';
import { MODULE_FLAGS, SYSTEM_VARIABLE_RULES, SYSTEM_VARIABLES, type ModuleKey, type SystemVariableKey } from './keys';

/**
 * Settings read typed, once: each getter takes the stored text, refuses what its rule does not allow (hex "0x10", an
 * exponent "1e3", a sign, garbage, a value out of its range) and then answers the key's declared default, never a
 * number JavaScript guessed (`Number("0x10") || 500` is a rounding step of 16).
 */
type Stored = Readonly<Record<string, string | undefined>>;

const OFF = ['false', '0', 'n', 'no', 'off'];
const ON = ['true', '1', 'y', 'yes', 'on'];

/** A module flag: on or off as stored, else its declared default. */
export function settingFlag(settings: Stored, key: ModuleKey): boolean {
  const value = settings[key]?.trim().toLowerCase() ?? '';
  if (ON.includes(value)) return true;
  if (OFF.includes(value)) return false;
  return MODULE_FLAGS[key];
}

function rupiahOf(key: SystemVariableKey, value: string | undefined): number | null {
  const rule = SYSTEM_VARIABLE_RULES[key];
  const amount = parseRupiah(value);
  if (typeof amount !== 'number') return null;
  return rule.kind === 'rupiah' && (amount < rule.min || amount > rule.max) ? null : amount;
}

/** A whole-Rupiah variable (a rounding step): the stored amount inside its rule's range, else the declared default. */
export function settingRupiah(settings: Stored, key: SystemVariableKey): number {
  const stored = rupiahOf(key, settings[key]);
  if (stored !== null) return stored;
  const declared = rupiahOf(key, SYSTEM_VARIABLES[key]);
  if (declared === null) throw new Error(`${key} declares no Rupiah default`);
  return declared;
}

function decimalOf(key: SystemVariableKey, value: string | undefined, decimals: number): string | null {
  const rule = SYSTEM_VARIABLE_RULES[key];
  const allowed = rule.kind === 'choice' ? rule.values.includes(value?.trim() ?? '') : true;
  const number = allowed ? parseDecimal(value, decimals) : null;
  if (typeof number !== 'string') return null;
  if (rule.kind === 'decimal' && (toScaled(number, decimals) < toScaled(rule.min, decimals) || toScaled(number, decimals) > toScaled(rule.max, decimals))) return null;
  return number;
}

/**
 * An exact decimal variable (grams, millimetres) as text with its rule's places ("0.050"): the stored value inside the
 * rule's range, else the declared default.
 */
export function settingDecimal(settings: Stored, key: SystemVariableKey): string {
  const rule = SYSTEM_VARIABLE_RULES[key];
  const decimals = rule.kind === 'decimal' ? rule.decimals : 2;
  const stored = decimalOf(key, settings[key], decimals);
  if (stored !== null) return stored;
  const declared = decimalOf(key, SYSTEM_VARIABLES[key], decimals);
  if (declared === null) throw new Error(`${key} declares no decimal default`);
  return declared;
}

/** A percentage variable as text with two places ("10.00"), one of its choices or inside its range, else the declared default. */
export function settingPercent(settings: Stored, key: SystemVariableKey): string {
  const stored = decimalOf(key, settings[key], 2);
  if (stored !== null) return stored;
  const declared = decimalOf(key, SYSTEM_VARIABLES[key], 2);
  if (declared === null) throw new Error(`${key} declares no percent default`);
  return declared;
}

/** A choice variable (PPN_PENJUALAN_PERSEN's "0", "1.1", "1.65"): the stored value when it is one of the rule's choices, else the declared default. */
export function settingChoice(settings: Stored, key: SystemVariableKey): string {
  const rule = SYSTEM_VARIABLE_RULES[key];
  if (rule.kind !== 'choice') throw new Error(`${key} is not a choice`);
  const value = settings[key]?.trim();
  return value !== undefined && rule.values.includes(value) ? value : SYSTEM_VARIABLES[key];
}

/** A whole-number variable (days): a decimal rule with no places, inside its range, else the declared default. */
export function settingInteger(settings: Stored, key: SystemVariableKey): number {
  const rule = SYSTEM_VARIABLE_RULES[key];
  if (rule.kind !== 'decimal' || rule.decimals !== 0) throw new Error(`${key} is not a whole number`);
  return Number(settingDecimal(settings, key));
}
