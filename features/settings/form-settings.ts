import { ValidationError } from '@/lib/errors/app-error';
import { isModuleKey, isSystemVariableKey, MODULE_FLAGS, SYSTEM_VARIABLES, WA_GATEWAY_TOKEN_KEY } from '@/lib/settings/keys';

/** The form's own fields besides the settings: the tab that saved, "clear the token", and Next's action fields. */
export const CLEAR_WA_TOKEN_FIELD = 'clearWaToken';
const isFormField = (name: string) => name === 'tabId' || name === CLEAR_WA_TOKEN_FIELD || name.startsWith('$ACTION');

/**
 * The settings a /settingsystem form names, as updateSettings takes them. A save changes only what it names:
 *  - a module switch is named by its hidden "false" and, when on, its checkbox's "on" after it (the last value
 *    counts); a form without a module's field leaves that module as it is (never "off because absent");
 *  - a system variable is named by its field;
 *  - the gateway token is write-only: an empty field keeps the stored token, "clear the token" empties it.
 * A field that names no setting is refused with its name, and nothing is stored.
 */
export function settingsFromForm(formData: FormData): Record<string, string> {
  const unknown = [...formData.keys()].find((name) => !isFormField(name) && !isModuleKey(name) && !isSystemVariableKey(name));
  if (unknown !== undefined) throw ValidationError('unknownSettingKey', { key: unknown.slice(0, 60) });
  const input: Record<string, string> = {};
  for (const key of Object.keys(MODULE_FLAGS)) {
    const values = formData.getAll(key);
    if (values.length === 0) continue;
    const value = values.at(-1);
    // Anything but "on", "false" (the hidden field) or an explicit true is refused by validateSettings.
    input[key] = value === 'on' ? 'true' : String(value);
  }
  for (const key of Object.keys(SYSTEM_VARIABLES)) {
    const value = formData.get(key);
    if (value !== null) input[key] = String(value);
  }
  if (input[WA_GATEWAY_TOKEN_KEY] !== undefined && input[WA_GATEWAY_TOKEN_KEY].trim() === '') delete input[WA_GATEWAY_TOKEN_KEY];
  if (formData.get(CLEAR_WA_TOKEN_FIELD) === 'on') input[WA_GATEWAY_TOKEN_KEY] = '';
  return input;
}
