'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { updateSettings } from '../services/update-settings';
import { settingsFormSchema } from '../schemas';
import { runFormAction } from '@/lib/actions/run-form-action';

/**
 * Saves the /settingsystem form, or the one module "Aktifkan" switches on (the form kit): only the settings the form
 * names change, each checked under its field by settingsFormSchema on both sides. A field that names no setting is
 * refused with its name, and nothing is stored.
 */
export async function updateSettingsAction(_previous: unknown, formData: FormData) {
  return runFormAction('/settingsystem', formData, settingsFormSchema, async (ctx, input) => {
    await updateSettings({ ctx, input });
    revalidatePath('/', 'layout');
    return { message: (await getTranslations('settingsystem'))('saved') };
  });
}
