// No 'server-only' marker: the demo seed stores the first value too.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/lib/db/client';
import { paraSystem } from '@/lib/db/schema';
import { parseRupiah, rupiahField } from '@/lib/validation/rupiah';

/** The para_system key of the global gold price (para-system/key/PARAMETER_HARGA_EMAS_GLOBAL_VALUE). */
export const HARGA_GLOBAL_KEY = 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE';

export const hargaGlobalSchema = z.object({
  harga_global: rupiahField('hargaGlobalRequired', 'hargaGlobalInvalid'),
});

/** The global gold price per gram in whole Rupiah; 0 when it was never set. */
export async function getHargaGlobal(db: Database): Promise<number> {
  const [row] = await db.select({ value: paraSystem.value }).from(paraSystem).where(eq(paraSystem.key, HARGA_GLOBAL_KEY));
  const value = parseRupiah(row?.value);
  return typeof value === 'number' && value > 0 ? value : 0;
}
