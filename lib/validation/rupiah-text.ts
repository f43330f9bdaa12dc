// Without zod: screens read typed amounts with it, and zod stays out of their first load.
/**
 * Whole Rupiah as a person or the §5 mask writes it: plain digits ("1234567"), or the mask's own text with dots as
 * thousands separators ("Rp. 1.234.567 ,-"). Nothing else: no sign, no decimals, no exponent ("1e3"), no hex ("0x10"),
 * no spaces inside the number. A JSON number must already be a whole, non-negative, safe integer.
 */
const RUPIAH_TEXT = /^(?:Rp\.?\s*)?(\d{1,15}|\d{1,3}(?:\.\d{3}){1,4})(?:\s*,-)?$/i;

/** The amount written in `value`; undefined when nothing was written, null when it is not a whole Rupiah amount. */
export function parseRupiah(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return undefined;
  const match = RUPIAH_TEXT.exec(text);
  return match ? Number(match[1].replaceAll('.', '')) : null;
}
