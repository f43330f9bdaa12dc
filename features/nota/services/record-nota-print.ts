import { documentSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { pembelian, penjualan } from '@/lib/db/schema';
import { withTransaction } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { ALL_NOTA_PATHS, NOTA_PATHS } from '../paths';
import { notaPrintSchema } from '../schemas';
import type { NotaKind } from '../types';

const REPRINT_FEATURE = { penjualan: 'CETAK_ULANG_PENJUALAN', pembelian: 'CETAK_ULANG_PEMBELIAN' } as const;

/**
 * Counts a printed copy of a nota (a thermal slip, a PDF slip or the A4 nota). The first comes with the posting; every
 * later one is a reprint and spends a supervisor's grant (CETAK_ULANG_PENJUALAN / _PEMBELIAN) in the same transaction
 * as the counter, or is refused and not counted. Answers the count and whether this one was a reprint.
 */
export async function recordNotaPrint({ ctx, input, tx }: {
  ctx: SessionContext; input: { kind: NotaKind; nomor: string; grant?: string | null }; tx?: Tx;
}): Promise<{ dicetak: number; reprint: boolean }> {
  requireAccess(ctx, ALL_NOTA_PATHS);
  const { kind, nomor, grant } = parseInput(notaPrintSchema, input);
  requireAccess(ctx, NOTA_PATHS[kind]);
  return withTransaction(tx, async (tx) => {
    const [row] = kind === 'penjualan'
      ? await tx.update(penjualan).set({ dicetak: sql`${penjualan.dicetak} + 1` })
        .where(and(eq(penjualan.noFakturJual, nomor.toUpperCase()), eq(penjualan.kodeToko, ctx.shop.kodeToko))).returning({ dicetak: penjualan.dicetak })
      : await tx.update(pembelian).set({ dicetak: sql`${pembelian.dicetak} + 1` })
        .where(and(eq(pembelian.noFakturBeli, nomor.toUpperCase()), eq(pembelian.kodeToko, ctx.shop.kodeToko))).returning({ dicetak: pembelian.dicetak });
    if (!row) throw NotFoundError('notaNotFound');
    const reprint = row.dicetak > 1;
    if (reprint) await spendGrant({ ctx, input: { keystore: grant ?? null, fitur: REPRINT_FEATURE[kind], subject: documentSubject(nomor, 'cetak') }, tx });
    return { dicetak: row.dicetak, reprint };
  });
}
