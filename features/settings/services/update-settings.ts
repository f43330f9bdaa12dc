import 'server-only';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import type { Database } from '@/lib/db/client';
import { paraSystem } from '@/lib/db/schema';
import { emitToAll } from '@/lib/realtime/events';
import { validateSettings } from '../validate';
import { requireSettingsAdmin } from '@/lib/auth/chain-admin';

/**
 * Stores module flags and system variables in one transaction, then tells every open tab (settings-changed).
 * Unknown keys and values outside a setting's type are refused before anything is written (validateSettings).
 */
export async function updateSettings({ db, ctx, input, originTab }: {
  db: Database;
  ctx: SessionContext;
  input: Record<string, string>;
  /** The browser tab that saved; it is not asked to refresh. */
  originTab?: string;
}): Promise<void> {
  requireSettingsAdmin(ctx);
  const entries = Object.entries(validateSettings(input));
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(paraSystem)
      .values(entries.map(([key, value]) => ({ key, value, updatedBy: ctx.user.userId, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: paraSystem.key,
        set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
      });
  });
  emitToAll('settings-changed', { by: ctx.user.userId, originTab });
}
