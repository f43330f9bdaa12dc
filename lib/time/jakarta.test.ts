import { describe, expect, it } from 'vitest';
import { jakartaDay, jakartaDayRange, jakartaMoment, todayInJakarta } from './jakarta';

describe('the Jakarta day', () => {
  it('is UTC+7: a moment after 17:00 UTC is already the next day', () => {
    expect(jakartaDay(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(jakartaDay(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
    expect(todayInJakarta(new Date('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
  });

  it('reads a wall-clock time of a day as its instant', () => {
    expect(jakartaMoment('2026-11-23').toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(jakartaMoment('2026-11-23', '08:30:00').toISOString()).toBe('2026-11-23T01:30:00.000Z');
  });

  it('bounds a range of days, the end exclusive, across a month and a year', () => {
    expect(jakartaDayRange('2026-11-01', '2026-11-30')).toEqual({ start: new Date('2026-10-31T17:00:00Z'), end: new Date('2026-11-30T17:00:00Z') });
    expect(jakartaDayRange('2026-12-31', '2026-12-31')).toEqual({ start: new Date('2026-12-30T17:00:00Z'), end: new Date('2026-12-31T17:00:00Z') });
  });
});
