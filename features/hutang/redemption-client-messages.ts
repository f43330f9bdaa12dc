import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Lihat Hutang and Batal Hutang Lunas: their own words, the states, the errors they check before sending, the scan field's, the slips' buttons. */
export const REDEMPTION_MESSAGES = ['loanRedemption', 'codes', 'errors', 'scan', 'nota', 'devices'] as const satisfies ClientNamespaces;
