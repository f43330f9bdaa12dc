import { describe, expect, it } from 'vitest';
import { actionValue } from '../../bench/actions';
import { slopePerMinute } from '../../bench/support';

describe('the bench reads a server action answer', () => {
  it('takes the value from the row that row 0 names', () => {
    const text = '0:{"a":"$@1","f":"","b":"build-1"}\n1:{"status":"success","data":{"nomor":"JL-CAB01-20261126-00001","totalHarga":4200500}}\n';
    expect(actionValue(text)).toEqual({ status: 'success', data: { nomor: 'JL-CAB01-20261126-00001', totalHarga: 4200500 } });
  });

  it('refuses an answer without the named row', () => {
    expect(() => actionValue('0:{"a":"$@2","f":"","b":"build-1"}\n1:{"status":"success"}\n')).toThrow('no action value');
  });
});

describe('the memory slope', () => {
  it('is the least-squares slope per minute', () => {
    // 100, 103, 104, 109 MB at minutes 0..3: mean minute 1.5, mean 104; sxy = (-1.5)(-4) + (-0.5)(-1) + (0.5)(0) + (1.5)(5) = 14, sxx = 5.
    expect(slopePerMinute([{ minute: 0, mb: 100 }, { minute: 1, mb: 103 }, { minute: 2, mb: 104 }, { minute: 3, mb: 109 }])).toBeCloseTo(2.8, 10);
  });

  it('is 0 when flat or with one sample', () => {
    expect(slopePerMinute([{ minute: 0, mb: 300 }, { minute: 5, mb: 300 }])).toBe(0);
    expect(slopePerMinute([{ minute: 0, mb: 300 }])).toBe(0);
  });
});
