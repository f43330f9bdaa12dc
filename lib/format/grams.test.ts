import { describe, expect, it } from 'vitest';
import { milligramsToGrams, sumWeights, toMilligrams } from './grams';

describe('weights in milligrams', () => {
  it('reads grams as whole milligrams', () => {
    expect(toMilligrams('1.005')).toBe(1005n);
    expect(toMilligrams('12.5')).toBe(12500n);
    expect(toMilligrams(0.3)).toBe(300n);
    expect(toMilligrams('2.0005')).toBe(2001n);
  });

  it('writes milligrams as numeric(12,3) text', () => {
    expect(milligramsToGrams(1005n)).toBe('1.005');
    expect(milligramsToGrams(0n)).toBe('0.000');
    expect(milligramsToGrams(-250n)).toBe('-0.250');
    expect(milligramsToGrams(123456789012n)).toBe('123456789.012');
  });

  it('sums weights exactly, where floats drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(sumWeights(['0.1', '0.2'])).toBe('0.300');
    expect(sumWeights(['1.005', '2.5', '10.123'])).toBe('13.628');
    expect(sumWeights(Array(1000).fill('0.001'))).toBe('1.000');
    expect(sumWeights([])).toBe('0.000');
    expect(sumWeights(['3.250', null, undefined, ''])).toBe('3.250');
    expect(sumWeights(['5.000', '-1.250'])).toBe('3.750');
  });

  it('gives the same exact sums for text outside the usual numeric(12,3) shape', () => {
    expect(sumWeights(['.5', '7.', '-0.001'])).toBe('7.499');
    expect(sumWeights(['1.0005', '1'])).toBe('2.001');
    expect(sumWeights([1.005, '2'])).toBe('3.005');
    expect(sumWeights([2n, '0.25'])).toBe('2.250');
    expect(sumWeights(['9007199254740.991', '1.000'])).toBe('9007199254741.991');
    expect(sumWeights(['1e3', '0.5'])).toBe('1000.500');
    expect(() => sumWeights(['1.2.3'])).toThrow(RangeError);
    expect(() => sumWeights(['.'])).toThrow(RangeError);
  });
});
