import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import type { Level } from '@/lib/auth/levels';
import type { Db, Tx } from '@/lib/db/client';
import { hakAksesLevel, hakAksesUser } from '@/features/users/schema';
import { users } from '@/lib/db/schema/shop';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { buildAccessTree, menuKeys } from '@/lib/menu/build';
import { allMenuKeys } from '@/lib/routes/table';
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { ACCESS_PATH, assignableLevels, requireCanManage, requireUserAdmin } from './rules';
import { normaliseHidden } from '../access-tree';

export const accessTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), level: z.string() }),
  z.object({ kind: z.literal('user'), userId: z.string() }),
]);
export type AccessTarget = z.infer<typeof accessTargetSchema>;
const saveAccessSchema = z.object({ target: accessTargetSchema, hidden: z.array(z.string().max(100)).max(1000) });

/** Levels whose menu can be edited: OWN and SU always see everything. */
export function editableLevels(actor: Level): Level[] {
  return assignableLevels(actor).filter((level) => level !== 'OWN' && level !== 'SU');
}

async function resolveTarget(db: Db, ctx: SessionContext, target: AccessTarget): Promise<{ level: Level; userId?: string }> {
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

async function levelHidden(db: Db, level: string): Promise<Set<string>> {
  const rows = await db.select().from(hakAksesLevel).where(eq(hakAksesLevel.level, level));
  return new Set(rows.filter((row) => !row.isShow).map((row) => row.menuKey));
}

/** The menu keys hidden for a level, or for a user (the level's rows with the user's own on top). */
export async function getHiddenMenuKeys({ ctx, input, tx }: { ctx: SessionContext; input: AccessTarget; tx?: Tx }): Promise<string[]> {
  requireUserAdmin(ctx, ACCESS_PATH);
  const target = parseInput(accessTargetSchema, input);
  const db = readDb(tx);
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
 * entries whose screens are not built yet stay as they are. Applies at the affected users' next request. The tree is
 * normalised first (normaliseHidden): under a hidden group every entry is hidden, and a group with every entry hidden is
 * hidden, so what is stored is what the screen shows and the menu applies.
 */
export async function saveHiddenMenuKeys({ ctx, input, tx }: { ctx: SessionContext; input: { target: AccessTarget; hidden: string[] }; tx?: Tx }) {
  requireUserAdmin(ctx, ACCESS_PATH);
  const parsed = saveAccessSchema.safeParse(input);
  if (!parsed.success) throw ValidationError('unknownMenuKey');
  const { target, hidden } = parsed.data;
  const known = allMenuKeys();
  if (hidden.some((key) => !known.has(key))) throw ValidationError('unknownMenuKey');
  const tree = buildAccessTree();
  const editable = menuKeys(tree);
  // A tree with shown entries under a hidden group is stored as the menu would apply it: the entries hidden too.
  const chosen = normaliseHidden(tree, hidden.filter((key) => editable.includes(key)));
  const stamp = { updatedAt: new Date(), updatedBy: ctx.user.userId };
  await withTransaction(tx, async (tx) => {
    const { level, userId } = await resolveTarget(tx, ctx, target);
    if (!userId) {
      await tx.delete(hakAksesLevel).where(and(eq(hakAksesLevel.level, level), inArray(hakAksesLevel.menuKey, editable)));
      if (chosen.size) await tx.insert(hakAksesLevel).values([...chosen].map((menuKey) => ({ level, menuKey, isShow: false, ...stamp })));
      return;
    }
    const fromLevel = await levelHidden(tx, level);
    const differences = editable.filter((key) => chosen.has(key) !== fromLevel.has(key));
    await tx.delete(hakAksesUser).where(and(eq(hakAksesUser.userId, userId), inArray(hakAksesUser.menuKey, editable)));
    if (differences.length) {
      await tx.insert(hakAksesUser).values(differences.map((menuKey) => ({ userId, menuKey, isShow: !chosen.has(menuKey), ...stamp })));
    }
  });
}
