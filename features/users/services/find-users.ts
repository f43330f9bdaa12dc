import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import type { Tx } from '@/lib/db/client';
import { toko, users } from '@/lib/db/schema';
import { readDb } from '@/lib/db/transaction';
import { ACCESS_PATH, requireUserAdmin, shopScope, USERS_PATH } from './rules';

export type UserRow = {
  userId: string; namaUser: string; level: string; kodeToko: string; namaToko: string; isActive: boolean; lastLoginAt: string | null;
};

/** The users this admin manages: every shop's at head office, the own shop's at a branch. */
export async function findUsers({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<UserRow[]> {
  // Hak Akses Users lists them too, to choose whose menu to edit.
  requireUserAdmin(ctx, [USERS_PATH, ACCESS_PATH]);
  const scope = shopScope(ctx);
  const rows = await readDb(tx)
    .select({
      userId: users.userId, namaUser: users.namaUser, level: users.level, kodeToko: users.kodeToko,
      namaToko: toko.namaToko, isActive: users.isActive, lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .innerJoin(toko, eq(toko.kodeToko, users.kodeToko))
    .where(scope ? eq(users.kodeToko, scope) : undefined)
    .orderBy(asc(users.kodeToko), asc(users.userId));
  return rows.map((row) => ({ ...row, lastLoginAt: row.lastLoginAt?.toISOString() ?? null }));
}

export async function findShops({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireUserAdmin(ctx);
  const scope = shopScope(ctx);
  return readDb(tx)
    .select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko })
    .from(toko)
    .where(scope ? eq(toko.kodeToko, scope) : undefined)
    .orderBy(asc(toko.kodeToko));
}
