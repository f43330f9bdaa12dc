import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hakAksesLevel, hakAksesUser } from '../db/schema';
import { seesEverything, type Level } from './levels';

/** Menu keys hidden for this user: the level's rows, overridden by the user's own rows. */
export async function loadHiddenMenuKeys(db: Database, userId: string, level: Level): Promise<Set<string>> {
  if (seesEverything(level)) return new Set();
  const [levelRows, userRows] = await Promise.all([
    db.select({ key: hakAksesLevel.menuKey, isShow: hakAksesLevel.isShow }).from(hakAksesLevel).where(eq(hakAksesLevel.level, level)),
    db.select({ key: hakAksesUser.menuKey, isShow: hakAksesUser.isShow }).from(hakAksesUser).where(and(eq(hakAksesUser.userId, userId))),
  ]);
  const shown = new Map(levelRows.map((row) => [row.key, row.isShow]));
  for (const row of userRows) shown.set(row.key, row.isShow);
  return new Set([...shown].filter(([, isShow]) => !isShow).map(([key]) => key));
}
