'use server';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { getSessionContext } from '@/lib/auth/dal';
import { isCustodySlipKind, isLoanDocKind } from '../paths';
import { notaRoutePath } from '../route-path';
import { printCustodySlip } from '../services/print-custody-slip';
import { readLoanDocumentPrints } from '../services/print-loan-document';
import { readNota } from '../services/read-nota';
import type { NotaPrints } from '../types';
import { settingFlag } from '@/lib/settings/read';

/**
 * What the nota's buttons need: the prints of each form so far (a form's first is free), and whether "Kirim WA" is
 * offered. An order, a deposit or a repair ticket counts nothing (every print free). A loan document counts every form together (its first print, in any form, is the free one) and has no WA.
 */
export async function notaInfoAction(kind: string, nomor: string): Promise<ActionResult<{ cetak: NotaPrints; whatsapp: boolean; noHp: string; siapDiambil: boolean }>> {
  const path = notaRoutePath(String(kind), await getSessionContext()) ?? '/lihat-penjualan';
  return runAction(path, async (ctx) => {
    if (isCustodySlipKind(String(kind))) {
      // An order, deposit or repair: every print free (nothing counted); a completed repair's WA says the piece is ready.
      const { document } = await printCustodySlip({ ctx, input: { kind: kind as 'pesanan', nomor: String(nomor).slice(0, 40) } });
      return { status: 'success', data: {
        cetak: { thermal: 0, 'slip-pdf': 0, a4: 0 }, whatsapp: settingFlag(ctx.settings, 'WHATSAPP_MODULE'), noHp: document.customer.noHp,
        siapDiambil: document.kind === 'service' && document.status === 'SELESAI',
      } };
    }
    if (isLoanDocKind(String(kind))) {
      const dicetak = await readLoanDocumentPrints({ ctx, input: { kind: kind as 'hutang', nomor: String(nomor).slice(0, 40) } });
      return { status: 'success', data: { cetak: { thermal: dicetak, 'slip-pdf': dicetak, a4: dicetak }, whatsapp: false, noHp: '', siapDiambil: false } };
    }
    const nota = await readNota({ ctx, input: { kind: kind as 'penjualan', nomor: String(nomor).slice(0, 40) } });
    return { status: 'success', data: { cetak: nota.cetak, whatsapp: settingFlag(ctx.settings, 'WHATSAPP_MODULE'), noHp: nota.customer.noHp, siapDiambil: false } };
  }, undefined, [kind, nomor]);
}
