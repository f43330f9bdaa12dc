import { ValidationError } from '@/lib/errors/app-error';
import { isModuleKey, isSystemVariableKey, MODULE_FLAGS, SYSTEM_VARIABLES, WA_GATEWAY_TOKEN_KEY } from '@/lib/settings/keys';

/** The form's own fields besides the settings: the tab that saved, "clear the token", and Next's action fields. */
export const CLEAR_WA_TOKEN_FIELD = 'clearWaToken';
const isFormField = (name: string) => name === 'tabId' || name === CLEAR_WA_TOKEN_FIELD || name.startsWith('$ACTION');

/** A form's fields by name as conform parses them: one value, or a list when the name repeats (a module's hidden "false" and its "on"). */
export type FormFields = Record<string, unknown>;

/** The first field that names no setting (nor a field of the form itself), or undefined. */
export const unknownField = (fields: FormFields) => Object.keys(fields).find((name) => !isFormField(name) && !isModuleKey(name) && !isSystemVariableKey(name));

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The settings a /settingsystem form names, as updateSettings takes them. A save changes only what it names:
 *  - a module switch is named by its hidden "false" and, when on, its checkbox's "on" after it (the last value
 *    counts); a form without a module's field leaves that module as it is (never "off because absent");
 *  - a system variable is named by its field;
 *  - the gateway token is write-only: an empty field keeps the stored token, "clear the token" empties it.
 * A field that names no setting is refused with its name, and nothing is stored.
 */
export function settingsFromFields(fields: FormFields): Record<string, string> {
  const unknown = unknownField(fields);
  if (unknown !== undefined) throw ValidationError('unknownSettingKey', { key: unknown.slice(0, 60) });
  const input: Record<string, string> = {};
  for (const key of Object.keys(MODULE_FLAGS)) {
    if (!Object.hasOwn(fields, key)) continue;
    const value = text([fields[key]].flat().at(-1));
    // Anything but "on", "false" (the hidden field) or an explicit true is refused by validateSettings.
    input[key] = value === 'on' ? 'true' : value;
  }
  for (const key of Object.keys(SYSTEM_VARIABLES)) {
    if (Object.hasOwn(fields, key)) input[key] = text([fields[key]].flat().at(-1));
  }
  if (input[WA_GATEWAY_TOKEN_KEY] !== undefined && input[WA_GATEWAY_TOKEN_KEY].trim() === '') delete input[WA_GATEWAY_TOKEN_KEY];
  if (text([fields[CLEAR_WA_TOKEN_FIELD]].flat().at(-1)) === 'on') input[WA_GATEWAY_TOKEN_KEY] = '';
  return input;
}

/** settingsFromFields of a FormData as it came (each name once, its values in order). */
export function settingsFromForm(formData: FormData): Record<string, string> {
  const fields: FormFields = {};
  for (const name of new Set(formData.keys())) {
    const values = formData.getAll(name).map(String);
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return settingsFromFields(fields);
}
