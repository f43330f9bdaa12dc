import { z } from 'zod';
import { rupiahField } from '@/lib/validation/rupiah';

// Shared by the forms (browser) and the services (server); messages are keys under `errors.`.

/** Parameter Harga Global: the chain's gold price per gram in whole Rupiah. */
export const hargaGlobalSchema = z.object({
  harga_global: rupiahField('hargaGlobalRequired', 'hargaGlobalInvalid'),
});
