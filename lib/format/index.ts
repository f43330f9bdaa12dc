import { formatInTimeZone, toZonedTime } from 'date-fns-tz';
import { formatScaled, toScaled, type Exact } from './decimal';

/** Formats of §9, one place for every screen, PDF and Excel file. Money is an integer number of Rupiah. */
export const TIME_ZONE = 'Asia/Jakarta';

export { divideRounded, formatScaled, scaledToText, toScaled, type Exact } from './decimal';
export { milligramsToGrams, sumWeights, toMilligrams } from './grams';
export { readRupiah, sumRupiah } from './rupiah';

/** `Rp. 1.234.567`; negative amounts `-Rp. 1.234`. A fraction of a Rupiah (never stored) rounds half away from zero. */
export function formatRupiah(amount: Exact): string {
  const text = formatScaled(toScaled(amount, 0), 0);
  return text.startsWith('-') ? `-Rp. ${text.slice(1)}` : `Rp. ${text}`;
}

/**
 * Grams with a fixed number of decimals (3 in goods and receipts, 2 in order reports, §9), rounded exactly on the
 * decimal digits: "1.005" → "1,01". Pass the database's text as it is; a bigint is a whole number of grams.
 */
export function formatWeight(grams: Exact, decimals: 2 | 3): string {
  return formatDecimal(grams, decimals);
}

/** `7,46 %`: 2 decimals, rounded exactly. */
export function formatPercent(value: Exact): string {
  return `${formatDecimal(value, 2)} %`;
}

/** Indonesian separators, `decimals` places, rounded half away from zero on the digits (never with a float's toFixed). */
export function formatDecimal(value: Exact, decimals: number): string {
  return formatScaled(toScaled(value, decimals), decimals);
}

export function formatInteger(value: Exact): string {
  return formatDecimal(value, 0);
}

/** yyyy-MM-dd in Asia/Jakarta. */
export function formatDate(date: Date | string | number): string {
  return formatInTimeZone(new Date(date), TIME_ZONE, 'yyyy-MM-dd');
}

export function formatDateTime(date: Date | string | number): string {
  return formatInTimeZone(new Date(date), TIME_ZONE, 'yyyy-MM-dd HH:mm:ss');
}

/** Today in Jakarta as yyyy-MM-dd. */
export function todayInJakarta(now: Date = new Date()): string {
  return formatDate(now);
}

export const INDONESIAN_MONTHS = [
  'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
] as const;

/** `21 November 2026` */
export function formatLongDate(date: Date | string): string {
  const zoned = toZonedTime(new Date(date), TIME_ZONE);
  return `${zoned.getDate()} ${INDONESIAN_MONTHS[zoned.getMonth()]} ${zoned.getFullYear()}`;
}

/** Journal and role names are stored with underscores and shown with spaces (KIRIM_UANG_PUSAT → KIRIM UANG PUSAT). */
export const spaced = (name: string) => name.replaceAll('_', ' ');
