import 'server-only';
import type { SessionContext } from '../auth/context';
import type { Database } from '../db/client';
import { AppError, NotFoundError } from '../services/errors';
import { keyFieldOf, MASTERS, type MasterId, type MasterRow } from './definitions';
import { MASTER_SERVICES } from './registry';

const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } })?.cause?.code === '23505'
  || (error as { code?: string })?.code === '23505';

/** The values that would be stored, compared as text: a replayed create of the same row is not a conflict. */
const sameRow = (id: MasterId, a: MasterRow, b: MasterRow) => MASTERS[id].fields.every((field) => String(a[field.name]) === String(b[field.name]));

/**
 * Creates a row, or updates the row with `key` (its key and fixed fields stay). A create sent twice (a double
 * click, a retried request) finds its own row and succeeds once more without writing; a different row under
 * the same code is refused on the code field.
 */
export async function saveMaster({ db, ctx, id, key, value }: { db: Database; ctx: SessionContext; id: MasterId; key?: string; value: MasterRow }) {
  const service = MASTER_SERVICES[id];
  const keyField = keyFieldOf(id);
  const taken = () => new AppError('conflict', 'fieldTaken', {}, keyField);
  try {
    await db.transaction(async (tx) => {
      if (key === undefined) {
        const existing = await service.find(tx, ctx, String(value[keyField]));
        if (existing && sameRow(id, existing, value)) return;
        if (existing) throw taken();
        await service.insert(tx, ctx, value);
        return;
      }
      if (!(await service.find(tx, ctx, key))) throw NotFoundError();
      await service.update(tx, ctx, key, value);
    });
  } catch (error) {
    // Two creates of one code at once: the loser hears what the form would have said.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function deleteMaster({ db, ctx, id, key }: { db: Database; ctx: SessionContext; id: MasterId; key: string }) {
  const service = MASTER_SERVICES[id];
  await db.transaction(async (tx) => {
    if (!(await service.find(tx, ctx, key))) throw NotFoundError();
    await service.remove(tx, ctx, key);
  });
}
