import { describe, expect, it } from 'vitest';
import { auctionSplit, daysOverdue } from './loan';

describe('auctionSplit: principal first, then interest, then the surplus', () => {
  it('leaves a surplus when the proceeds pass principal and interest', () => {
    // Rp 5.000.000 lent, Rp 416.700 interest (4.167 × 100 days), sold for Rp 6.000.000: 583.300 over.
    expect(auctionSplit(5_000_000, 416_700, 6_000_000)).toEqual({ pokok: 5_000_000, bunga: 416_700, kelebihan: 583_300, kerugian: 0 });
  });
  it('settles exactly, with nothing over and nothing lost', () => {
    expect(auctionSplit(5_000_000, 416_700, 5_416_700)).toEqual({ pokok: 5_000_000, bunga: 416_700, kelebihan: 0, kerugian: 0 });
  });
  it('gives up interest first when the proceeds fall short of principal and interest', () => {
    expect(auctionSplit(5_000_000, 416_700, 5_100_000)).toEqual({ pokok: 5_000_000, bunga: 100_000, kelebihan: 0, kerugian: 0 });
  });
  it('books a loss on the principal when the proceeds do not even cover it', () => {
    expect(auctionSplit(5_000_000, 416_700, 4_200_000)).toEqual({ pokok: 4_200_000, bunga: 0, kelebihan: 0, kerugian: 800_000 });
  });
});

describe('daysOverdue', () => {
  it('counts the days past the due date, none before it', () => {
    expect(daysOverdue('2027-02-09', '2027-02-19')).toBe(10);
    expect(daysOverdue('2027-02-09', '2027-02-09')).toBe(0);
    expect(daysOverdue('2027-02-09', '2027-01-30')).toBe(0);
    // Across a month's end: 9 Feb → 2 Mar 2027 is 21 days.
    expect(daysOverdue('2027-02-09', '2027-03-02')).toBe(21);
  });
});
