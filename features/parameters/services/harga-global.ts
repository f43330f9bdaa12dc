// No 'server-only' marker: the demo seed and the report bench (plain Node) read it too. Not a verb: a read for
// other services, which have checked their own gate (getHargaGlobal is the screen's verb).
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { paraSystem } from '@/lib/db/schema/shop';
import { parseRupiah } from '@/lib/validation/rupiah';

import { HARGA_GLOBAL_KEY } from '@/lib/settings/keys';

/** The global gold price per gram in whole Rupiah; 0 when it was never set. */
export async function readHargaGlobal(db: Db): Promise<number> {
  const [row] = await db.select({ value: paraSystem.value }).from(paraSystem).where(eq(paraSystem.key, HARGA_GLOBAL_KEY));
  const value = parseRupiah(row?.value);
  return typeof value === 'number' && value > 0 ? value : 0;
}
