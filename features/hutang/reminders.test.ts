import { describe, expect, it } from 'vitest';
import { reminderDate, remindersDue } from './reminders';

// Due 9 Feb 2027, auction date 16 Feb 2027 (7 days' grace), reminders 3 days before each.
const loan = { tglJatuhTempo: '2027-02-09', tglLelang: '2027-02-16' };

describe('remindersDue', () => {
  it('asks for the due-date reminder from 3 days before the due date up to it', () => {
    expect(remindersDue(loan, '2027-02-05', 3)).toEqual([]);
    expect(remindersDue(loan, '2027-02-06', 3)).toEqual(['JATUH_TEMPO']);
    expect(remindersDue(loan, '2027-02-09', 3)).toEqual(['JATUH_TEMPO']);
    expect(remindersDue(loan, '2027-02-10', 3)).toEqual([]);
  });
  it('asks for the auction reminder from 3 days before the auction date up to the day before it', () => {
    expect(remindersDue(loan, '2027-02-12', 3)).toEqual([]);
    expect(remindersDue(loan, '2027-02-13', 3)).toEqual(['LELANG']);
    expect(remindersDue(loan, '2027-02-15', 3)).toEqual(['LELANG']);
    expect(remindersDue(loan, '2027-02-16', 3)).toEqual([]);
  });
  it('asks for both when the grace is shorter than the reminder days, and none without dates', () => {
    expect(remindersDue({ tglJatuhTempo: '2027-02-09', tglLelang: '2027-02-11' }, '2027-02-08', 3)).toEqual(['JATUH_TEMPO', 'LELANG']);
    expect(remindersDue({ tglJatuhTempo: null, tglLelang: null }, '2027-02-08', 3)).toEqual([]);
  });
  it('names the due date or the auction date', () => {
    expect(reminderDate(loan, 'JATUH_TEMPO')).toBe('2027-02-09');
    expect(reminderDate(loan, 'LELANG')).toBe('2027-02-16');
  });
});
