import 'server-only';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/transaction';
import { ConflictError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { recordScans } from '../record-scans';
import { scanOpnameSchema } from '../schemas';
import { findOpname, OPNAME_PATH, readOpnameState, type OpnameState } from './read-opname';

/**
 * Saves scanned (or pasted) barcodes of an open count, each once per count whoever scans it: a second scan, from this
 * device or another, is the same row. Returns the count as it stands, so every device sees the others' scans.
 * The count is read `for share`: a close waits for scans in flight, and a scan after the close is refused.
 */
export async function scanOpname({ ctx, input: raw, tx }: { ctx: SessionContext; input: z.input<typeof scanOpnameSchema>; tx?: Tx }): Promise<OpnameState> {
  requireAccess(ctx, OPNAME_PATH);
  const input = parseInput(scanOpnameSchema, raw);
  return withTransaction(tx, async (tx) => {
    const header = await findOpname(tx, ctx, input.noOpname, 'share');
    if (header.status !== 'OPEN') throw ConflictError('opnameSudahDitutup');
    await recordScans(tx, { noOpname: header.noOpname, barcodes: input.barcodes, scannedBy: ctx.user.userId });
    return readOpnameState(tx, header);
  });
}
