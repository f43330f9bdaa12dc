import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Setting System: the module switches and system variables. */
export const SETTINGS_MESSAGES = ['settingsystem'] as const satisfies ClientNamespaces;
