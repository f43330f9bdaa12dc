import { z } from 'zod';
import { MAX_AMOUNT } from '../ledger/limits';

/**
 * A whole-Rupiah form field: empty (conform sends it as undefined) and zero give `required` (the spec's
 * "Jumlah Rp Tidak Boleh Kosong"); text, fractions, negative amounts and amounts over the limit give `invalid`.
 */
export function rupiahField(required: string, invalid: string) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int({ error: invalid, abort: true })
      .refine((value) => value !== 0, { error: required, abort: true })
      .positive(invalid)
      .max(MAX_AMOUNT, invalid),
  );
}
