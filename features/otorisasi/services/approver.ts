import { isLevel } from '@/lib/auth/levels';
import { APPROVER_LEVELS } from '../../../lib/auth/otorisasi-features';

type Candidate = { level: string; kodeToko: string; isActive: boolean };

/** A supervisor approves for their own shop; an owner for every shop of the installation. */
export function canApprove(approver: Candidate, kodeToko: string): boolean {
  if (!approver.isActive || !isLevel(approver.level) || !(APPROVER_LEVELS as readonly string[]).includes(approver.level)) return false;
  return approver.level === 'OWN' || approver.kodeToko === kodeToko;
}
