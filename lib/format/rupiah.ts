import type { Exact } from './decimal';

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Money is a whole number of Rupiah, held in a JS number end to end. PostgreSQL sends bigint columns and sums
 * (numeric) as text; they are read here, exactly. Every amount and sum a chain of shops can reach is far below
 * 2^53 Rupiah (9 × 10^15), where numbers stop being exact: beyond it, or with a fraction, reading fails loudly
 * instead of rounding silently. See docs/decisions/008-exact-money-and-weights.md.
 */
export function readRupiah(value: Exact): number {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return value;
    throw new RangeError(`not whole Rupiah: ${value}`);
  }
  const text = typeof value === 'bigint' ? value.toString() : value.trim();
  const match = /^(-?\d+)(?:\.0*)?$/.exec(text);
  if (!match) throw new RangeError(`not whole Rupiah: "${text}"`);
  const rupiah = BigInt(match[1]);
  if (rupiah > MAX || rupiah < -MAX) throw new RangeError(`Rupiah beyond 2^53: ${text}`);
  return Number(rupiah);
}

/** A sum of whole Rupiah, checked to stay exact; empty values count as nothing. */
export function sumRupiah(amounts: Iterable<Exact | null | undefined>): number {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null || amount === undefined || amount === '') continue;
    total += readRupiah(amount);
    // Each partial sum of safe integers that is itself safe is exact; past 2^53 it no longer would be.
    if (!Number.isSafeInteger(total)) throw new RangeError('a sum of Rupiah beyond 2^53');
  }
  return total;
}
