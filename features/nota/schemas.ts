import { z } from 'zod';
import { PRINT_FORMS } from '@/lib/documents/print-forms';

export const notaKindSchema = z.enum(['penjualan', 'pembelian']);

/** Which nota: a sale (JL-…) or a buyback (BL-…) of the user's shop. */
export const notaRefSchema = z.object({
  kind: notaKindSchema,
  nomor: z.string().trim().min(1, 'errors.notaNotFound').max(30, 'errors.notaNotFound'),
});

/** The forms a nota prints in: the thermal slip's ESC/POS bytes, the PDF slip (58 or 80 mm alike), the A4 nota. */
export const notaFormSchema = z.enum(PRINT_FORMS);

export const notaPrintSchema = notaRefSchema.extend({
  form: notaFormSchema,
  /** The reprint authorization's keystore (none for the first print of the form). */
  grant: z.string().trim().max(40).nullish(),
});

export type NotaRef = z.input<typeof notaRefSchema>;

/**
 * Which loan document: a loan's slip (HT-…), a redemption's or a renewal's receipt (LH-…) of the user's shop, in a
 * form, with a reprint's grant.
 */
export const loanDocPrintSchema = z.object({
  kind: z.enum(['hutang', 'pelunasan-hutang', 'perpanjangan-hutang']),
  nomor: z.string().trim().min(1, 'errors.notaNotFound').max(30, 'errors.notaNotFound'),
  form: notaFormSchema,
  grant: z.string().trim().max(40).nullish(),
});
export type LoanDocPrint = z.input<typeof loanDocPrintSchema>;

/** Which order (PS-…), deposit (TU-…) or repair ticket (SV-…) of the user's shop; every print of it is free (decision 035). */
export const custodySlipRefSchema = z.object({
  kind: z.enum(['pesanan', 'titipan', 'service']),
  nomor: z.string().trim().min(1, 'errors.notaNotFound').max(30, 'errors.notaNotFound'),
});
export type CustodySlipRef = z.input<typeof custodySlipRefSchema>;
