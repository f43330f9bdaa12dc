import 'server-only';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import { paraSystem } from '@/lib/db/schema';
import { withTransaction } from '@/lib/db/transaction';
import { emitToAll } from '@/lib/realtime/events';
import { validateSettings } from '../validate';

/**
 * Stores module flags and system variables in one transaction, then tells every open tab (settings-changed).
 * Unknown keys and values outside a setting's type are refused before anything is written (validateSettings).
 */
export async function updateSettings({ ctx, input: { settings, originTab } }: {
  ctx: SessionContext;
  input: {
    settings: Record<string, string>;
    /** The browser tab that saved; it is not asked to refresh. */
    originTab?: string;
  };
}): Promise<void> {
  requireAccess(ctx, '/settingsystem');
  const entries = Object.entries(validateSettings(settings));
  if (entries.length === 0) return;
  // Its own transaction: every tab is told once the settings are committed.
  await withTransaction(undefined, async (tx) => {
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
