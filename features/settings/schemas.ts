import { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import { settingsFromFields, unknownField } from './form-settings';
import { validateSettings } from './validate';

/**
 * The /settingsystem form (the form kit), the same on both sides: the fields as conform parses them (a module's hidden
 * "false" and its "on" as a list, an empty field as it was typed), read as the settings they name (settingsFromFields:
 * a save changes only what it names), each checked by its rule (validateSettings) under its own field; a field that
 * names no setting is refused under its name, and nothing is sent. Gives the settings and the tab that saved.
 */
export const settingsFormSchema = z.record(z.string(), z.unknown()).transform((fields, ctx) => {
  const unknown = unknownField(fields);
  if (unknown !== undefined) {
    ctx.addIssue({ code: 'custom', path: [unknown], message: 'unknownSettingKey' });
    return z.NEVER;
  }
  const settings = settingsFromFields(fields);
  for (const [key, value] of Object.entries(settings)) {
    try {
      validateSettings({ [key]: value });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ctx.addIssue({ code: 'custom', path: [key], message: error.messageKey });
    }
  }
  const tabId = [fields.tabId].flat().at(-1);
  return { settings, originTab: typeof tabId === 'string' && tabId ? tabId.slice(0, 80) : undefined };
});
