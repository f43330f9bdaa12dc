import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(toCsv(['kode', 'nama'], [['A1', 'Emas, "24K"'], ['B2', '=HYPERLINK("x")'], ['C3', 12]])).toBe(
      '\uFEFFkode,nama\r\nA1,"Emas, ""24K"""\r\nB2,"\'=HYPERLINK(""x"")"\r\nC3,12\r\n',
    );
  });
});
