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
  it('take a comma or a dot as the decimal mark, keep the first, cut the places, and send a dot', () => {
    expect(decimalOf('12,3456', 3)).toBe('12.345');
    expect(decimalOf('1234.567', 3)).toBe('1234.567');
    expect(decimalOf('3,5', 3)).toBe('3.5');
    expect(decimalOf('3.5', 3)).toBe('3.5');
    expect(decimalOf('1,2.3', 3)).toBe('1.23');
    expect(decimalOf('7,', 3)).toBe('7.');
    expect(decimalOf(',5', 2)).toBe('0.5');
    expect(decimalOf('Rp 1a2', 2)).toBe('12');
    expect(decimalOf('', 3)).toBe('');
    expect(decimalOf('99,555', 2)).toBe('99.55');
    expect(decimalOf('1.5', 0)).toBe('15');
  });

  it('show the canonical value with the language\'s mark', () => {
    expect(shownDecimal('1.875', ',')).toBe('1,875');
    expect(shownDecimal('1.875', '.')).toBe('1.875');
    expect(shownDecimal('12', ',')).toBe('12');
    expect(shownDecimal('7.', ',')).toBe('7,');
  });
});
