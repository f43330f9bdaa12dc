import { describe, expect, it } from 'vitest';
import { formatDocumentNumber } from './next-number';

describe('formatDocumentNumber', () => {
  it('prefix, shop, Jakarta day as yymmdd and a four-digit sequence', () => {
    expect(formatDocumentNumber('PINDAH_BARANG', 'K01', '2026-11-23', 1)).toBe('PB-K01-261123-0001');
    expect(formatDocumentNumber('STOCK_OPNAME', 'PUSAT', '2027-01-05', 42)).toBe('SO-PUSAT-270105-0042');
  });
  it('grows past four digits instead of wrapping', () => {
    expect(formatDocumentNumber('KIRIM_BARANG', 'K02', '2026-11-23', 12345)).toBe('KB-K02-261123-12345');
  });
});
