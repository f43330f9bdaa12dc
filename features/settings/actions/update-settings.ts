'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { updateSettings } from '../services/update-settings';
import { settingsFromForm } from '../form-settings';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';

/**
 * Saves the /settingsystem form, or the one module "Aktifkan" switches on: only the settings the form names change
 * (settingsFromForm). A field that names no setting is refused with its name, and nothing is stored.
 */
export async function updateSettingsAction(formData: FormData): Promise<ActionResult> {
  return runAction('/settingsystem', async (ctx) => {
    const input = settingsFromForm(formData);
    const originTab = formData.get('tabId');
    await updateSettings({ ctx, input: { settings: input, originTab: typeof originTab === 'string' ? originTab : undefined } });
    revalidatePath('/', 'layout');
    return { status: 'success', message: (await getTranslations('settingsystem'))('saved') };
  }, undefined, formData);
}
