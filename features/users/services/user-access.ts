import 'server-only';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { isCommonPassword } from '@/lib/auth/password-policy';
import { disconnectUser } from '@/lib/realtime/events';
import { NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { requireCanManage, requireUserAdmin } from './rules';

async function requireManagedUser(db: Db, ctx: SessionContext, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.userId, userId)).for('update');
  if (!user) throw NotFoundError('userNotFound');
  requireCanManage(ctx, user);
  return user;
}

/** Disables or enables a user. Disabling ends the user's sessions at their next request. */
export async function setUserActive({ ctx, input: { userId, isActive } }: { ctx: SessionContext; input: { userId: string; isActive: boolean } }) {
  requireUserAdmin(ctx);
  // Its own transaction: the sockets are closed only once the change is committed.
  await withTransaction(undefined, async (tx) => {
    const user = await requireManagedUser(tx, ctx, userId);
    if (user.userId === ctx.user.userId) throw ValidationError('ownAccount');
    await tx
      .update(users)
      .set({ isActive, sessionVersion: sql`${users.sessionVersion} + ${isActive ? 0 : 1}`, updatedAt: new Date(), updatedBy: ctx.user.userId })
      .where(eq(users.userId, userId));
  });
  if (!isActive) disconnectUser(userId);
}

// No 0/O, 1/l/I: the password is read out or copied from the screen.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Gives the user a new random password, shown once to the admin; the user's sessions end. */
export async function resetUserPassword({ ctx, input: { userId } }: { ctx: SessionContext; input: { userId: string } }): Promise<string> {
  requireUserAdmin(ctx);
  let password: string;
  do password = Array.from({ length: 10 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
  while (isCommonPassword(password));
  // Hashed before the row is locked: the lock is held only for the write.
  const passwordHash = await hashPassword(password);
  await withTransaction(undefined, async (tx) => {
    await requireManagedUser(tx, ctx, userId);
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date(), updatedBy: ctx.user.userId })
      .where(eq(users.userId, userId));
  });
  disconnectUser(userId);
  return password;
}
