import { z } from 'zod';

/** Hancur Data Barang: the scanned items (upper-cased, each once), the reason (required) and the form's key. */
export const destroySchema = z.object({
  barcodes: z.array(z.string().trim().min(1).max(30).transform((code) => code.toUpperCase()), { error: 'hancurBarangRequired' })
    .min(1, 'hancurBarangRequired').max(1000, 'hancurBarangRequired').transform((codes) => [...new Set(codes)]),
  alasan: z.string({ error: 'hancurAlasanRequired' }).trim().min(1, 'hancurAlasanRequired').max(200, 'hancurAlasanRequired'),
  keystore: z.string().max(40).optional(),
  idempotencyKey: z.string().min(8).max(80),
});
