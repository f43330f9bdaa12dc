'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { updateSettings } from '../services/update-settings';
import { ValidationError } from '@/lib/errors/app-error';
import { isModuleKey, isSystemVariableKey, MODULE_FLAGS, SYSTEM_VARIABLES } from '@/lib/settings/keys';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';

/** Form fields the screen sends besides the settings: the tab that saved (and Next's own action fields). */
const isFormField = (name: string) => name === 'tabId' || name.startsWith('$ACTION');

/**
 * Saves the /settingsystem form: a switch per module flag (sent as "on" when on, absent when off), a field per
 * system variable. A field that names no setting is refused with its name, and nothing is stored.
 */
export async function updateSettingsAction(formData: FormData): Promise<ActionResult> {
  return runAction('/settingsystem', async (ctx) => {
    const unknown = [...formData.keys()].find((name) => !isFormField(name) && !isModuleKey(name) && !isSystemVariableKey(name));
    if (unknown !== undefined) throw ValidationError('unknownSettingKey', { key: unknown.slice(0, 60) });
    const input: Record<string, string> = {};
    for (const key of Object.keys(MODULE_FLAGS)) {
      const value = formData.get(key);
      // A switch that is off is not sent; anything but its own "on" (or an explicit true/false) is refused.
      input[key] = value === null ? 'false' : value === 'on' ? 'true' : String(value);
    }
    for (const key of Object.keys(SYSTEM_VARIABLES)) {
      const value = formData.get(key);
      if (value !== null) input[key] = String(value);
    }
    const originTab = formData.get('tabId');
    await updateSettings({ ctx, input: { settings: input, originTab: typeof originTab === 'string' ? originTab : undefined } });
    revalidatePath('/', 'layout');
    return { status: 'success', message: (await getTranslations('settingsystem'))('saved') };
  }, undefined, formData);
}
