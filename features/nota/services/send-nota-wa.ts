import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import { ForbiddenError } from '@/lib/errors/app-error';
import { settingFlag } from '@/lib/settings/read';
import { sendWaText, type WaLookup, type WaResult } from '@/lib/whatsapp/send-text';
import { ALL_NOTA_PATHS } from '../paths';
import type { NotaRef } from '../schemas';
import { fillTemplate } from '../wa';
import { readNota } from './read-nota';

/**
 * "Kirim WA" (§8, WHATSAPP_MODULE): the nota to the customer's number through the configured gateway (sendWaText),
 * the message TEMPLATE_WA filled with the nota's fields. Nothing is written but the user's send count: sending again
 * is the cashier's choice.
 */
export async function sendNotaWa({ ctx, input, lookup }: { ctx: SessionContext; input: NotaRef; lookup?: WaLookup }): Promise<WaResult> {
  requireAccess(ctx, ALL_NOTA_PATHS);
  if (!settingFlag(ctx.settings, 'WHATSAPP_MODULE')) throw ForbiddenError('waModuleOff');
  const nota = await readNota({ ctx, input });
  return sendWaText({ ctx, phone: nota.customer.noHp, message: fillTemplate(ctx.settings.TEMPLATE_WA ?? '', nota), lookup });
}

