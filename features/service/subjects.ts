import { cancelSubject, type GrantSubject } from '@/lib/auth/otorisasi-subject';

/** What a BATAL_SERVICE grant approves: the ticket and the money that leaves the till (the down payment refunded, or 0 when forfeited). */
export const cancelRepairSubject = (noService: string, refund: number): GrantSubject => cancelSubject(noService, refund);
