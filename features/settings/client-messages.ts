import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Setting System: the module switches and system variables (their refusals are worded in the browser: `errors`). */
export const SETTINGS_MESSAGES = ['settingsystem', 'errors'] as const satisfies ClientNamespaces;
