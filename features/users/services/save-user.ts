import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { hashPassword } from '@/lib/auth/password';
import type { Database } from '@/lib/db/client';
import { toko, users } from '@/lib/db/schema';
import { checkNewPassword } from '@/features/auth/password-policy';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { requireCanManage, requireUserAdmin } from './rules';
import type { createUserSchema, updateUserSchema } from './schemas';

async function requireShop(db: Database, kodeToko: string) {
  const [shop] = await db.select({ kodeToko: toko.kodeToko }).from(toko).where(eq(toko.kodeToko, kodeToko));
  if (!shop) throw ValidationError('kodeTokoRequired');
}

/** Adds a user; a user id already in use (in any letter case) is refused on the field. */
export async function createUser({ db, ctx, input }: { db: Database; ctx: SessionContext; input: z.infer<typeof createUserSchema> }) {
  requireUserAdmin(ctx);
  requireCanManage(ctx, input);
  await requireShop(db, input.kodeToko);
  checkNewPassword(input.password, { field: 'password', tooShort: 'passwordTooShort' });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ userId: users.userId }).from(users).where(eq(sql`lower(${users.userId})`, input.userId.toLowerCase()));
    if (taken) throw ConflictError('userIdTaken', 'userId');
    await tx.insert(users).values({
      userId: input.userId, namaUser: input.namaUser, level: input.level, kodeToko: input.kodeToko, passwordHash,
      createdBy: ctx.user.userId, updatedBy: ctx.user.userId,
    }).onConflictDoNothing();
  });
}

/** Changes name, level and shop; the user id stays. A new level applies at the user's next request. */
export async function updateUser({ db, ctx, input }: { db: Database; ctx: SessionContext; input: z.infer<typeof updateUserSchema> }) {
  requireUserAdmin(ctx);
  const [current] = await db.select().from(users).where(eq(users.userId, input.userId));
  if (!current) throw NotFoundError('userNotFound');
  requireCanManage(ctx, current);
  requireCanManage(ctx, input);
  await requireShop(db, input.kodeToko);
  if (current.userId === ctx.user.userId && input.level !== current.level) throw ValidationError('ownLevel');
  await db
    .update(users)
    .set({ namaUser: input.namaUser, level: input.level, kodeToko: input.kodeToko, updatedAt: new Date(), updatedBy: ctx.user.userId })
    .where(eq(users.userId, input.userId));
}
