'use server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { getSessionContext } from '@/lib/auth/dal';
import { isLoanDocKind } from '../paths';
import { notaRoutePath } from '../route-path';
import { readLoanDocumentPrints } from '../services/print-loan-document';
import { readNota } from '../services/read-nota';
import type { NotaPrints } from '../types';
import { settingFlag } from '@/lib/settings/read';

/**
 * What the nota's buttons need: the prints of each form so far (a form's first is free), and whether "Kirim WA" is
 * offered. A loan document counts every form together (its first print, in any form, is the free one) and has no WA.
 */
export async function notaInfoAction(kind: string, nomor: string): Promise<ActionResult<{ cetak: NotaPrints; whatsapp: boolean; noHp: string }>> {
  const path = notaRoutePath(String(kind), await getSessionContext()) ?? '/lihat-penjualan';
  return runAction(path, async (ctx) => {
    if (isLoanDocKind(String(kind))) {
      const dicetak = await readLoanDocumentPrints({ ctx, input: { kind: kind as 'hutang', nomor: String(nomor).slice(0, 40) } });
      return { status: 'success', data: { cetak: { thermal: dicetak, 'slip-pdf': dicetak, a4: dicetak }, whatsapp: false, noHp: '' } };
    }
    const nota = await readNota({ ctx, input: { kind: kind as 'penjualan', nomor: String(nomor).slice(0, 40) } });
    return { status: 'success', data: { cetak: nota.cetak, whatsapp: settingFlag(ctx.settings, 'WHATSAPP_MODULE'), noHp: nota.customer.noHp } };
  }, undefined, [kind, nomor]);
}
