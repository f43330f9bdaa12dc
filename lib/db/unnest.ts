// No 'server-only' marker: the ledgers' kernels run in the demo generator too.
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';

/** The array types a column of an unnest travels as. */
export type UnnestType = 'varchar' | 'text' | 'bigint' | 'int' | 'smallint' | 'numeric' | 'boolean' | 'timestamptz' | 'date' | 'jsonb';
export type UnnestValue = string | number | bigint | boolean | Date | null | undefined;

const NAME = /^[a-z_][a-z0-9_]*$/;
const asText = (value: UnnestValue) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * Rows from columns, every column one array parameter, so a statement's text and its parameters do not grow with its
 * rows: `unnest({ kode: ['varchar', codes], berat: ['numeric', weights] }, 'v')` is
 * `unnest($1::varchar[], $2::numeric[]) as v(kode, berat)`. Values travel as text (null and undefined as NULL, a Date
 * as its ISO time) and PostgreSQL casts them exactly (numeric weights, bigint Rupiah: never a float on the way).
 * `ordinality` adds the row's place as column `n`; without an alias the bare `unnest(…)` (for `select * from`).
 * Every column must have as many values as the first.
 */
export function unnest(columns: Record<string, readonly [UnnestType, readonly UnnestValue[]]>, alias?: string, options: { ordinality?: boolean } = {}): SQL {
  const entries = Object.entries(columns);
  const length = entries[0]?.[1][1].length ?? 0;
  for (const [name, [, values]] of entries) {
    if (!NAME.test(name)) throw new Error(`unnest: bad column name ${name}`);
    if (values.length !== length) throw new Error(`unnest: column ${name} has ${values.length} values, not ${length}`);
  }
  const arrays = sql.join(entries.map(([, [type, values]]) => sql`${sql.param(values.map(asText))}::${sql.raw(type)}[]`), sql`, `);
  if (alias === undefined) return sql`unnest(${arrays})`;
  if (!NAME.test(alias)) throw new Error(`unnest: bad alias ${alias}`);
  const names = [...entries.map(([name]) => name), ...(options.ordinality ? ['n'] : [])].join(', ');
  return sql`unnest(${arrays})${sql.raw(options.ordinality ? ' with ordinality' : '')} as ${sql.raw(alias)}(${sql.raw(names)})`;
}

/** A `returning *` row of a raw statement as drizzle's own select would give it (camelCase keys, mapped values). */
export function fromReturned<T extends Table>(table: T, row: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([field, column]) => {
      const value = row[column.name];
      return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}
