import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Lelang Hutang: its own words, the list's paging words (Lihat Hutang's), the errors its forms check, the states. */
export const AUCTION_MESSAGES = ['loanAuction', 'loanRedemption', 'codes', 'errors'] as const satisfies ClientNamespaces;
