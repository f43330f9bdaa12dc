import { divideRounded, readRupiah, scaledToText, toMilligrams, type Exact } from '../format';

/**
 * The derived figures of §9, computed exactly: money in whole Rupiah, percentages as text with their 2 shown decimals,
 * each rounded once, half away from zero, from the exact ratio (a float would first turn 12,375 into 12,374999…).
 */

/** Purchase report: price per gram = price / weight, in whole Rupiah. */
export function hargaPerGram(harga: Exact, berat: Exact): number {
  const milligrams = toMilligrams(berat);
  return milligrams > 0n ? Number(divideRounded(BigInt(readRupiah(harga)) * 1000n, milligrams)) : 0;
}

/** Purchase report: percentage = (market gold price − price per gram) / market gold price × 100, as "13.15". */
export function persentaseBeli(hargaEmas: number, perGram: number): string {
  if (hargaEmas <= 0) return '0.00';
  return scaledToText(divideRounded((BigInt(hargaEmas) - BigInt(perGram)) * 10_000n, BigInt(hargaEmas)), 2);
}

/** Redemption report: interest total = bunga_rp × days. */
export function bungaTotal(bungaRp: number, days: number): number {
  return readRupiah(BigInt(bungaRp) * BigInt(days));
}

/** Redemption report: actual rate = 100 × interest × 30 / days / principal (% per 30 days), as "2.50". */
export function bungaAktual(interest: number, days: number, principal: number): string {
  if (days <= 0 || principal <= 0) return '0.00';
  return scaledToText(divideRounded(100n * BigInt(interest) * 30n * 100n, BigInt(days) * BigInt(principal)), 2);
}

/** Redemption report: total = principal + interest. */
export function totalTebus(principal: number, interest: number): number {
  return readRupiah(BigInt(principal) + BigInt(interest));
}
