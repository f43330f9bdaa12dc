import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/transaction';
import { settingFlag } from '@/lib/settings/read';
import { parseInput } from '@/lib/validation/parse-input';
import { ALL_NOTA_PATHS } from '../paths';
import { notaPrintSchema } from '../schemas';
import type { NotaData, NotaForm, NotaKind } from '../types';
import { readNota } from './read-nota';
import { recordNotaPrint } from './record-nota-print';

/**
 * One print of a nota in one form (thermal slip, PDF slip or A4): the nota read and the print counted in one transaction
 * (a second print of the same form is a reprint and spends its grant there), with whether the slip type prints two
 * copies (DUPLICATE_PRINT_PENJUALAN / _PEMBELIAN).
 */
export async function printNota({ ctx, input, tx }: {
  ctx: SessionContext; input: { kind: NotaKind; nomor: string; form: NotaForm; grant?: string | null }; tx?: Tx;
}): Promise<{ nota: NotaData; reprint: boolean; duplicate: boolean }> {
  requireAccess(ctx, ALL_NOTA_PATHS);
  const parsed = parseInput(notaPrintSchema, input);
  return withTransaction(tx, async (tx) => {
    const nota = await readNota({ ctx, input: parsed, tx });
    const { reprint, dicetak, cetak } = await recordNotaPrint({ ctx, input: { ...parsed, nomor: nota.nomor }, tx });
    const duplicate = settingFlag(ctx.settings, parsed.kind === 'penjualan' ? 'DUPLICATE_PRINT_PENJUALAN' : 'DUPLICATE_PRINT_PEMBELIAN');
    return { nota: { ...nota, dicetak, cetak }, reprint, duplicate };
  });
}
