import { z } from 'zod';

export const notaKindSchema = z.enum(['penjualan', 'pembelian']);

/** Which nota: a sale (JL-…) or a buyback (BL-…) of the user's shop. */
export const notaRefSchema = z.object({
  kind: notaKindSchema,
  nomor: z.string().trim().min(1, 'errors.notaNotFound').max(30, 'errors.notaNotFound'),
});

export const notaPrintSchema = notaRefSchema.extend({
  /** The reprint authorization's keystore (none for the first print). */
  grant: z.string().trim().max(40).nullish(),
});

export type NotaRef = z.input<typeof notaRefSchema>;
