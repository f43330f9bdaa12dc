'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { MASTER_IDS, MASTERS, type MasterId } from '@/lib/masters/definitions';
import { masterSchema } from '@/lib/masters/schema';
import { deleteMaster, saveMaster } from '../services/save-master';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import type { MessageKey } from '@/lib/i18n/keys';

const known = (id: unknown): id is MasterId => MASTER_IDS.includes(id as MasterId);

/** The toast keys of a list: the parameter screens' wording, or the catalogue's with the list's own failure texts. */
function messageKeys(id: MasterId): Record<'created' | 'updated' | 'deleted' | 'createFailed' | 'updateFailed' | 'deleteFailed', MessageKey> {
  const master = MASTERS[id];
  if (master.messages === 'masters') {
    return { created: 'masters.created', updated: 'masters.updated', deleted: 'masters.deleted', createFailed: 'masters.saveFailed', updateFailed: 'masters.saveFailed', deleteFailed: 'masters.deleteFailed' };
  }
  const failed = `masters.katalogFailed.${master.entity ?? 'item'}` as const;
  return { created: 'masters.katalog.created', updated: 'masters.katalog.updated', deleted: 'masters.katalog.deleted', createFailed: `${failed}.create`, updateFailed: `${failed}.update`, deleteFailed: `${failed}.delete` };
}

/** Add (key null) or edit (the row's key) of a master row; bound per screen by the form. */
export async function saveMasterAction(id: MasterId, key: string | null, _previous: unknown, formData: FormData) {
  const master = MASTERS[known(id) ? id : 'bank'];
  // An unknown master id can only come from a forged request: check it against a path no one passes.
  const path = known(id) ? master.path : '/404-unknown-master';
  const keys = messageKeys(master.id);
  return runFormAction(path, formData, masterSchema(master.id, key === null ? 'create' : 'edit'), async (ctx, value) => {
    await saveMaster({ ctx, input: { id: master.id, key: key === null ? undefined : String(key), value } });
    revalidatePath(master.path);
    return { message: (await getTranslations())(key === null ? keys.created : keys.updated) };
  }, key === null ? keys.createFailed : keys.updateFailed);
}

export async function deleteMasterAction(id: MasterId, key: string, grant?: string): Promise<ActionResult> {
  if (!known(id)) return { status: 'error', message: (await getTranslations('masters'))('deleteFailed') };
  const keys = messageKeys(id);
  return runAction(MASTERS[id].path, async (ctx) => {
    await deleteMaster({ ctx, input: { id, key: String(key), grant: typeof grant === 'string' ? grant : undefined } });
    revalidatePath(MASTERS[id].path);
    return { status: 'success', message: (await getTranslations())(keys.deleted) };
  }, keys.deleteFailed, [key, grant]);
}
