import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { parseRupiah } from '@/lib/validation/rupiah';

/**
 * Tutup Toko: the cash counted in the drawer (whole Rupiah; zero is a count too, an empty field is not), the supervisor's
 * grant when the user is not one, and the form's key. Messages are keys under `errors.`.
 */
export const closeDaySchema = z.object({
  kasFisik: z.unknown().transform((value, ctx) => {
    const amount = parseRupiah(value);
    if (amount === undefined) ctx.addIssue({ code: 'custom', message: 'tutupKasFisikRequired' });
    else if (amount === null || amount > MAX_AMOUNT) ctx.addIssue({ code: 'custom', message: 'tutupKasFisikInvalid' });
    return amount ?? 0;
  }),
  keystore: z.string().max(40).optional(),
  idempotencyKey: z.string().min(8).max(80),
});
