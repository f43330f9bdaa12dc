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

/** The one way to add weights: exactly, in milligrams; empty values count as nothing. ["1.005", "2.5"] → "3.505". */
export function sumWeights(weights: Iterable<Exact | null | undefined>): string {
  let milligrams = 0n;
  for (const grams of weights) if (grams !== null && grams !== undefined && grams !== '') milligrams += toMilligrams(grams);
  return milligramsToGrams(milligrams);
}
