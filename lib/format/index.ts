import { formatScaled, toScaled, type Exact } from './decimal';
import { INDONESIAN_NUMBERS, type NumberStyle } from './number-style';

/** Formats of §9, one place for every screen, PDF and Excel file. Money is an integer number of Rupiah. */
/** The one time zone of the product: every shop's day is a Jakarta day (lib/time owns the day's arithmetic). */
export const JAKARTA_TZ = 'Asia/Jakarta';

export { divideRounded, formatScaled, scaledToText, toScaled, type Exact } from './decimal';
export { milligramsToGrams, sumWeights, toMilligrams } from './grams';
export { readRupiah, sumRupiah } from './rupiah';
export { charColumns, padColumns, textColumns, wrapText, type WrapOptions } from './wrap';

/** `Rp. 1.234.567`; negative amounts `-Rp. 1.234`. A fraction of a Rupiah (never stored) rounds half away from zero. */
export function formatRupiah(amount: Exact): string {
  const text = formatScaled(toScaled(amount, 0), 0);
  return text.startsWith('-') ? `-Rp. ${text.slice(1)}` : `Rp. ${text}`;
}

/**
 * Grams with a fixed number of decimals (3 in goods and receipts, 2 in order reports, §9), rounded exactly on the
 * decimal digits: "1.005" → "1,01". Pass the database's text as it is; a bigint is a whole number of grams.
 */
export function formatWeight(grams: Exact, decimals: 2 | 3, style: NumberStyle = INDONESIAN_NUMBERS): string {
  return formatDecimal(grams, decimals, style);
}

/**
 * A weight difference with its sign (a tray's weighing): "+0,018" over, "−5,000" under (the minus sign U+2212, as
 * wide as the plus), "0,000" even.
 */
export function formatWeightDifference(grams: Exact, decimals: 2 | 3, style: NumberStyle = INDONESIAN_NUMBERS): string {
  const scaled = toScaled(grams, decimals);
  const text = formatScaled(scaled < 0n ? -scaled : scaled, decimals, style);
  return scaled > 0n ? `+${text}` : scaled < 0n ? `\u2212${text}` : text;
}

/** `7,46 %`: 2 decimals, rounded exactly. */
export function formatPercent(value: Exact, style: NumberStyle = INDONESIAN_NUMBERS): string {
  return `${formatDecimal(value, 2, style)} %`;
}

/**
 * `decimals` places, rounded half away from zero on the digits (never with a float's toFixed), in the separators of
 * `style`: Indonesian unless the caller passes the user's language's (numberStyleOf, lib/format/number-style.ts).
 */
export function formatDecimal(value: Exact, decimals: number, style: NumberStyle = INDONESIAN_NUMBERS): string {
  return formatScaled(toScaled(value, decimals), decimals, style);
}

/**
 * At most `maxDecimals` places, without trailing zeros, in the separators of `style`: a rate as people say it
 * (PPN "1.10" → "1,1", "11.00" → "11"; English "1.1"). Rounded half away from zero like formatDecimal.
 */
export function formatShortDecimal(value: Exact, maxDecimals: number, style: NumberStyle = INDONESIAN_NUMBERS): string {
  let scaled = toScaled(value, maxDecimals);
  let decimals = maxDecimals;
  while (decimals > 0 && scaled % 10n === 0n) {
    scaled /= 10n;
    decimals--;
  }
  return formatScaled(scaled, decimals, style);
}

export function formatInteger(value: Exact, style: NumberStyle = INDONESIAN_NUMBERS): string {
  return formatDecimal(value, 0, style);
}

type Parts = { year: string; month: string; day: string; hour: string; minute: string; second: string };
let jakarta: Intl.DateTimeFormat | undefined;

// Western Indonesia Time has been UTC+7, without daylight saving, since 1964-01-01 00:00 local (+7:30 before).
const WIB_SINCE = Date.UTC(1963, 11, 31, 16, 30);
const WIB_OFFSET_MS = 7 * 3600_000;
const two = (value: number) => String(value).padStart(2, '0');

/**
 * A moment's calendar fields in Asia/Jakarta, as date-fns-tz reads them, without shipping it to the browser: by
 * arithmetic on the fixed offset since 1964 (a report formats a date on each of thousands of rows, and Intl's
 * formatToParts was most of an export's formatting time), through the platform's Intl before. An invalid date throws, as
 * date-fns' format does.
 */
function jakartaParts(date: Date | string | number): Parts {
  const moment = new Date(date);
  const at = moment.getTime();
  if (Number.isNaN(at)) throw new RangeError('Invalid time value');
  if (at >= WIB_SINCE) {
    const local = new Date(at + WIB_OFFSET_MS);
    return {
      year: String(local.getUTCFullYear()).padStart(4, '0'), month: two(local.getUTCMonth() + 1), day: two(local.getUTCDate()),
      hour: two(local.getUTCHours()), minute: two(local.getUTCMinutes()), second: two(local.getUTCSeconds()),
    };
  }
  jakarta ??= new Intl.DateTimeFormat('en-US', {
    timeZone: JAKARTA_TZ, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
  const parts = Object.fromEntries(jakarta.formatToParts(moment).map((part) => [part.type, part.value])) as Parts;
  return { ...parts, year: parts.year.padStart(4, '0') };
}

/** yyyy-MM-dd in Asia/Jakarta. */
export function formatDate(date: Date | string | number): string {
  const { year, month, day } = jakartaParts(date);
  return `${year}-${month}-${day}`;
}

export function formatDateTime(date: Date | string | number): string {
  const { year, month, day, hour, minute, second } = jakartaParts(date);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
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
  const { year, month, day } = jakartaParts(date);
  return `${Number(day)} ${INDONESIAN_MONTHS[Number(month) - 1]} ${Number(year)}`;
}

/** Journal and role names are stored with underscores and shown with spaces (KIRIM_UANG_PUSAT → KIRIM UANG PUSAT). */
export const spaced = (name: string) => name.replaceAll('_', ' ');
