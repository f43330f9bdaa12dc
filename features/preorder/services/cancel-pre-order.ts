import 'server-only';
import { eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { advanceOf, cancelPreOrder } from '../counter/cancel-pre-order';
import { cancelPreOrderSchema, type CancelPreOrderForm } from '../schemas';
import { preOrder } from '../schema';
import { cancelPreOrderSubject } from '../subjects';

/**
 * Batal on Lihat Pre Order: an OPEN PO of the user's shop cancelled (cancelPreOrder) with a BATAL_PESANAN grant naming
 * the PO, its advance and the refund. A replay answers the first cancellation without a second grant; a refund above
 * the advance is refused by the kernel before any grant is spent.
 */
export async function cancelPreOrderService({ ctx, input, tx }: { ctx: SessionContext; input: CancelPreOrderForm; tx?: Tx }) {
  requireAccess(ctx, '/lihat-pre-order');
  const form = parseInput(cancelPreOrderSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `po-batal:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const run = (disetujuiOleh: string) => cancelPreOrder(db, {
      kodeToko, noPo: form.noPo, uangKembali: form.uangKembali, alasan: form.alasan, disetujuiOleh, idempotencyKey: key, createdBy: ctx.user.userId,
    });
    const [replay] = await db.select({ noPo: preOrder.noPo }).from(preOrder).where(eq(preOrder.batalIdempotencyKey, key));
    if (replay) return run('-');
    const [po] = await db.select({ kodeToko: preOrder.kodeToko, status: preOrder.status, bayarTunai: preOrder.bayarTunai, bayarTransfer: preOrder.bayarTransfer })
      .from(preOrder).where(eq(preOrder.noPo, form.noPo));
    if (!po || po.kodeToko !== kodeToko) throw NotFoundError('preOrderTidakDitemukan');
    // Anything the kernel refuses (a PO no longer open, a refund above the advance) is refused before a grant is spent.
    if (po.status !== 'OPEN' || form.uangKembali > advanceOf(po)) return run('-');
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'BATAL_PESANAN', subject: cancelPreOrderSubject(form.noPo, advanceOf(po), form.uangKembali) }, tx: db });
    return run(grant.approvedBy);
  });
}
