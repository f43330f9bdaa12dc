import { describe, expect, it } from 'vitest';
import { isOverHundred, parsePercent, percentField } from './percent';

describe('parsePercent', () => {
  it('takes up to 2 decimals with a comma or dot, from 0 to 100, as numeric(5,2) text', () => {
    expect(['12,5', '12.55', '0', '100', '100,00', '99,99', '7,'].map(parsePercent)).toEqual(['12.50', '12.55', '0.00', '100.00', '100.00', '99.99', '7.00']);
  });

  it('refuses more than 100, more than 2 decimals and anything but the mask\'s characters', () => {
    const refused = ['100,01', '101', '1000', '12,345', '-5', '5%', '1e2', '0x10', 'abc', '1.000,5'];
    expect(refused.map(parsePercent)).toEqual(Array(refused.length).fill(null));
    expect([undefined, ''].map(parsePercent)).toEqual([undefined, undefined]);
  });

  it('tells over 100 from a badly written value', () => {
    expect(['100,01', '101', '250000'].map(isOverHundred)).toEqual([true, true, true]);
    expect(['100', '99,5', 'abc', '12,345', '', '-200'].map(isOverHundred)).toEqual([false, false, false, false, false, false]);
  });
});

describe('percentField', () => {
  const field = percentField('persenRequired', 'persenInvalid', 'Tidak Boleh Melebihi 100 !');
  const messageOf = (input: unknown) => field.safeParse(input).error?.issues[0].message;

  it('gives the percentage text or the right message', () => {
    expect(field.parse('2,5')).toBe('2.50');
    expect(['', '101', '12,345'].map(messageOf)).toEqual(['persenRequired', 'Tidak Boleh Melebihi 100 !', 'persenInvalid']);
  });
});
