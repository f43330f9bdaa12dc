import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { sales } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { ValidationError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { takeOrder } from '../counter/take-order';
import { takeOrderSchema } from '../order.schema';
import { orderRules } from './order-options';

/**
 * Transaksi Pesanan: one order of the user's shop with its down payment. The sales person must be the shop's and each
 * jenis known; the prices are read again in the kernel (the day's gold price, the sale rules from the settings), never
 * taken from the screen. The key is the user's and the form's: a double click posts once.
 */
export async function takePesanan({ ctx, input, tx, at }: { ctx: SessionContext; input: z.input<typeof takeOrderSchema>; tx?: Tx; at?: Date }) {
  requireAccess(ctx, '/transaksi-pesanan');
  const form = parseInput(takeOrderSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  return withTransaction(tx, async (db) => {
    const [seller] = await db.select({ kode: sales.kodeSales }).from(sales).where(and(eq(sales.kodeSales, form.kodeSales), eq(sales.kodeToko, kodeToko)));
    if (!seller) throw ValidationError('pesananSalesWajib');
    const depts = [...new Set(form.lines.map((line) => line.kodeDept))];
    if ((await db.select({ kode: jenis.kodeDept }).from(jenis).where(inArray(jenis.kodeDept, depts))).length !== depts.length) {
      throw ValidationError('pesananBarisInvalid', { baris: form.lines.findIndex((line) => !depts.includes(line.kodeDept)) + 1 });
    }
    return takeOrder(db, {
      kodeToko, kodeSales: form.kodeSales, namaCustomer: form.namaCustomer, alamatCustomer: form.alamatCustomer, noHpCustomer: form.noHpCustomer,
      tglTarget: form.tglTarget ?? null, rules: orderRules(ctx), at,
      lines: form.lines.map((line) => ({ ...line, hargaTetap: line.aturanHarga === 'TETAP' ? line.hargaTetap : null })),
      bayarTunai: form.bayarTunai, bayarTransfer: form.bayarTransfer, noRekeningTransfer: form.noRekeningTransfer ?? null,
      idempotencyKey: `pesanan:${ctx.user.userId}:${form.idempotencyKey}`, createdBy: ctx.user.userId,
    });
  });
}
