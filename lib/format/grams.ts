import { scaledToText, toScaled, type Exact } from './decimal';

/**
 * Weights are exact decimals of grams (PostgreSQL numeric(12,3) sends them as text, "12.345"). Arithmetic on them
 * happens in whole milligrams (BigInt), never on floats: 0.1 g + 0.2 g is 0.300 g, not 0.30000000000000004.
 */

/** "1.005" → 1005n. A fourth decimal rounds half away from zero. */
export function toMilligrams(grams: Exact): bigint {
  return toScaled(grams, 3);
}

/** 1005n → "1.005", the text PostgreSQL numeric(12,3) uses. */
export function milligramsToGrams(milligrams: bigint): string {
  return scaledToText(milligrams, 3);
}

/**
 * Whole milligrams of plain grams text ("-12.345", "7", "0.5") in a JS number, digit by digit, or NaN for anything
 * else. Integers below 2^53 are exact, so this is the exact path without a BigInt per row of a long report.
 */
function plainMilligrams(text: string): number {
  let i = text.charCodeAt(0) === 45 ? 1 : 0;
  const negative = i === 1;
  let milligrams = 0;
  let digits = 0;
  let decimals = -1;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 && decimals < 0) decimals = 0;
    else if (code >= 48 && code <= 57 && decimals < 3) {
      milligrams = milligrams * 10 + (code - 48);
      digits++;
      if (decimals >= 0) decimals++;
    } else return Number.NaN;
  }
  if (digits === 0) return Number.NaN;
  for (let d = Math.max(decimals, 0); d < 3; d++) milligrams *= 10;
  return Number.isSafeInteger(milligrams) ? (negative ? -milligrams : milligrams) : Number.NaN;
}

/** The one way to add weights: exactly, in milligrams; empty values count as nothing. ["1.005", "2.5"] → "3.505". */
export function sumWeights(weights: Iterable<Exact | null | undefined>): string {
  const values: Exact[] = [];
  let fast = 0;
  for (const grams of weights) {
    if (grams === null || grams === undefined || grams === '') continue;
    values.push(grams);
    // Each partial sum stays exact while it is a safe integer; otherwise the whole sum is redone in BigInt.
    if (!Number.isNaN(fast)) fast += typeof grams === 'string' ? plainMilligrams(grams) : Number.NaN;
    if (!Number.isSafeInteger(fast)) fast = Number.NaN;
  }
  if (!Number.isNaN(fast)) return milligramsToGrams(BigInt(fast));
  return milligramsToGrams(values.reduce<bigint>((sum, grams) => sum + toMilligrams(grams), 0n));
}
