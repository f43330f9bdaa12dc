import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { Tx } from './client';
import { readDb } from './transaction';
import { toko } from '@/lib/db/schema/shop';

/** The shop this installation serves, shown on the login screen (public) and on receipts: the head office when there is one. */
export async function getInstallationShop({ tx }: { tx?: Tx } = {}) {
  const [shop] = await readDb(tx)
    .select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko })
    .from(toko)
    .orderBy(desc(toko.appType), asc(toko.kodeToko))
    .limit(1);
  return shop ?? null;
}
