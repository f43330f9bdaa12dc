import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import type { Level } from '@/lib/auth/levels';
import type { Database } from '@/lib/db/client';
import { hakAksesLevel, hakAksesUser, users } from '@/lib/db/schema';
import { buildAccessTree, menuKeys } from '@/lib/menu/build';
import { allMenuKeys } from '@/lib/routes/table';
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { assignableLevels, requireCanManage, requireUserAdmin } from './rules';

export const accessTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), level: z.string() }),
  z.object({ kind: z.literal('user'), userId: z.string() }),
]);
export type AccessTarget = z.infer<typeof accessTargetSchema>;

/** Levels whose menu can be edited: OWN and SU always see everything. */
export function editableLevels(actor: Level): Level[] {
  return assignableLevels(actor).filter((level) => level !== 'OWN' && level !== 'SU');
}

async function resolveTarget(db: Database, ctx: SessionContext, target: AccessTarget): Promise<{ level: Level; userId?: string }> {
  requireUserAdmin(ctx);
  if (target.kind === 'level') {
    if (!editableLevels(ctx.user.level).includes(target.level as Level)) throw ForbiddenError('levelNotAllowed');
    return { level: target.level as Level };
  }
  const [user] = await db.select().from(users).where(eq(users.userId, target.userId));
  if (!user) throw NotFoundError('userNotFound');
  requireCanManage(ctx, user);
  if (user.level === 'OWN' || user.level === 'SU') throw ForbiddenError('levelNotAllowed');
  return { level: user.level as Level, userId: user.userId };
}

async function levelHidden(db: Database, level: string): Promise<Set<string>> {
  const rows = await db.select().from(hakAksesLevel).where(eq(hakAksesLevel.level, level));
  return new Set(rows.filter((row) => !row.isShow).map((row) => row.menuKey));
}

/** The menu keys hidden for a level, or for a user (the level's rows with the user's own on top). */
export async function getHiddenMenuKeys({ db, ctx, target }: { db: Database; ctx: SessionContext; target: AccessTarget }): Promise<string[]> {
  const { level, userId } = await resolveTarget(db, ctx, target);
  const hidden = await levelHidden(db, level);
  if (userId) {
    for (const row of await db.select().from(hakAksesUser).where(eq(hakAksesUser.userId, userId))) {
      if (row.isShow) hidden.delete(row.menuKey);
      else hidden.add(row.menuKey);
    }
  }
  return [...hidden].sort();
}

/**
 * Stores which entries of the screen's tree (groups, subgroups, built screens) a level or a user does not see.
 * For a level, a row per hidden key; for a user, rows only where the choice differs from the level. Rows for
 * entries whose screens are not built yet stay as they are. Applies at the affected users' next request.
 */
export async function saveHiddenMenuKeys({ db, ctx, target, hidden }: { db: Database; ctx: SessionContext; target: AccessTarget; hidden: string[] }) {
  const { level, userId } = await resolveTarget(db, ctx, target);
  const known = allMenuKeys();
  if (hidden.some((key) => !known.has(key))) throw ValidationError('unknownMenuKey');
  const editable = menuKeys(buildAccessTree());
  const chosen = new Set(hidden.filter((key) => editable.includes(key)));
  const stamp = { updatedAt: new Date(), updatedBy: ctx.user.userId };
  await db.transaction(async (tx) => {
    if (!userId) {
      await tx.delete(hakAksesLevel).where(and(eq(hakAksesLevel.level, level), inArray(hakAksesLevel.menuKey, editable)));
      if (chosen.size) await tx.insert(hakAksesLevel).values([...chosen].map((menuKey) => ({ level, menuKey, isShow: false, ...stamp })));
      return;
    }
    const fromLevel = await levelHidden(tx as unknown as Database, level);
    const differences = editable.filter((key) => chosen.has(key) !== fromLevel.has(key));
    await tx.delete(hakAksesUser).where(and(eq(hakAksesUser.userId, userId), inArray(hakAksesUser.menuKey, editable)));
    if (differences.length) {
      await tx.insert(hakAksesUser).values(differences.map((menuKey) => ({ userId, menuKey, isShow: !chosen.has(menuKey), ...stamp })));
    }
  });
}
