import { describe, expect, it } from 'vitest';
import { formatAxisGrams, formatAxisRupiah } from './axis-format';

// Intl puts a no-break space between the figure and its word, so that a tick never wraps.
describe('the monthly chart axis', () => {
  it('reads Rupiah in Indonesian as an owner says them: rb, jt, M (miliar), T (triliun)', () => {
    expect(formatAxisRupiah(0, 'id')).toBe('0');
    expect(formatAxisRupiah(500_000, 'id')).toBe('500\u00a0rb');
    expect(formatAxisRupiah(3_000_000, 'id')).toBe('3\u00a0jt');
    expect(formatAxisRupiah(250_000_000, 'id')).toBe('250\u00a0jt');
    expect(formatAxisRupiah(1_500_000_000, 'id')).toBe('1,5\u00a0M');
    expect(formatAxisRupiah(12_000_000_000, 'id')).toBe('12\u00a0M');
    expect(formatAxisRupiah(2_500_000_000_000, 'id')).toBe('2,5\u00a0T');
  });

  it('follows the user\'s language elsewhere', () => {
    expect(formatAxisRupiah(12_000_000_000, 'en')).toBe('12B');
    expect(formatAxisRupiah(250_000_000, 'en')).toBe('250M');
    expect(formatAxisRupiah(12_000_000_000, 'jp')).toBe('120億');
    expect(formatAxisRupiah(12_000_000, 'jp')).toBe('1200万');
    expect(formatAxisRupiah(12_000_000_000, 'it')).toBe('12\u00a0Mld');
  });

  it('groups grams with the language\'s separators', () => {
    expect(formatAxisGrams(1250.5, 'id')).toBe('1.250,5 g');
    expect(formatAxisGrams(1250.5, 'en')).toBe('1,250.5 g');
    expect(formatAxisGrams(0.125, 'id')).toBe('0,125 g');
  });
});
