import { describe, expect, it } from 'vitest';
import { parseScaleLine, splitScaleLines } from './scale-reading';

describe('parseScaleLine', () => {
  it('reads an A&D line (header, sign, zero padded)', () => {
    expect(parseScaleLine('ST,+00123.456  g')).toEqual({ grams: '123.456', stable: true });
    expect(parseScaleLine('US,+00123.450  g')).toEqual({ grams: '123.450', stable: false });
    expect(parseScaleLine('OL,+9999999 g')).toBeNull();
  });

  it('reads the indicator style "ST,GS,+  1234.567 g"', () => {
    expect(parseScaleLine('ST,GS,+  1234.567 g\r')).toEqual({ grams: '1234.567', stable: true });
    expect(parseScaleLine('US,GS,+  1234.500 g')).toEqual({ grams: '1234.500', stable: false });
  });

  it('reads Ohaus lines, "?" marking an unstable reading', () => {
    expect(parseScaleLine('      412.500 g')).toEqual({ grams: '412.500', stable: true });
    expect(parseScaleLine('      412.5 g  ?')).toEqual({ grams: '412.500', stable: false });
  });

  it('reads Sartorius and generic lines, and kilograms as grams', () => {
    expect(parseScaleLine('N     +    98.76 g')).toEqual({ grams: '98.760', stable: true });
    expect(parseScaleLine('WT:001234.567g')).toEqual({ grams: '1234.567', stable: true });
    expect(parseScaleLine('1,2345 kg')).toEqual({ grams: '1234.500', stable: true });
    expect(parseScaleLine('0.0000005 kg')).toEqual({ grams: '0.001', stable: true });
    expect(parseScaleLine('12.3455 g')).toEqual({ grams: '12.346', stable: true });
  });

  it('refuses lines without a weight and negative readings', () => {
    expect(parseScaleLine('')).toBeNull();
    expect(parseScaleLine('A&D GX-2000')).toBeNull();
    expect(parseScaleLine('ST,-00001.000  g')).toBeNull();
    expect(parseScaleLine('12.5 ct')).toBeNull();
  });
});

describe('splitScaleLines', () => {
  it('joins chunks cut mid-line and keeps the tail', () => {
    const first = splitScaleLines('', 'ST,+001');
    expect(first).toEqual({ lines: [], rest: 'ST,+001' });
    const second = splitScaleLines(first.rest, '23.456  g\r\nST,+0');
    expect(second).toEqual({ lines: ['ST,+00123.456  g'], rest: 'ST,+0' });
  });
});
