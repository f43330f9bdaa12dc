import type { Level } from '../auth/levels';
import { settingFlag } from './read';

/**
 * The previous-day-active flag of §4: true means date inputs are read-only for this user.
 * Owner and supervisor modules both on: cleared for OWN, SPV, SU, MU. Owner only: OWN, SU, MU.
 * Supervisor only: SPV, SU, MU. Neither: true for everyone.
 */
export function isDateLocked(level: Level, settings: Readonly<Record<string, string>>): boolean {
  const owner = settingFlag(settings, 'UBAH_TANGGAL_OWNER_MODULE');
  const supervisor = settingFlag(settings, 'UBAH_TANGGAL_SPV_MODULE');
  const free: Level[] = owner && supervisor ? ['OWN', 'SPV', 'SU', 'MU'] : owner ? ['OWN', 'SU', 'MU'] : supervisor ? ['SPV', 'SU', 'MU'] : [];
  return !free.includes(level);
}
