import { addDays, format, parseISO } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import { formatDate, JAKARTA_TZ, todayInJakarta } from '../format';

/**
 * The Jakarta day, one owner: the zone's name, a moment's day, today, a day's wall-clock time as an instant and the
 * instants that bound a range of days. SQL that reads a column in Jakarta time takes its words from `./sql`.
 */
export { JAKARTA_TZ, todayInJakarta };

/** The Jakarta day (yyyy-MM-dd) a moment falls on. */
export const jakartaDay = (moment: Date | string | number): string => formatDate(moment);

/** The instant of a Jakarta wall-clock time on a day: ("2026-11-23", "08:30") → 2026-11-23T01:30:00Z. */
export function jakartaMoment(day: string, time = '00:00:00'): Date {
  return fromZonedTime(`${day}T${time}`, JAKARTA_TZ);
}

/** The instants that bound the Jakarta days `from` to `to` (yyyy-MM-dd), end exclusive. */
export function jakartaDayRange(from: string, to: string): { start: Date; end: Date } {
  return { start: jakartaMoment(from), end: jakartaMoment(format(addDays(parseISO(to), 1), 'yyyy-MM-dd')) };
}
