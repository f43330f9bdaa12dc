import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { hashPassword } from '@/lib/auth/password';
import type { Db, Tx } from '@/lib/db/client';
import { toko, users } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { parseInput } from '@/lib/validation/parse-input';
import { checkNewPassword } from '@/lib/auth/password-policy';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { requireCanManage, requireUserAdmin } from './rules';
import { createUserSchema, updateUserSchema } from '../schemas';

async function requireShop(db: Db, kodeToko: string) {
  const [shop] = await db.select({ kodeToko: toko.kodeToko }).from(toko).where(eq(toko.kodeToko, kodeToko));
  if (!shop) throw ValidationError('kodeTokoRequired');
}

/** Adds a user; a user id already in use (in any letter case) is refused on the field. */
export async function createUser({ ctx, input: raw, tx }: { ctx: SessionContext; input: z.input<typeof createUserSchema>; tx?: Tx }) {
  requireUserAdmin(ctx);
  const input = parseInput(createUserSchema, raw);
  requireCanManage(ctx, input);
  checkNewPassword(input.password, { field: 'password', tooShort: 'passwordTooShort' });
  const passwordHash = await hashPassword(input.password);
  await withTransaction(tx, async (tx) => {
    await requireShop(tx, input.kodeToko);
    const [taken] = await tx.select({ userId: users.userId }).from(users).where(eq(sql`lower(${users.userId})`, input.userId.toLowerCase()));
    if (taken) throw ConflictError('userIdTaken', 'userId');
    await tx.insert(users).values({
      userId: input.userId, namaUser: input.namaUser, level: input.level, kodeToko: input.kodeToko, passwordHash,
      createdBy: ctx.user.userId, updatedBy: ctx.user.userId,
    }).onConflictDoNothing();
  });
}

/** Changes name, level and shop; the user id stays. A new level applies at the user's next request. */
export async function updateUser({ ctx, input: raw, tx }: { ctx: SessionContext; input: z.input<typeof updateUserSchema>; tx?: Tx }) {
  requireUserAdmin(ctx);
  const input = parseInput(updateUserSchema, raw);
  await withTransaction(tx, async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.userId, input.userId)).for('update');
    if (!current) throw NotFoundError('userNotFound');
    requireCanManage(ctx, current);
    requireCanManage(ctx, input);
    await requireShop(tx, input.kodeToko);
    if (current.userId === ctx.user.userId && input.level !== current.level) throw ValidationError('ownLevel');
    await tx
      .update(users)
      .set({ namaUser: input.namaUser, level: input.level, kodeToko: input.kodeToko, updatedAt: new Date(), updatedBy: ctx.user.userId })
      .where(eq(users.userId, input.userId));
  });
}
