import { z } from 'zod';
import { parseDecimal } from './decimal';

/** numeric(12,3): nine whole digits of grams. */
const WHOLE_DIGITS = 9;

/**
 * Grams as the weight mask writes them: digits with one comma or dot and up to 3 decimals ("1,005", "12.5").
 * Returns the weight as numeric(12,3) text ("1.005", "12.500"); undefined when nothing was written, null otherwise.
 * Add weights with sumWeights and compare them with toMilligrams (lib/format), never as floats.
 */
export function parseWeight(value: unknown): string | null | undefined {
  return parseDecimal(value, 3, WHOLE_DIGITS);
}

/**
 * A weight form field: empty gives `required`; anything parseWeight refuses, and zero unless `allowZero`, gives
 * `invalid` ("weight not 0" of §5). Not a z.number(), for the same reason as rupiahField: conform would coerce with Number().
 */
export function weightField(required: string, invalid: string, { allowZero = false } = {}) {
  return z.unknown().transform((value, ctx) => {
    const grams = parseWeight(value);
    if (grams === undefined) ctx.addIssue({ code: 'custom', message: required });
    else if (grams === null || (!allowZero && /^0\.0+$/.test(grams))) ctx.addIssue({ code: 'custom', message: invalid });
    else return grams;
    return z.NEVER;
  });
}
