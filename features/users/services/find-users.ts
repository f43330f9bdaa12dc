import 'server-only';
import { asc, eq, ilike, inArray } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import type { Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { toko, users } from '@/lib/db/schema/shop';
import { findAll, findPage, type ListSource, type SearchAs } from '@/lib/paging/find-page';
import type { PageInput, Paged } from '@/lib/paging/page-params';
import { ACCESS_PATH, requireUserAdmin, shopScope, USERS_PATH } from './rules';

export type UserRow = {
  userId: string; namaUser: string; level: string; kodeToko: string; namaToko: string; isActive: boolean; lastLoginAt: string | null;
};

export { USER_SORTS } from '../user-sorts';

/** The columns a search looks in. */
const SEARCHABLE: Record<string, SearchAs> = { userId: 'text', namaUser: 'text', level: 'text', kodeToko: 'text', namaToko: 'text' };

/** The users this admin manages: every shop's at head office, the own shop's at a branch. */
function usersSource(ctx: SessionContext): ListSource {
  const scope = shopScope(ctx);
  return {
    from: (db, fields) => db.select(fields).from(users).innerJoin(toko, eq(toko.kodeToko, users.kodeToko)).$dynamic(),
    table: users,
    where: scope ? eq(users.kodeToko, scope) : undefined,
    columns: {
      userId: users.userId, namaUser: users.namaUser, level: users.level, kodeToko: users.kodeToko,
      namaToko: toko.namaToko, isActive: users.isActive, lastLoginAt: users.lastLoginAt,
      // Sort keys of the columns the screen names differently.
      toko: users.kodeToko, status: users.isActive,
    },
    // A few shops against many users: the shops whose name matches, then their users through the index.
    searchVia: {
      namaToko: async (db, pattern) => {
        const shops = await db.select({ kodeToko: toko.kodeToko }).from(toko).where(ilike(toko.namaToko, pattern));
        return shops.length ? inArray(users.kodeToko, shops.map((shop) => shop.kodeToko)) : undefined;
      },
    },
    orderBy: [asc(users.kodeToko), asc(users.userId)],
    unique: [users.userId],
  };
}

type Stored = Omit<UserRow, 'lastLoginAt'> & { lastLoginAt: Date | null };
const present = ({ userId, namaUser, level, kodeToko, namaToko, isActive, lastLoginAt }: Stored): UserRow => ({
  userId, namaUser, level, kodeToko, namaToko, isActive, lastLoginAt: lastLoginAt?.toISOString() ?? null,
});

/** A page of the users this admin manages, sorted and searched in SQL. */
export async function findUsers({ ctx, input, tx }: { ctx: SessionContext; input: PageInput; tx?: Tx }): Promise<Paged<UserRow>> {
  requireUserAdmin(ctx, USERS_PATH);
  const { data, meta } = await findPage<Stored>(readDb(tx), usersSource(ctx), input, SEARCHABLE);
  return { data: data.map(present), meta };
}

/** Every user this admin manages (the access screen's choice of user). */
export async function findAllUsers({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<UserRow[]> {
  requireUserAdmin(ctx, ACCESS_PATH);
  return (await findAll<Stored>(readDb(tx), usersSource(ctx))).map(present);
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
