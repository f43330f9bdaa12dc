import { z } from 'zod';
import { MAX_AMOUNT } from '../ledger/limits';
import { parseRupiah } from './rupiah-text';

export { parseRupiah };

/**
 * A whole-Rupiah form field: empty (conform sends it as undefined) and zero give `required` (the spec's
 * "Jumlah Rp Tidak Boleh Kosong"); anything that is not a whole Rupiah amount (see parseRupiah) or is over the
 * limit gives `invalid`. Deliberately not a z.number(): conform's parseWithZod coerces the text of a number schema with
 * Number() before zod sees it, which reads "0x10" as 16 and "1e3" as 1000.
 */
export function rupiahField(required: string, invalid: string) {
  return z.unknown().transform((value, ctx) => {
    const amount = parseRupiah(value);
    if (amount === undefined || amount === 0) ctx.addIssue({ code: 'custom', message: required });
    else if (amount === null || amount > MAX_AMOUNT) ctx.addIssue({ code: 'custom', message: invalid });
    else return amount;
    return z.NEVER;
  });
}
