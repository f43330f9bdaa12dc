'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { getDb } from '../db/client';
import { hargaGlobalSchema, saveHargaGlobal } from '../services/parameters/harga-global';
import { runFormAction } from './run-form-action';

export async function saveHargaGlobalAction(_previous: unknown, formData: FormData) {
  return runFormAction('/parameter-harga-global', formData, hargaGlobalSchema, async (ctx, value) => {
    await saveHargaGlobal(getDb(), value.harga_global, ctx.user.userId);
    revalidatePath('/parameter-harga-global');
    return { message: (await getTranslations('parameters'))('hargaGlobalSaved') };
  }, 'parameters.hargaGlobalFailed');
}
