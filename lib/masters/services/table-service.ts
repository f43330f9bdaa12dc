import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MasterValue } from '../definitions';
import { AppError, type ErrorKey } from '@/lib/errors/app-error';
import { audit, type MasterService, type Reader } from './types';

/**
 * The service of a list kept in one table with no scope: rows read with the spec's names (`columns`), written from the
 * form's value (`write`, without the key), refused for deletion while `inUse` finds something that names the row.
 */
export function tableService({ table, key, keyProperty, columns, write, inUse, inUseKey = 'dataInUse', check, options, orderBy }: {
  table: PgTable;
  key: PgColumn;
  /** The key's property name in the drizzle table (kodeBank). */
  keyProperty: string;
  columns: Record<string, PgColumn>;
  write: (value: MasterValue) => Record<string, unknown>;
  inUse?: (db: Reader, key: string) => Promise<boolean>;
  /** The refusal's message key (values: { kode }), "dataInUse" unless given. */
  inUseKey?: ErrorKey;
  /** Refuses a value naming rows that do not exist (throws a validation error on the field). */
  check?: (db: Reader, value: MasterValue) => Promise<void>;
  options?: MasterService['options'];
  /** Row order of the list (by key otherwise). */
  orderBy?: SQL;
}): MasterService {
  // drizzle cannot type a table chosen at run time; the columns and values above are checked by each caller's schema.
  const from = table as never;
  const keyName = Object.entries(columns).find(([, column]) => column === key)![0];
  return {
    source: () => ({ from: (db, fields) => db.select(fields).from(from).$dynamic(), columns, orderBy: [orderBy ?? asc(key), asc(key)], unique: [key] }),
    options,
    find: async (db, _ctx, code) => (await db.select(columns).from(from).where(eq(key, code)))[0],
    async insert(tx, ctx, value) {
      await check?.(tx, value);
      await tx.insert(from).values({ [keyProperty]: String(value[keyName]), ...write(value), createdBy: ctx.user.userId, updatedBy: ctx.user.userId } as never);
    },
    async update(tx, ctx, code, value) {
      await check?.(tx, value);
      await tx.update(from).set({ ...write(value), ...audit(ctx) } as never).where(eq(key, code));
    },
    async remove(tx, _ctx, code) {
      // The row is locked first: a row naming it (its foreign key takes a key-share lock) waits until the delete is decided.
      await tx.select({ key }).from(from).where(eq(key, code)).for('update');
      const inUseError = () => new AppError('conflict', inUseKey, { kode: code });
      if (await inUse?.(tx, code)) throw inUseError();
      try {
        await tx.delete(from).where(eq(key, code));
      } catch (error) {
        // A table the check does not know about still names the row: its foreign key refuses the delete.
        if (isForeignKeyViolation(error)) throw inUseError();
        throw error;
      }
    },
  };
}

export const isForeignKeyViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } })?.cause?.code === '23503'
  || (error as { code?: string })?.code === '23503';
