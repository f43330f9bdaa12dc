import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { gudang, stockOpname } from '@/features/stock/schema';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ConflictError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { requireTray } from '../../services/places';
import { openCount } from '../open-count';
import { startOpnameSchema } from '../schemas';
import { OPNAME_PATH, readOpnameState, type OpnameState } from './read-opname';

/**
 * Starts a count of a tray, or of a whole warehouse: its number (SO-…), and the items it expects, the READY items of
 * that place now, each with its tray and grams. One open count per place; the same idempotency key (a double click)
 * returns the first count.
 */
export async function startOpname({ ctx, input: raw, tx, now = new Date() }: {
  ctx: SessionContext; input: z.input<typeof startOpnameSchema>; tx?: Tx; now?: Date;
}): Promise<OpnameState> {
  requireAccess(ctx, OPNAME_PATH);
  const input = parseInput(startOpnameSchema, raw);
  const kodeToko = ctx.shop.kodeToko;
  const idempotencyKey = `${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (tx) => {
    const [earlier] = await tx.select().from(stockOpname).where(eq(stockOpname.idempotencyKey, idempotencyKey));
    if (earlier) return readOpnameState(tx, earlier);
    const [warehouse] = await tx.select({ kodeGudang: gudang.kodeGudang }).from(gudang).where(and(eq(gudang.kodeToko, kodeToko), eq(gudang.kodeGudang, input.kodeGudang)));
    if (!warehouse) throw new AppError('not-found', 'opnameGudangTidakDitemukan', { gudang: input.kodeGudang });
    if (input.kodeBaki) await requireTray(tx, kodeToko, input.kodeGudang, input.kodeBaki);
    const noOpname = await nextDocumentNumber(tx, kodeToko, 'STOCK_OPNAME', now);
    const header = await openCount(tx, { noOpname, kodeToko, kodeGudang: input.kodeGudang, kodeBaki: input.kodeBaki, idempotencyKey, createdBy: ctx.user.userId, createdAt: now });
    if (!header) throw ConflictError('opnameSudahDibuka');
    return readOpnameState(tx, header);
  });
}
