import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseDecimal } from './decimal';
import { parseWeight, weightField } from './weight';

describe('parseWeight', () => {
  it('takes digits with one comma or dot and up to 3 decimals, as numeric(12,3) text', () => {
    expect(['1,005', '1.005', '12,5', '12.50', '7', '7,', ' 3.2 ', '0,001', '123456789.999', '000.5'].map(parseWeight))
      .toEqual(['1.005', '1.005', '12.500', '12.500', '7.000', '7.000', '3.200', '0.001', '123456789.999', '0.500']);
  });

  it('tells nothing written (undefined) from not a weight (null)', () => {
    expect([undefined, null, '', '   '].map(parseWeight)).toEqual([undefined, undefined, undefined, undefined]);
    const refused = ['1,0005', '1.234,5', '1,234.5', '1.2.3', '-1', '+1', '1e3', '0x10', ',5', '.5', 'abc', '1 000', '1234567890', '١٢', 'Infinity'];
    expect(refused.map(parseWeight)).toEqual(Array(refused.length).fill(null));
  });

  it('takes a JS number only when it is a plain weight', () => {
    expect([2.5, 0, 1.005].map(parseWeight)).toEqual(['2.500', '0.000', '1.005']);
    expect([-1, 1.0005, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, {}, ['1'], true].map(parseWeight)).toEqual(Array(8).fill(null));
  });
});

describe('parseDecimal, the "decimal up to 2 places" mask', () => {
  it('keeps at most the given places', () => {
    expect(['2,25', '2.2', '2', '99999'].map((value) => parseDecimal(value, 2))).toEqual(['2.25', '2.20', '2.00', '99999.00']);
    expect(['2,255', '2.2.2', '-2', ''].map((value) => parseDecimal(value, 2))).toEqual([null, null, null, undefined]);
    expect(parseDecimal('12', 0)).toBe('12');
    expect(parseDecimal('12,5', 0)).toBeNull();
    expect(parseDecimal('12,', 0)).toBeNull();
  });
});

describe('weightField', () => {
  const field = weightField('beratRequired', 'beratInvalid');
  const messageOf = (input: unknown) => field.safeParse(input).error?.issues[0].message;

  it('gives the weight text, "required" for nothing and "invalid" for zero or a bad number', () => {
    expect(field.parse('2,345')).toBe('2.345');
    expect([undefined, '', ' '].map(messageOf)).toEqual(['beratRequired', 'beratRequired', 'beratRequired']);
    expect(['0', '0,000', '1,2345', '1e3', '-2'].map(messageOf)).toEqual(Array(5).fill('beratInvalid'));
    expect(weightField('r', 'i', { allowZero: true }).parse('0')).toBe('0.000');
  });

  it('is not coerced with Number() inside a conform form', async () => {
    const { parseWithZod } = await import('@conform-to/zod/v4');
    const parse = (berat: string) => {
      const form = new FormData();
      form.set('berat', berat);
      const submission = parseWithZod(form, { schema: z.object({ berat: field }) });
      return submission.status === 'success' ? submission.value.berat : submission.error?.berat;
    };
    expect(['1,005', '0x10', '1e3', ''].map(parse)).toEqual(['1.005', ['beratInvalid'], ['beratInvalid'], ['beratRequired']]);
  });
});
