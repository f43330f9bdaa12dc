import { z } from 'zod';
import { toScaled } from '../format/decimal';
import { parseDecimal } from './decimal';

/** 100 % in hundredths of a percent. */
const HUNDRED = 10_000n;

/**
 * A percentage as the percentage mask writes it: digits with one comma or dot and up to 2 decimals, at most 100.
 * Returns it as numeric(5,2) text ("12.50"); undefined when nothing was written, null when it is not a percentage or
 * is over 100 (isOverHundred tells which, for the mask's "Tidak Boleh Melebihi 100 !").
 */
export function parsePercent(value: unknown): string | null | undefined {
  const percent = parseDecimal(value, 2, 3);
  if (typeof percent === 'string' && toScaled(percent, 2) > HUNDRED) return null;
  return percent;
}

/** True when `value` is a well-written number above 100: the mask shows "Tidak Boleh Melebihi 100 !" and clears it. */
export function isOverHundred(value: unknown): boolean {
  const number = parseDecimal(value, 2, 15);
  return typeof number === 'string' && toScaled(number, 2) > HUNDRED;
}

/** A percentage form field: empty gives `required`, over 100 gives `over`, anything else parsePercent refuses `invalid`. */
export function percentField(required: string, invalid: string, over: string) {
  return z.unknown().transform((value, ctx) => {
    const percent = parsePercent(value);
    if (percent === undefined) ctx.addIssue({ code: 'custom', message: required });
    else if (percent === null) ctx.addIssue({ code: 'custom', message: isOverHundred(value) ? over : invalid });
    else return percent;
    return z.NEVER;
  });
}
