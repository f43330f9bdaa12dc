import { Column, is, SQL, type DriverValueDecoder } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { getPool } from './client';

// drizzle decodes dates itself from PostgreSQL's text; pg must hand them over untouched, as it does for drizzle.
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const types = { getTypeParser: (id: number, format?: string) => (RAW_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format as 'text')) };

/** How drizzle decodes a selected field: a column by its type, a `sql` field by its `mapWith` (kept, untyped, on `decoder`). */
function decoderOf(field: unknown): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : (field as SQL.Aliased).sql;
  return (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
}

/**
 * The rows of a select in batches, read through a server-side cursor on a connection of its own, decoded as drizzle
 * decodes them. An export of a hundred thousand rows holds one batch at a time; stopping the loop early (a download
 * cancelled) closes the cursor and gives the connection back.
 */
export async function* cursorBatches<Row>(query: PgSelect, batchSize = 1000): AsyncGenerator<Row[]> {
  const { sql: text, params } = query.toSQL();
  const fields = Object.entries(query._.selectedFields as Record<string, unknown>).map(([key, field]) => [key, decoderOf(field)] as const);
  const client = await getPool().connect();
  let failed = false;
  try {
    await client.query('begin read only');
    await client.query({ text: `declare export_rows no scroll cursor for ${text}`, values: params as unknown[] });
    for (;;) {
      const { rows } = await client.query<unknown[]>({ text: `fetch ${batchSize} from export_rows`, rowMode: 'array', types });
      if (rows.length === 0) break;
      yield rows.map((row) => Object.fromEntries(fields.map(([key, decoder], i) => [key, row[i] === null ? null : decoder.mapFromDriverValue(row[i])])) as Row);
      if (rows.length < batchSize) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await client.query(failed ? 'rollback' : 'commit').catch(() => (failed = true));
    client.release(failed);
  }
}
