import type { ErrorKey } from '@/lib/errors/app-error';

export type FilterErrors = Partial<Record<'tglFrom' | 'tglTo' | 'kodeToko', ErrorKey>>;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The same day a month earlier, the month's last day when it is shorter (31 Mar → 28 or 29 Feb), as date-fns' subMonths. */
export function monthBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The date-range rules of §5 on two valid yyyy-MM-dd dates (or none): both dates, start not after end, at most one
 * month while the protection switch is on. Plain text arithmetic, without a date library: the report filters run it in
 * the browser.
 */
export function validateRange(tglFrom: string | null, tglTo: string | null, oneMonthProtection: boolean): FilterErrors {
  if (!tglFrom || !tglTo) return { ...(tglFrom ? {} : { tglFrom: 'tglAwalRequired' }), ...(tglTo ? {} : { tglTo: 'tglAkhirRequired' }) };
  if (tglFrom > tglTo) return { tglFrom: 'tglAwalAfterAkhir', tglTo: 'tglAwalAfterAkhir' };
  if (oneMonthProtection && tglFrom < monthBefore(tglTo)) return { tglFrom: 'rangeOverMonth', tglTo: 'rangeOverMonth' };
  return {};
}
