import { describe, expect, it } from 'vitest';
import { LEVELS, type Level } from '../auth/levels';
import { isDateLocked } from './date-lock';

const unlocked = (owner: boolean, spv: boolean) =>
  LEVELS.filter((level: Level) => !isDateLocked(level, { UBAH_TANGGAL_OWNER_MODULE: String(owner), UBAH_TANGGAL_SPV_MODULE: String(spv) }));

describe('isDateLocked (previous-day-active flag)', () => {
  it('clears the flag for OWN, SPV, SU, MU when both modules are on', () => {
    expect(unlocked(true, true)).toEqual(['OWN', 'SU', 'MU', 'SPV']);
  });
  it('clears it for OWN, SU, MU with the owner module only', () => {
    expect(unlocked(true, false)).toEqual(['OWN', 'SU', 'MU']);
  });
  it('clears it for SPV, SU, MU with the supervisor module only', () => {
    expect(unlocked(false, true)).toEqual(['SU', 'MU', 'SPV']);
  });
  it('keeps it for everyone otherwise', () => {
    expect(unlocked(false, false)).toEqual([]);
  });
});
