'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { getDb } from '../db/client';
import { updateSettings } from '../services/settings/update-settings';
import { MODULE_FLAGS, SYSTEM_VARIABLES } from '../settings/keys';
import type { ActionResult } from './result';
import { runAction } from './run-action';

/** Saves the /settingsystem form: a checkbox per module flag, a text field per system variable. */
export async function updateSettingsAction(formData: FormData): Promise<ActionResult> {
  return runAction('/settingsystem', async (ctx) => {
    const input: Record<string, string> = {};
    for (const key of Object.keys(MODULE_FLAGS)) input[key] = String(formData.get(key) === 'on');
    for (const key of Object.keys(SYSTEM_VARIABLES)) {
      const value = formData.get(key);
      if (typeof value === 'string') input[key] = value.trim();
    }
    const originTab = formData.get('tabId');
    await updateSettings({ db: getDb(), ctx, input, originTab: typeof originTab === 'string' ? originTab : undefined });
    revalidatePath('/', 'layout');
    return { status: 'success', message: (await getTranslations('settingsystem'))('saved') };
  }, undefined, formData);
}
