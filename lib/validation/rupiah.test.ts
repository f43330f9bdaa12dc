import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../ledger/limits';
import { mutasiSchema } from '@/features/money/schemas';
import { parseRupiah, rupiahField } from './rupiah';

const field = rupiahField('jumlahRequired', 'jumlahInvalid');
const messageOf = (input: unknown) => field.safeParse(input).error?.issues[0].message;

describe('rupiahField', () => {
  it('takes whole Rupiah up to the limit', () => {
    expect(field.parse('1250000')).toBe(1_250_000);
    expect(field.parse(String(MAX_AMOUNT))).toBe(MAX_AMOUNT);
  });

  it('takes the mask\'s own text: Rp. prefix, dots as thousands separators, the ,- suffix', () => {
    expect(['Rp. 1.234.567 ,-', 'Rp. 1.234.567', 'Rp 1.234.567', '1.234.567', ' 1234567 ', 'Rp.1234567,-'].map((text) => field.parse(text)))
      .toEqual([1_234_567, 1_234_567, 1_234_567, 1_234_567, 1_234_567, 1_234_567]);
    expect(field.parse('Rp. 500 ,-')).toBe(500);
  });

  it('says "required" for empty and zero, "invalid" for text, fractions, negatives and huge amounts', () => {
    expect([undefined, '', '0', 'Rp. 0 ,-'].map(messageOf)).toEqual(Array(4).fill('jumlahRequired'));
    expect(['abc', '12.5', '-5', String(MAX_AMOUNT + 1), '1e30'].map(messageOf)).toEqual(Array(5).fill('jumlahInvalid'));
  });

  it('refuses hexadecimal, exponents, signs, decimal commas, misplaced separators and non-text values', () => {
    const refused = ['0x10', '1e3', '1E3', '+5', '0b101', '0o17', 'Infinity', 'NaN', '1,5', '1.000,50', '12.34', '1.2345', '1..000', '.500',
      '1 000', '12,000', '١٢٣', '5-', 'Rp. -5'];
    expect(refused.map(messageOf)).toEqual(Array(refused.length).fill('jumlahInvalid'));
    expect([{}, { toString: () => '5' }, ['5'], true, 12.5, -1, Number.NaN].map(messageOf)).toEqual(Array(7).fill('jumlahInvalid'));
  });

  it('guards the transfer form the same way', () => {
    const base = { kategori: 'SETORAN', asal: 'CASH', tujuan: 'BCA', keterangan: 'x', idempotencyKey: 'abcdefgh' };
    expect(mutasiSchema.safeParse({ ...base, jumlah: '-1' }).error?.issues.map((issue) => issue.message)).toEqual(['jumlahInvalid']);
    expect(mutasiSchema.safeParse({ ...base, jumlah: '0x10' }).error?.issues.map((issue) => issue.message)).toEqual(['jumlahInvalid']);
    expect(mutasiSchema.safeParse({ ...base, jumlah: '2500000' }).data?.jumlah).toBe(2_500_000);
  });
});

describe('parseRupiah', () => {
  it('tells nothing written (undefined) from not an amount (null)', () => {
    expect([undefined, null, '', '  '].map(parseRupiah)).toEqual([undefined, undefined, undefined, undefined]);
    expect(['1e3', '0x10', 'abc'].map(parseRupiah)).toEqual([null, null, null]);
    expect([1000, '1.000', 'Rp. 16 ,-'].map(parseRupiah)).toEqual([1000, 1000, 16]);
  });
});

describe('rupiahField inside a conform form', () => {
  it('is not coerced with Number() by parseWithZod: 0x10 and 1e3 stay refused', async () => {
    const { parseWithZod } = await import('@conform-to/zod/v4');
    const parse = (jumlah: string) => {
      const form = new FormData();
      form.set('jumlah', jumlah);
      const submission = parseWithZod(form, { schema: z.object({ jumlah: field }) });
      return submission.status === 'success' ? submission.value.jumlah : submission.error?.jumlah;
    };
    expect(['0x10', '1e3', '-5', '12.5', ''].map(parse)).toEqual([['jumlahInvalid'], ['jumlahInvalid'], ['jumlahInvalid'], ['jumlahInvalid'], ['jumlahRequired']]);
    expect(['2500000', 'Rp. 2.500.000 ,-'].map(parse)).toEqual([2_500_000, 2_500_000]);
  });
});
