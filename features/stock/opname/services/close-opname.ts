import { documentSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/transaction';
import { ConflictError } from '@/lib/errors/app-error';
import { closeCount } from '../close-count';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { closeOpnameSchema } from '../schemas';
import { findOpname, OPNAME_PATH, readOpnameState, type OpnameState } from './read-opname';

/**
 * Closes a count with a supervisor's authorization (TUTUP_STOCK_OPNAME, spent in this transaction): closeCount adjusts
 * the expected items nobody scanned to MISSING and marks the rest. A closed count is never closed again.
 */
export async function closeOpname({ ctx, input: raw, tx }: { ctx: SessionContext; input: z.input<typeof closeOpnameSchema>; tx?: Tx }): Promise<OpnameState> {
  requireAccess(ctx, OPNAME_PATH);
  const input = parseInput(closeOpnameSchema, raw);
  return withTransaction(tx, async (tx) => {
    const header = await findOpname(tx, ctx, input.noOpname, 'update');
    if (header.status !== 'OPEN') throw ConflictError('opnameSudahDitutup');
    const { approvedBy } = await spendGrant({ ctx, input: { keystore: input.otorisasi, fitur: 'TUTUP_STOCK_OPNAME', subject: documentSubject(header.noOpname, 'tutup') }, tx });
    const closed = await closeCount(tx, { header, closedBy: ctx.user.userId, approvedBy });
    return readOpnameState(tx, closed);
  });
}
