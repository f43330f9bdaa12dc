'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { hargaGlobalSchema } from '../schemas';
import { saveHargaGlobal } from '../services/save-harga-global';
import { runFormAction } from '@/lib/actions/run-form-action';

export async function saveHargaGlobalAction(_previous: unknown, formData: FormData) {
  return runFormAction('/parameter-harga-global', formData, hargaGlobalSchema, async (ctx, value) => {
    await saveHargaGlobal({ ctx, input: value });
    revalidatePath('/parameter-harga-global');
    return { message: (await getTranslations('parameters'))('hargaGlobalSaved') };
  }, 'parameters.hargaGlobalFailed');
}
