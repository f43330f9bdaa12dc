import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import { AppError, ForbiddenError } from '@/lib/errors/app-error';
import { parseFlag } from '@/lib/settings/keys';
import { ALL_NOTA_PATHS } from '../paths';
import type { NotaRef } from '../schemas';
import { fillTemplate, waNumber } from '../wa';
import { readNota } from './read-nota';

/** What the gateway answered: sent, or not with its message (null: none, the screen says "No Wa Tidak Terdaftar"). */
export type WaResult = { sent: true; receiver: string } | { sent: false; receiver: string; message: string | null };

const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * "Kirim WA" (§8, WHATSAPP_MODULE): the nota to the customer's number through the configured gateway,
 * POST <WHATSAPP_GATEWAY_URL>/chat/send { receiver, message, type: 'text' } with the token as
 * `Authorization: Bearer <WHATSAPP_GATEWAY_TOKEN>`; success is the answer's `success`. The message is TEMPLATE_WA filled
 * with the nota's fields. Nothing is written: sending again is the cashier's choice.
 */
export async function sendNotaWa({ ctx, input, fetchImpl = fetch }: { ctx: SessionContext; input: NotaRef; fetchImpl?: typeof fetch }): Promise<WaResult> {
  requireAccess(ctx, ALL_NOTA_PATHS);
  if (!parseFlag(ctx.settings.WHATSAPP_MODULE)) throw ForbiddenError('waModuleOff');
  const nota = await readNota({ ctx, input });
  const receiver = waNumber(nota.customer.noHp);
  if (receiver.length < 10) throw new AppError('validation', 'waNoHpKosong');
  const base = (ctx.settings.WHATSAPP_GATEWAY_URL ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\//.test(base)) throw new AppError('validation', 'waGatewayBelumDiatur');
  const message = fillTemplate(ctx.settings.TEMPLATE_WA ?? '', nota);
  let answer: unknown;
  try {
    const response = await fetchImpl(`${base}/chat/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${ctx.settings.WHATSAPP_GATEWAY_TOKEN ?? ''}` },
      body: JSON.stringify({ receiver, message, type: 'text' }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      redirect: 'error',
    });
    answer = await response.json().catch(() => null);
  } catch {
    return { sent: false, receiver, message: null };
  }
  const body = (answer && typeof answer === 'object' ? answer : {}) as { success?: unknown; message?: unknown };
  if (body.success === true) return { sent: true, receiver };
  return { sent: false, receiver, message: typeof body.message === 'string' && body.message.trim() ? body.message.trim().slice(0, 300) : null };
}
