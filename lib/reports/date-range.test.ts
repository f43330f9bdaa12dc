import { addDays, format, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { monthBefore } from './date-range';

describe('monthBefore', () => {
  it('is date-fns subMonths(date, 1) on every day of a leap year and the next', () => {
    let day = new Date(2024, 0, 1);
    for (let i = 0; i < 731; i++, day = addDays(day, 1)) {
      expect(monthBefore(format(day, 'yyyy-MM-dd'))).toBe(format(subMonths(day, 1), 'yyyy-MM-dd'));
    }
  });
});
