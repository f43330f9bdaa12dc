import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { revokeOtherSessionRecords } from '@/lib/auth/session-store';
import { getDb } from '@/lib/db/client';
import { parseInput } from '@/lib/validation/parse-input';
import { users } from '@/lib/db/schema/shop';
import { checkNewPassword } from '../../../lib/auth/password-policy';
import { ValidationError } from '@/lib/errors/app-error';
import { changePasswordSchema } from '../schemas';

/**
 * Replaces the user's password and raises the session version, which ends every other session of the user.
 * Returns the new version so the caller can keep its own session.
 */
export async function changePassword({ ctx, input: raw }: {
  ctx: SessionContext;
  input: z.input<typeof changePasswordSchema>;
}): Promise<{ sessionVersion: number }> {
  // Any logged-in user, for their own account only (ctx): no screen gate beyond the session.
  const input = parseInput(changePasswordSchema, raw);
  const db = getDb();
  checkNewPassword(input.newPassword, { field: 'newPassword', tooShort: 'newPasswordTooShort' });
  const [user] = await db.select().from(users).where(eq(users.userId, ctx.user.userId));
  if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) throw ValidationError('oldPasswordWrong');
  if (input.oldPassword === input.newPassword) throw ValidationError('newPasswordSame');
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date(), updatedBy: ctx.user.userId })
      .where(eq(users.userId, ctx.user.userId))
      .returning({ sessionVersion: users.sessionVersion });
    await revokeOtherSessionRecords(tx, ctx.user.userId, ctx.session.sid);
    return row;
  });
  return { sessionVersion: updated.sessionVersion };
}
