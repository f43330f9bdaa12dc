import { formatInTimeZone, toZonedTime } from 'date-fns-tz';

/** Formats of §9, one place for every screen, PDF and Excel file. Money is an integer number of Rupiah. */
export const TIME_ZONE = 'Asia/Jakarta';

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** `Rp. 1.234.567`; negative amounts `-Rp. 1.234`. */
export function formatRupiah(amount: number | bigint): string {
  const value = BigInt(typeof amount === 'number' ? Math.round(amount) : amount);
  const negative = value < 0n;
  return `${negative ? '-' : ''}Rp. ${groupThousands((negative ? -value : value).toString())}`;
}

/** Grams with a fixed number of decimals (3 in goods and receipts, 2 in order reports), Indonesian separators. */
export function formatWeight(grams: number | string, decimals: 2 | 3): string {
  return formatDecimal(Number(grams), decimals);
}

export function formatPercent(value: number): string {
  return `${formatDecimal(value, 2)} %`;
}

export function formatDecimal(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

export function formatInteger(value: number): string {
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
