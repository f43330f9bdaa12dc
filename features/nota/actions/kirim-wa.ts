'use server';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { getSessionContext } from '@/lib/auth/dal';
import { notaRoutePath } from '../route-path';
import { sendNotaWa } from '../services/send-nota-wa';
import { readNota } from '../services/read-nota';
import { parseFlag } from '@/lib/settings/keys';

/**
 * "Kirim WA" on a sale or a buyback: "Invoice Berhasil Dikirim", else the gateway's message, else "No Wa Tidak
 * Terdaftar" (§8). Checked as the screen the nota is shown on.
 */
export async function kirimNotaWaAction(kind: string, nomor: string): Promise<ActionResult> {
  const path = notaRoutePath(String(kind), await getSessionContext()) ?? '/lihat-penjualan';
  return runAction(path, async (ctx) => {
    const t = await getTranslations('nota');
    const result = await sendNotaWa({ ctx, input: { kind: kind as 'penjualan', nomor: String(nomor).slice(0, 40) } });
    return result.sent ? { status: 'success', message: t('waTerkirim') } : { status: 'error', message: result.message ?? t('waTidakTerdaftar') };
  }, undefined, [kind, nomor]);
}

/** What the nota's buttons need: whether its first print is still to come, and whether "Kirim WA" is offered. */
export async function notaInfoAction(kind: string, nomor: string): Promise<ActionResult<{ dicetak: number; whatsapp: boolean; noHp: string }>> {
  const path = notaRoutePath(String(kind), await getSessionContext()) ?? '/lihat-penjualan';
  return runAction(path, async (ctx) => {
    const nota = await readNota({ ctx, input: { kind: kind as 'penjualan', nomor: String(nomor).slice(0, 40) } });
    return { status: 'success', data: { dicetak: nota.dicetak, whatsapp: parseFlag(ctx.settings.WHATSAPP_MODULE), noHp: nota.customer.noHp } };
  }, undefined, [kind, nomor]);
}
