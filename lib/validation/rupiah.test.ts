import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../ledger/limits';
import { mutasiSchema } from '../services/money/schemas';
import { rupiahField } from './rupiah';

const field = rupiahField('jumlahRequired', 'jumlahInvalid');
const messageOf = (input: unknown) => field.safeParse(input).error?.issues[0].message;

describe('rupiahField', () => {
  it('takes whole Rupiah up to the limit', () => {
    expect(field.parse('1250000')).toBe(1_250_000);
    expect(field.parse(String(MAX_AMOUNT))).toBe(MAX_AMOUNT);
  });

  it('says "required" for empty and zero, "invalid" for text, fractions, negatives and huge amounts', () => {
    expect([undefined, '', '0'].map(messageOf)).toEqual(['jumlahRequired', 'jumlahRequired', 'jumlahRequired']);
    expect(['abc', '12.5', '-5', String(MAX_AMOUNT + 1), '1e30'].map(messageOf)).toEqual(Array(5).fill('jumlahInvalid'));
  });

  it('guards the transfer form the same way', () => {
    const base = { kategori: 'SETORAN', asal: 'CASH', tujuan: 'BCA', keterangan: 'x', idempotencyKey: 'abcdefgh' };
    expect(mutasiSchema.safeParse({ ...base, jumlah: '-1' }).error?.issues.map((issue) => issue.message)).toEqual(['jumlahInvalid']);
    expect(mutasiSchema.safeParse({ ...base, jumlah: '2500000' }).data?.jumlah).toBe(2_500_000);
  });
});
