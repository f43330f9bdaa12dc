import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { JAKARTA_TZ } from '../format';

/**
 * The Jakarta zone inside SQL, written into the statement as the literal it always was (not a parameter): a GROUP BY
 * or an index on `(tanggal at time zone ${SQL_JAKARTA})::date` matches only the same text.
 */
export const SQL_JAKARTA: SQL = sql.raw(`'${JAKARTA_TZ}'`);

/** The patterns a Jakarta time is written in. */
type Pattern = 'HH24:MI' | 'DD-MM-YYYY HH24:MI' | 'DD-MM-YYYY HH24:MI:SS' | 'YYYY-MM-DD HH24:MI';

/** A timestamptz column's Jakarta wall-clock time (a timestamp without zone). */
export const atJakarta = (moment: SQLWrapper): SQL => sql`(${moment} at time zone ${SQL_JAKARTA})`;

/** The Jakarta day a timestamptz falls on, as a date. */
export const jakartaDateOf = (moment: SQLWrapper): SQL => sql`(${moment} at time zone ${SQL_JAKARTA})::date`;

/** A timestamptz written in Jakarta time. */
export const jakartaText = (moment: SQLWrapper, pattern: Pattern): SQL<string> =>
  sql<string>`to_char(${moment} at time zone ${SQL_JAKARTA}, ${sql.raw(`'${pattern}'`)})`;

/** The instant a Jakarta day (yyyy-MM-dd, or a date expression) starts: "2026-11-23" → 2026-11-22T17:00:00Z. */
export const jakartaDayStart = (day: string | SQLWrapper): SQL => sql`((${day})::date::timestamp at time zone ${SQL_JAKARTA})`;
