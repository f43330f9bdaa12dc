import 'server-only';
import { randomInt } from 'node:crypto';
import type { SessionContext } from '../auth/context';
import type { Database } from '../db/client';
import { processUpload } from '../images/process-upload';
import { getImageStore } from '../images/store';
import { AppError, NotFoundError } from '../services/errors';
import { imageFieldsOf, keyFieldOf, MASTERS, type MasterId, type MasterRow, type MasterValue } from './definitions';
import { MASTER_SERVICES } from './registry';

const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } })?.cause?.code === '23505'
  || (error as { code?: string })?.code === '23505';

/** The values that would be stored, compared as text: a replayed create of the same row is not a conflict. */
const sameRow = (id: MasterId, a: MasterRow, b: MasterValue) =>
  MASTERS[id].fields.filter((field) => field.kind !== 'image').every((field) => String(a[field.name]) === String(b[field.name]));

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** §9: random identifiers are 16 letters and digits. */
const randomId = () => Array.from({ length: 16 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/**
 * Uploaded images are checked and re-encoded, then stored under the list's folder and the user's shop code before the
 * row is written; the row holds the stored key. Returns the value to store and the keys written.
 */
async function storeImages(id: MasterId, ctx: SessionContext, input: Record<string, unknown>) {
  const value: MasterValue = {};
  const written: string[] = [];
  for (const field of MASTERS[id].fields) {
    const raw = input[field.name];
    if (field.kind !== 'image') {
      value[field.name] = raw as string | number;
      continue;
    }
    if (!(raw instanceof File) || raw.size === 0) continue;
    let jpeg: Buffer;
    try {
      jpeg = await processUpload(Buffer.from(await raw.arrayBuffer()), 'app');
    } catch (error) {
      throw error instanceof AppError ? new AppError('validation', error.messageKey, error.values, field.name) : error;
    }
    const key = `${MASTERS[id].imageFolder}/${ctx.shop.kodeToko}/${randomId()}.jpg`;
    await getImageStore().put(key, jpeg);
    written.push(key);
    value[`${field.name}_path`] = key;
    value[`${field.name}_name`] = raw.name.replace(/[^\w. -]/g, '_').slice(0, 200) || 'gambar.jpg';
  }
  return { value, written };
}

/**
 * Creates a row, or updates the row with `key` (its key and fixed fields stay). A create sent twice (a double
 * click, a retried request) finds its own row and succeeds once more without writing; a different row under
 * the same code is refused on the code field. A replaced image is removed once the new one is saved; nothing
 * uploaded stays behind when the save fails.
 */
export async function saveMaster({ db, ctx, id, key, value: input }: { db: Database; ctx: SessionContext; id: MasterId; key?: string; value: Record<string, unknown> }) {
  const service = MASTER_SERVICES[id];
  const keyField = keyFieldOf(id);
  const taken = () => new AppError('conflict', 'fieldTaken', {}, keyField);
  const { value, written } = await storeImages(id, ctx, input);
  const unused: string[] = [];
  try {
    await db.transaction(async (tx) => {
      if (key === undefined) {
        const existing = await service.find(tx, ctx, String(value[keyField]));
        if (existing && sameRow(id, existing, value)) {
          unused.push(...written);
          return;
        }
        if (existing) throw taken();
        await service.insert(tx, ctx, value);
        return;
      }
      const existing = await service.find(tx, ctx, key);
      if (!existing) throw NotFoundError();
      await service.update(tx, ctx, key, value);
      for (const field of imageFieldsOf(id)) if (value[`${field.name}_path`] && existing[field.name]) unused.push(String(existing[field.name]));
    });
  } catch (error) {
    await Promise.all(written.map((written) => getImageStore().remove(written)));
    // Two creates of one code at once: the loser hears what the form would have said.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await Promise.all(unused.map((old) => getImageStore().remove(old)));
}

export async function deleteMaster({ db, ctx, id, key }: { db: Database; ctx: SessionContext; id: MasterId; key: string }) {
  const service = MASTER_SERVICES[id];
  const existing = await db.transaction(async (tx) => {
    const row = await service.find(tx, ctx, key);
    if (!row) throw NotFoundError();
    await service.remove(tx, ctx, key);
    return row;
  });
  await Promise.all(imageFieldsOf(id).filter((field) => existing[field.name]).map((field) => getImageStore().remove(String(existing[field.name]))));
}
