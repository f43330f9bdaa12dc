import { scaledToText, toScaled } from '@/lib/format/decimal';

export type ScaleReading = { grams: string; stable: boolean };

// A signed decimal followed by its unit: "+00123.456  g", "1234.567g", "0.123456 kg".
const WEIGHT = /([+-])?\s*(\d+(?:[.,]\d+)?)\s*(kg|g)(?![a-z])/i;

/**
 * The gross weight in one line a balance prints on its serial port, as numeric(12,3) grams text, or null when the line
 * holds no weight (a header, an overload, a negative reading). Formats met on jewellery balances:
 * A&D "ST,+00123.456  g" (ST stable, US unstable, OL overload), the indicator style "ST,GS,+  1234.567 g",
 * Ohaus "    123.456 g" with "?" when unstable, Sartorius "N     +   123.456 g", and plain "WT:1234.567g".
 * kg readings are turned into grams; a fourth decimal rounds half up, exactly (no floats).
 */
export function parseScaleLine(line: string): ScaleReading | null {
  const text = line.trim();
  if (text === '' || /^OL\b|overload/i.test(text)) return null;
  const match = WEIGHT.exec(text);
  if (!match) return null;
  const [, sign, digits, unit] = match;
  if (sign === '-') return null;
  const number = digits.replace(',', '.');
  const milligrams = unit.toLowerCase() === 'kg' ? toScaled(number, 6) : toScaled(number, 3);
  const unstable = /^US\b/i.test(text) || /\?/.test(text) || /,\s*US\b/i.test(text);
  return { grams: scaledToText(milligrams, 3), stable: !unstable };
}

/**
 * Splits a serial stream into lines: the chunks the port yields cut lines anywhere. Returns the complete lines and the
 * tail kept for the next chunk. CR, LF and CRLF all end a line.
 */
export function splitScaleLines(buffered: string, chunk: string): { lines: string[]; rest: string } {
  const parts = (buffered + chunk).split(/\r\n|\r|\n/);
  const rest = parts.pop() ?? '';
  return { lines: parts.filter((part) => part.trim() !== ''), rest };
}
