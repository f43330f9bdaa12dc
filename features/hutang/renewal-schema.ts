import { z } from 'zod';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { parsePercent } from '@/lib/validation/percent';
import { parseRupiah } from '@/lib/validation/rupiah';

/** Perpanjang on Lihat Hutang: shared by the form and renewHutang (no server code here). Messages are keys under `errors.`. */
const rupiah = (invalid: string) => z.unknown().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) return 0;
  if (amount === null || amount > MAX_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return amount;
});

/** The new monthly rate typed when PARAMETER_BUNGA_HUTANG_MODULE is off: more than 0, at most 100; empty when the bands give it. */
const rate = z.unknown().optional().transform((value, ctx) => {
  const percent = parsePercent(value);
  if (percent === undefined) return undefined;
  if (!percent || !/[1-9]/.test(percent)) {
    ctx.addIssue({ code: 'custom', message: 'hutangBungaRequired' });
    return z.NEVER;
  }
  return percent;
});

/**
 * The loan renewed, the new principal (the old one when empty), the new rate (typed only when the bands are off), a
 * discount on the interest so far (its DISKON_BUNGA_HUTANG grant in `keystore`), an increase above the plafond (its
 * PLAFOND_HUTANG grant in `keystorePlafond`), and the net payment in cash, by transfer or both.
 */
export const renewSchema = z.object({
  idempotencyKey: z.string().trim().min(8).max(80),
  noFakturHutang: z.string().trim().min(1).max(30).transform((value) => value.toUpperCase()),
  jumlahHutang: rupiah('hutangJumlahInvalid').optional(),
  bunga: rate,
  diskonBunga: rupiah('hutangDiskonInvalid').optional(),
  bayarTunai: rupiah('hutangBayarInvalid').optional(),
  bayarTransfer: rupiah('hutangBayarInvalid').optional(),
  noRekeningTransfer: z.string().trim().max(30).optional().transform((value) => value || undefined),
  keystore: z.string().max(40).optional(),
  keystorePlafond: z.string().max(40).optional(),
}).refine((form) => !(form.bayarTransfer ?? 0) || !!form.noRekeningTransfer, { message: 'hutangRekeningInvalid', path: ['noRekeningTransfer'] });
export type RenewInput = z.input<typeof renewSchema>;
