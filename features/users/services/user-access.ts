import 'server-only';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { hashPassword } from '@/lib/auth/password';
import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { isCommonPassword } from '@/features/auth/password-policy';
import { disconnectUser } from '@/lib/realtime/events';
import { NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { requireCanManage, requireUserAdmin } from './rules';

async function requireManagedUser(db: Database, ctx: SessionContext, userId: string) {
  requireUserAdmin(ctx);
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user) throw NotFoundError('userNotFound');
  requireCanManage(ctx, user);
  return user;
}

/** Disables or enables a user. Disabling ends the user's sessions at their next request. */
export async function setUserActive({ db, ctx, userId, isActive }: { db: Database; ctx: SessionContext; userId: string; isActive: boolean }) {
  const user = await requireManagedUser(db, ctx, userId);
  if (user.userId === ctx.user.userId) throw ValidationError('ownAccount');
  await db
    .update(users)
    .set({ isActive, sessionVersion: sql`${users.sessionVersion} + ${isActive ? 0 : 1}`, updatedAt: new Date(), updatedBy: ctx.user.userId })
    .where(eq(users.userId, userId));
  if (!isActive) disconnectUser(userId);
}

// No 0/O, 1/l/I: the password is read out or copied from the screen.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Gives the user a new random password, shown once to the admin; the user's sessions end. */
export async function resetUserPassword({ db, ctx, userId }: { db: Database; ctx: SessionContext; userId: string }): Promise<string> {
  await requireManagedUser(db, ctx, userId);
  let password: string;
  do password = Array.from({ length: 10 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
  while (isCommonPassword(password));
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date(), updatedBy: ctx.user.userId })
    .where(eq(users.userId, userId));
  disconnectUser(userId);
  return password;
}
