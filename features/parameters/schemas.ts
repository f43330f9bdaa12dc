import { z } from 'zod';
import { rupiahField } from '@/lib/validation/rupiah';

// Shared by the forms (browser) and the services (server); messages are keys under `errors.`.

/** Parameter Harga Global: the chain's gold price per gram in whole Rupiah. */
export const hargaGlobalSchema = z.object({
  harga_global: rupiahField('hargaGlobalRequired', 'hargaGlobalInvalid'),
});

/**
 * Parameter Akun: a journal's lines, each its role (kode_akun) and its account; an empty account is the one the
 * transaction names (null). The editor's form and the service read it alike; the lines' shape is one message.
 */
export const detailAkunSchema = z.array(z.object({
  kode_akun: z.string({ error: 'parameterAkunLines' }).min(1, 'parameterAkunLines').max(30, 'parameterAkunLines'),
  nomor_akun: z.string({ error: 'parameterAkunLines' }).max(30, 'parameterAkunLines').nullish().transform((nomor) => nomor || null),
}), { error: 'parameterAkunLines' }).min(1, 'parameterAkunLines').max(50, 'parameterAkunLines');
export const journalAccountsSchema = z.object({
  trx: z.string({ error: 'parameterAkunLines' }).max(60, 'parameterAkunLines'),
  type: z.string({ error: 'parameterAkunLines' }).max(60, 'parameterAkunLines'),
  detail: detailAkunSchema,
});
