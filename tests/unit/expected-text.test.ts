import { describe, expect, it } from 'vitest';
import { percentText, rupiahText, weightText } from '../e2e/support/expected';

// The e2e specs' own formatter, checked against text written by hand.
describe('the e2e specs\' expected text', () => {
  it('writes Rupiah', () => {
    expect(rupiahText('0')).toBe('Rp. 0');
    expect(rupiahText('999')).toBe('Rp. 999');
    expect(rupiahText('1000')).toBe('Rp. 1.000');
    expect(rupiahText('1234567')).toBe('Rp. 1.234.567');
    expect(rupiahText(-1500)).toBe('-Rp. 1.500');
    expect(rupiahText('12345678901234567')).toBe('Rp. 12.345.678.901.234.567');
  });

  it('writes weights, rounding the decimal text half up', () => {
    expect(weightText('1.005', 2)).toBe('1,01');
    expect(weightText('1.115', 2)).toBe('1,12');
    expect(weightText('10.005', 2)).toBe('10,01');
    expect(weightText('1234.5', 3)).toBe('1.234,500');
    expect(weightText('0', 3)).toBe('0,000');
    expect(weightText('1234567.891', 3)).toBe('1.234.567,891');
  });

  it('writes percentages', () => {
    expect(percentText('12.495')).toBe('12,50 %');
    expect(percentText('-5.00')).toBe('-5,00 %');
    expect(percentText('69.56')).toBe('69,56 %');
  });
});
