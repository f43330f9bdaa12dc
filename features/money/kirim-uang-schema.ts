import { z } from 'zod';
import { rupiahField } from '@/lib/validation/rupiah';

/** The Kirim Uang Pusat form; messages are keys under `errors.`. */
export const kirimUangSchema = z.object({
  jumlah: rupiahField('jumlahRequired', 'jumlahInvalid'),
  keterangan: z.string().trim().max(200, 'keteranganTooLong').default(''),
  idempotencyKey: z.string().min(8).max(80),
});
export type KirimUangInput = z.infer<typeof kirimUangSchema>;
