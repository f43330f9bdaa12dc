import { describe, expect, it } from 'vitest';
import { readScannedCode } from './barcode';
import { applyCharMask, decimalOf, isMaskChar, isOver100, quantityOf, shownDecimal } from './masks';

describe('the character masks of §5', () => {
  it('keep only their own characters', () => {
    expect(applyCharMask('1a2.3-4K,5 k', 'digitsDot')).toBe('12.345');
    expect(applyCharMask('1a2.3-4K,5 k', 'digitsDotK')).toBe('12.34K5K');
    expect(applyCharMask('1a2.3-4K,5 k', 'digitsMinus')).toBe('123-45');
    expect(applyCharMask('1a2.3-4K,5 k', 'digits')).toBe('12345');
    expect(applyCharMask('Rp. 0812-3456', 'digits')).toBe('08123456');
  });

  it('tell one typed character', () => {
    expect(['7', '.', 'K', 'k', '-', 'x', ','].map((c) => isMaskChar(c, 'digitsDotK'))).toEqual([true, true, true, true, false, false, false]);
    expect(['7', '.', '-'].map((c) => isMaskChar(c, 'digitsMinus'))).toEqual([true, false, true]);
  });

  it('blank a quantity below 1 and drop its leading zeros', () => {
    expect(['0', '00', '', '05', '10', '1', 'x3'].map(quantityOf)).toEqual(['', '', '', '5', '10', '1', '3']);
    expect(applyCharMask('0', 'quantity')).toBe('');
    expect(applyCharMask('007', 'quantity')).toBe('7');
  });
});

describe('isOver100', () => {
  it('compares the digits, not a float', () => {
    expect(['100', '100.00', '100.', '99.99', '0', '', '.5', '0100'].map(isOver100)).toEqual([false, false, false, false, false, false, false, false]);
    expect(['100.01', '100.1', '101', '250', '1000', '999.99', '100.001'].map(isOver100)).toEqual([true, true, true, true, true, true, true]);
  });
});

describe('readScannedCode', () => {
  it('drops the control characters and spaces a scanner adds around the code', () => {
    expect(readScannedCode('  8991234567890\r')).toBe('8991234567890');
    expect(readScannedCode('\tBRG-0001 ')).toBe('BRG-0001');
    expect(readScannedCode('   ')).toBe('');
  });
});

describe('the decimal masks', () => {
  // Typed or pasted text, the places kept, what the form sends.
  const typed: [string, number, string][] = [
    ['12,3456', 3, '12.345'], ['1234.567', 3, '1234.567'], ['3,5', 3, '3.5'], ['3.5', 3, '3.5'], ['1,2.3', 3, '1.23'],
    ['7,', 3, '7.'], [',5', 2, '0.5'], ['Rp 1a2', 2, '12'], ['', 3, ''], ['99,555', 2, '99.55'], ['1.5', 0, '15'],
  ];
  it.each(typed)('take a comma or a dot as the decimal mark, keep the first, cut the places, send a dot: %s', (text, decimals, sent) => {
    expect(decimalOf(text, decimals)).toBe(sent);
  });

  it('show the canonical value with the language\'s mark', () => {
    expect([shownDecimal('1.875', ','), shownDecimal('1.875', '.'), shownDecimal('12', ','), shownDecimal('7.', ',')]).toEqual(['1,875', '1.875', '12', '7,']);
  });
});
