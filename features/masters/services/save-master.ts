import { deleteSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { randomInt } from 'node:crypto';
import type { SessionContext } from '@/lib/auth/context';
import { getDb } from '@/lib/db/client';
import { requireMasterWrite } from '@/lib/masters/master-access';
import { parseInput } from '@/lib/validation/parse-input';
import { processUpload } from '@/lib/images/process-upload';
import { getImageStore } from '@/lib/images/store';
import { AppError, NotFoundError } from '@/lib/errors/app-error';
import { spendGrant } from '@/features/otorisasi';
import { formFieldsOf, imageFieldsOf, keepFieldOf, keyFieldOf, keyOfValue, MASTERS, type MasterField, type MasterId, type MasterRow, type MasterValue } from '@/lib/masters/definitions';
import { masterSchema } from '@/lib/masters/schema';
import { MASTER_SERVICES } from '@/features/masters/services/registry';

const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } })?.cause?.code === '23505'
  || (error as { code?: string })?.code === '23505';

/** The values that would be stored, compared as text: a replayed create of the same row is not a conflict. */
const sameRow = (id: MasterId, a: MasterRow, b: MasterValue) =>
  formFieldsOf(id).filter((field) => field.kind !== 'image' && field.kind !== 'images').every((field) => String(a[field.name]) === String(b[field.name]));

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** §9: random identifiers are 16 letters and digits. */
const randomId = () => Array.from({ length: 16 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

const safeName = (file: File) => file.name.replace(/[^\w. -]/g, '_').slice(0, 200) || 'gambar.jpg';

/**
 * Uploaded images are checked and re-encoded, then stored under the list's folder and the user's shop code (splash
 * screens under their fixed names) before the row is written; the row holds the stored key. An image list's new
 * files go to `<field>_new` until the kept ones are known. Returns the value to store and the keys written.
 */
async function storeImages(id: MasterId, ctx: SessionContext, input: Record<string, unknown>, key: string | undefined) {
  const master = MASTERS[id];
  const value: MasterValue = {};
  const written: string[] = [];
  const store = async (field: MasterField, file: File) => {
    let jpeg: Buffer;
    try {
      jpeg = await processUpload(Buffer.from(await file.arrayBuffer()), master.fixedImageNames ? 'splash' : 'app');
    } catch (error) {
      throw error instanceof AppError ? new AppError('validation', error.messageKey, error.values, field.name) : error;
    }
    const path = master.fixedImageNames ? `${master.imageFolder}/${key}.png` : `${master.imageFolder}/${ctx.shop.kodeToko}/${randomId()}.jpg`;
    await getImageStore().put(path, jpeg);
    if (!master.fixedImageNames) written.push(path);
    return path;
  };
  for (const field of formFieldsOf(id)) {
    const raw = input[field.name];
    if (field.kind === 'image') {
      if (!(raw instanceof File) || raw.size === 0) continue;
      value[`${field.name}_path`] = await store(field, raw);
      value[`${field.name}_name`] = safeName(raw);
    } else if (field.kind === 'images') {
      const files = raw as File[];
      const paths: string[] = [];
      for (const file of files) paths.push(await store(field, file));
      value[`${field.name}_new`] = paths;
      value[`${field.name}_new_name`] = files.map(safeName);
      value[keepFieldOf(field.name)] = input[keepFieldOf(field.name)] as string[];
    } else {
      value[field.name] = raw as MasterValue[string];
    }
  }
  return { value, written };
}

/**
 * An image list after an edit: the stored images the form kept (only the row's own; a key naming anything else is
 * ignored), then the new ones. Returns the images no longer used, or refuses an empty list.
 */
function settleImageLists(id: MasterId, value: MasterValue, existing: MasterRow | undefined): string[] {
  const unused: string[] = [];
  for (const field of MASTERS[id].fields.filter((f) => f.kind === 'images')) {
    const stored = (existing?.[field.name] as string[] | undefined) ?? [];
    const storedNames = (existing?.[`${field.name}_name`] as string[] | undefined) ?? [];
    const keep = new Set(value[keepFieldOf(field.name)] as string[]);
    const kept = stored.map((path, index) => ({ path, name: storedNames[index] ?? '' })).filter((image) => keep.has(image.path));
    const added = (value[`${field.name}_new`] as string[]).map((path, index) => ({ path, name: (value[`${field.name}_new_name`] as string[])[index] }));
    const all = [...kept, ...added];
    if (all.length === 0) throw new AppError('validation', field.requiredKey ?? 'fieldRequired', {}, field.name);
    value[`${field.name}_path`] = all.map((image) => image.path);
    value[`${field.name}_name`] = all.map((image) => image.name);
    unused.push(...stored.filter((path) => !keep.has(path)));
  }
  return unused;
}

/**
 * Every list here is chain-wide data (a master of money, a parameter, the catalogue): only its keepers write it, as
 * the list's gate says. `value` is the form's (raw, or parsed already by the caller: it parses to itself again).
 * Creates a row, or updates the row with `key` (its key and fixed fields stay). A create sent twice (a double
 * click, a retried request) finds its own row and succeeds once more without writing; a different row under
 * the same code is refused on the code field. A replaced image is removed once the new one is saved; nothing
 * uploaded stays behind when the save fails.
 */
export async function saveMaster({ ctx, input: { id: listId, key, value: raw } }: {
  ctx: SessionContext; input: { id: MasterId; key?: string; value: Record<string, unknown> };
}) {
  const id = requireMasterWrite(ctx, listId);
  const input = parseInput(masterSchema(id, key === undefined ? 'create' : 'edit'), raw) as Record<string, unknown>;
  const db = getDb();
  const service = MASTER_SERVICES[id];
  // A compound key is refused on its first part: the form has no field for the joined code.
  const keyField = MASTERS[id].compoundKey?.[0] ?? keyFieldOf(id);
  const taken = () => new AppError('conflict', 'fieldTaken', {}, keyField);
  if (key === undefined && MASTERS[id].editOnly) throw NotFoundError();
  // Fixed image names come from the key: only an existing row's key names a file.
  if (MASTERS[id].fixedImageNames && !(key && (await service.find(db, ctx, key)))) throw NotFoundError();
  const { value, written } = await storeImages(id, ctx, input, key);
  const unused: string[] = [];
  try {
    await db.transaction(async (tx) => {
      // A numbered row (a band) has no key before it is added: its service recognises a create sent twice.
      if (key === undefined && MASTERS[id].generatedKey) {
        await service.insert(tx, ctx, value);
        return;
      }
      if (key === undefined) {
        const existing = await service.find(tx, ctx, keyOfValue(id, value));
        if (existing && sameRow(id, existing, value)) {
          unused.push(...written);
          return;
        }
        if (existing) throw taken();
        settleImageLists(id, value, undefined);
        await service.insert(tx, ctx, value);
        return;
      }
      const existing = await service.find(tx, ctx, key);
      if (!existing) throw NotFoundError();
      unused.push(...settleImageLists(id, value, existing));
      await service.update(tx, ctx, key, value);
      for (const field of imageFieldsOf(id)) {
        const old = existing[field.name];
        if (field.kind === 'image' && value[`${field.name}_path`] && old && old !== value[`${field.name}_path`]) unused.push(String(old));
      }
    });
  } catch (error) {
    await Promise.all(written.map((written) => getImageStore().remove(written)));
    // Two creates of one code at once: the loser hears what the form would have said.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await Promise.all(unused.map((old) => getImageStore().remove(old)));
}

/** Deletes a row; where the list asks for it, a supervisor's grant is spent in the same transaction. */
export async function deleteMaster({ ctx, input: { id: listId, key, grant } }: { ctx: SessionContext; input: { id: MasterId; key: string; grant?: string } }) {
  const id = requireMasterWrite(ctx, listId);
  const db = getDb();
  if (MASTERS[id].editOnly) throw NotFoundError();
  const service = MASTER_SERVICES[id];
  const feature = MASTERS[id].deleteAuthorization;
  const existing = await db.transaction(async (tx) => {
    const row = await service.find(tx, ctx, key);
    if (!row) throw NotFoundError();
    if (feature) await spendGrant({ ctx, input: { keystore: grant, fitur: feature, subject: deleteSubject(id, key) }, tx });
    await service.remove(tx, ctx, key);
    return row;
  });
  const images = imageFieldsOf(id).flatMap((field) => [existing[field.name] ?? []].flat()).map(String);
  await Promise.all(images.map((image) => getImageStore().remove(image)));
}
