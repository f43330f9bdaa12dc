import { describe, expect, it } from 'vitest';
import { shareByWeight } from './held-sale-lines';

describe('a price agreed for several items shared by weight', () => {
  it('gives each its floor share and the last what is left', () => {
    // 1.000 g of 3.000 g: 1.000 × 1/3 = 333 (333.33 floored); the last 1.000 − 333 = 667.
    expect(shareByWeight(1000, ['1.000', '2.000'])).toEqual([333, 667]);
    expect(shareByWeight(2_000_000, ['2.500', '1.250', '1.250'])).toEqual([1_000_000, 500_000, 500_000]);
    // 10 × 1/7 = 1, 10 × 2/7 = 2, the last 10 − 3 = 7.
    expect(shareByWeight(10, ['0.001', '0.002', '0.004'])).toEqual([1, 2, 7]);
  });

  it('one item takes the whole price', () => {
    expect(shareByWeight(1_234_567, ['3.210'])).toEqual([1_234_567]);
  });
});
