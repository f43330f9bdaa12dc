import { addDays, parseISO } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '../format';

/** The instants that bound the Jakarta days `from` to `to` (yyyy-MM-dd), end exclusive. */
export function jakartaDayRange(from: string, to: string): { start: Date; end: Date } {
  const nextDay = format(addDays(parseISO(to), 1), 'yyyy-MM-dd');
  return { start: fromZonedTime(`${from}T00:00:00`, TIME_ZONE), end: fromZonedTime(`${nextDay}T00:00:00`, TIME_ZONE) };
}
