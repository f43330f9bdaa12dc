import 'server-only';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import { paraSystem } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { emitToAll } from '@/lib/realtime/events';
import { validateSettings } from '../validate';
import { AppError, ForbiddenError } from '@/lib/errors/app-error';
import { checkOutboundUrl } from '@/lib/http/outbound-address';
import { CHAIN_ADMIN_LEVELS } from '@/lib/routes/table';
import { isWaGatewayKey } from '@/lib/settings/keys';

/** Who may set the WhatsApp gateway (its address, token and allow-list): OWN and SU at head office. */
export const canSetWaGateway = (ctx: SessionContext) => (CHAIN_ADMIN_LEVELS as readonly string[]).includes(ctx.user.level) && ctx.shop.appType === 'PUSAT';

/**
 * Stores module flags and system variables in one transaction, then tells every open tab (settings-changed).
 * Unknown keys and values outside a setting's type are refused before anything is written (validateSettings). Only
 * the keys given change: a save that names no module switch leaves every module as it was. The gateway's settings
 * are refused to MU and DEV, and a gateway address that is not public unless the allow-list names its host.
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
  const valid = validateSettings(settings);
  // The WhatsApp gateway is where the server sends its token and the customers' numbers: head office's OWN and SU only.
  if (Object.keys(valid).some(isWaGatewayKey)) {
    if (!canSetWaGateway(ctx)) throw ForbiddenError('waGatewayOwnerOnly');
    const url = valid.WHATSAPP_GATEWAY_URL ?? ctx.settings.WHATSAPP_GATEWAY_URL ?? '';
    const check = url ? checkOutboundUrl(url, valid.WHATSAPP_GATEWAY_ALLOWED_HOSTS ?? ctx.settings.WHATSAPP_GATEWAY_ALLOWED_HOSTS) : null;
    if (check && !check.ok) throw new AppError('validation', check.reason === 'private' ? 'waGatewayPrivat' : 'waGatewayInvalid', {}, 'WHATSAPP_GATEWAY_URL');
  }
  const entries = Object.entries(valid);
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
