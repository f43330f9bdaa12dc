'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { getDb } from '../db/client';
import { MASTER_IDS, MASTERS, masterSchema, type MasterId } from '../masters/definitions';
import { deleteMaster, saveMaster } from '../masters/save-master';
import type { ActionResult } from './result';
import { runAction } from './run-action';
import { runFormAction } from './run-form-action';

const known = (id: unknown): id is MasterId => MASTER_IDS.includes(id as MasterId);

/** Add (key null) or edit (the row's key) of a master row; bound per screen by the form. */
export async function saveMasterAction(id: MasterId, key: string | null, _previous: unknown, formData: FormData) {
  const master = MASTERS[known(id) ? id : 'bank'];
  // An unknown master id can only come from a forged request: check it against a path no one passes.
  const path = known(id) ? master.path : '/404-unknown-master';
  return runFormAction(path, formData, masterSchema(master.id), async (ctx, value) => {
    await saveMaster({ db: getDb(), ctx, id: master.id, key: key === null ? undefined : String(key), value });
    revalidatePath(master.path);
    return { message: (await getTranslations('masters'))(key === null ? 'created' : 'updated') };
  }, 'masters.saveFailed');
}

export async function deleteMasterAction(id: MasterId, key: string): Promise<ActionResult> {
  if (!known(id)) return { status: 'error', message: (await getTranslations('masters'))('deleteFailed') };
  return runAction(MASTERS[id].path, async (ctx) => {
    await deleteMaster({ db: getDb(), ctx, id, key: String(key) });
    revalidatePath(MASTERS[id].path);
    return { status: 'success', message: (await getTranslations('masters'))('deleted') };
  }, 'masters.deleteFailed');
}
