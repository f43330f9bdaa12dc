import { documentSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { pembelian } from '@/features/pembelian';
import { penjualan } from '@/features/penjualan';
import { withTransaction } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { ALL_NOTA_PATHS, NOTA_PATHS } from '../paths';
import { notaPrintSchema } from '../schemas';
import type { NotaForm, NotaKind, NotaPrints } from '../types';

const REPRINT_FEATURE = { penjualan: 'CETAK_ULANG_PENJUALAN', pembelian: 'CETAK_ULANG_PEMBELIAN' } as const;

/** Each table's counter of a form. */
const COUNTERS = {
  penjualan: { thermal: penjualan.dicetakThermal, 'slip-pdf': penjualan.dicetakSlipPdf, a4: penjualan.dicetakA4 },
  pembelian: { thermal: pembelian.dicetakThermal, 'slip-pdf': pembelian.dicetakSlipPdf, a4: pembelian.dicetakA4 },
} as const;
const KEYS = { thermal: 'dicetakThermal', 'slip-pdf': 'dicetakSlipPdf', a4: 'dicetakA4' } as const;

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
    const table = kind === 'penjualan' ? penjualan : pembelian;
    const counters = COUNTERS[kind];
    const counter = counters[form];
    const [row] = await tx.update(table)
      .set({ dicetak: sql`${table.dicetak} + 1`, [KEYS[form]]: sql`${counter} + 1` })
      .where(and(eq(kind === 'penjualan' ? penjualan.noFakturJual : pembelian.noFakturBeli, nomor.toUpperCase()), eq(table.kodeToko, ctx.shop.kodeToko)))
      .returning({ dicetak: table.dicetak, thermal: counters.thermal, 'slip-pdf': counters['slip-pdf'], a4: counters.a4 });
    if (!row) throw NotFoundError('notaNotFound');
    const { dicetak, ...cetak } = row;
    const reprint = cetak[form] > 1;
    if (reprint) await spendGrant({ ctx, input: { keystore: grant ?? null, fitur: REPRINT_FEATURE[kind], subject: documentSubject(nomor, 'cetak', form) }, tx });
    return { dicetak, cetak, reprint };
  });
}
