import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb } from './client';
import { toko } from './schema';

/** The shop this installation serves, shown on the login screen: the head office when there is one. */
export async function getInstallationShop() {
  const [shop] = await getDb()
    .select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko })
    .from(toko)
    .orderBy(desc(toko.appType), asc(toko.kodeToko))
    .limit(1);
  return shop ?? null;
}
