import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Dashboard and Dashboard Pusat: the monthly chart. */
export const DASHBOARD_MESSAGES = ['dashboard'] as const satisfies ClientNamespaces;
