import { INDONESIAN_NUMBERS, type NumberStyle } from './number-style';

/**
 * Exact decimals on digits, never on binary floats: a value is held as a BigInt count of 10^-scale units
 * (grams at scale 3 are milligrams, a percentage at scale 2 is hundredths of a percent).
 * Rounding is half away from zero, as people and Excel round: 1.005 → 1,01 and -1.005 → -1,01.
 */
export type Exact = string | number | bigint;

// PostgreSQL numeric text ("-1234.500"), plain decimal text, or what String() gives for a JS number ("1e-7", "1.5e+21").
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** `a / b` rounded half away from zero; `b` must not be zero. */
export function divideRounded(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  const negative = (a < 0n) !== (b < 0n);
  const [n, d] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

/** `value` × 10^scale as a whole number, rounded half away from zero on its decimal digits. */
export function toScaled(value: Exact, scale: number): bigint {
  if (typeof value === 'bigint') return value * 10n ** BigInt(scale);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value) * 10n ** BigInt(scale);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  // A JS number's shortest text ("1.005") is the decimal the user wrote or the database sent; round that, not the float.
  const text = String(value).trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`not a decimal number: "${text}"`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  if (Math.abs(Number(exponent)) > 400) throw new RangeError(`exponent out of range: "${text}"`);
  const digits = BigInt(`${whole}${fraction}` || '0');
  const shift = Number(exponent) - fraction.length + scale;
  const scaled = shift >= 0 ? digits * 10n ** BigInt(shift) : divideRounded(digits, 10n ** BigInt(-shift));
  return sign === '-' ? -scaled : scaled;
}

function splitScaled(scaled: bigint, scale: number) {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  return { negative, whole: digits.slice(0, digits.length - scale), fraction: digits.slice(digits.length - scale) };
}

/** Plain decimal text of a scaled value, as PostgreSQL numeric writes it: 1234500n at scale 3 → "1234.500". */
export function scaledToText(scaled: bigint, scale: number): string {
  const { negative, whole, fraction } = splitScaled(scaled, scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

const groupThousands = (digits: string, group: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * Text of a scaled value, Indonesian unless a style says otherwise: dots between thousands, a decimal comma
 * (1234500n at scale 3 → "1.234,500"; with English separators "1,234.500").
 */
export function formatScaled(scaled: bigint, scale: number, style: NumberStyle = INDONESIAN_NUMBERS): string {
  const { negative, whole, fraction } = splitScaled(scaled, scale);
  return `${negative ? '-' : ''}${groupThousands(whole, style.group)}${scale > 0 ? `${style.decimal}${fraction}` : ''}`;
}
