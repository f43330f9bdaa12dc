import { addDays } from '@/lib/pricing/loan';
import type { ReminderKind } from './auction-schemas';

/**
 * The reminders a loan is due on a Jakarta day, `days` (PENGINGAT_HUTANG_HARI) before each date: before its due date
 * (from `days` before it up to the due date itself) and before its auction (from `days` before it up to the day
 * before the auction date; from then on it is on the auction list). Pure, so the list and the send agree.
 */
export function remindersDue(loan: { tglJatuhTempo: string | null; tglLelang: string | null }, today: string, days: number): ReminderKind[] {
  const due: ReminderKind[] = [];
  if (loan.tglJatuhTempo && addDays(loan.tglJatuhTempo, -days) <= today && today <= loan.tglJatuhTempo) due.push('JATUH_TEMPO');
  if (loan.tglLelang && addDays(loan.tglLelang, -days) <= today && today < loan.tglLelang) due.push('LELANG');
  return due;
}

/** The date a reminder names: the due date, or the auction date. */
export const reminderDate = (loan: { tglJatuhTempo: string | null; tglLelang: string | null }, jenis: ReminderKind) =>
  (jenis === 'JATUH_TEMPO' ? loan.tglJatuhTempo : loan.tglLelang) ?? '';
