import { scaledToText, toScaled } from '../format/decimal';

/**
 * A non-negative decimal as the §5 masks let a person type it: digits with at most one decimal comma or dot and at most
 * `decimals` places ("12,5", "12.50", "7", "7,"). Nothing else: no sign, no thousands separators, no exponent, no spaces
 * inside. Returns the value as plain text with exactly `decimals` places ("12.500"), the form PostgreSQL numeric takes,
 * so no float ever holds it; undefined when nothing was written, null when it is not such a number.
 */
export function parseDecimal(value: unknown, decimals: number, maxWholeDigits = 9): string | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
    if (text === '') return undefined;
  } else return null;
  const shape = new RegExp(`^(\\d{1,${maxWholeDigits}})${decimals > 0 ? `(?:[.,](\\d{0,${decimals}}))?` : '()'}$`);
  const match = shape.exec(text);
  if (!match) return null;
  return scaledToText(toScaled(`${match[1]}.${match[2] ?? ''}`, decimals), decimals);
}
