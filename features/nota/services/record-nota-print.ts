import 'server-only';
import { documentSubject } from '@/lib/auth/otorisasi-subject';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { countBuybackPrint } from '@/features/pembelian';
import { countSalePrint } from '@/features/penjualan';
import { withTransaction } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { ALL_NOTA_PATHS, NOTA_PATHS } from '../paths';
import { notaPrintSchema } from '../schemas';
import type { NotaForm, NotaKind, NotaPrints } from '../types';

const REPRINT_FEATURE = { penjualan: 'CETAK_ULANG_PENJUALAN', pembelian: 'CETAK_ULANG_PEMBELIAN' } as const;
/** Each document's own counter, kept by its feature. */
const COUNT_PRINT = { penjualan: countSalePrint, pembelian: countBuybackPrint } as const;

/**
 * Counts a printed copy of a nota in one form: the thermal slip, the PDF slip (58 or 80 mm) or the A4 nota. At the sale
 * or buyback the cashier prints each form once for free (the slip, then the A4 for the customer's file); printing a form
 * again is a reprint and spends a supervisor's grant (CETAK_ULANG_PENJUALAN / _PEMBELIAN) in the same transaction as the
 * counter, or is refused and not counted. Answers the counts and whether this one was a reprint.
 */
export async function recordNotaPrint({ ctx, input, tx }: {
  ctx: SessionContext; input: { kind: NotaKind; nomor: string; form: NotaForm; grant?: string | null }; tx?: Tx;
}): Promise<{ dicetak: number; cetak: NotaPrints; reprint: boolean }> {
  requireAccess(ctx, ALL_NOTA_PATHS);
  const { kind, nomor, form, grant } = parseInput(notaPrintSchema, input);
  requireAccess(ctx, NOTA_PATHS[kind]);
  return withTransaction(tx, async (tx) => {
    const counted = await COUNT_PRINT[kind](tx, ctx.shop.kodeToko, nomor.toUpperCase(), form);
    if (!counted) throw NotFoundError('notaNotFound');
    const { dicetak, cetak } = counted;
    const reprint = cetak[form] > 1;
    if (reprint) await spendGrant({ ctx, input: { keystore: grant ?? null, fitur: REPRINT_FEATURE[kind], subject: documentSubject(nomor, 'cetak', form) }, tx });
    return { dicetak, cetak, reprint };
  });
}
