import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { rekening } from '@/lib/db/schema/money-ledger';
import { sales } from '@/lib/db/schema/shop';
import { readDb } from '@/lib/db/transaction';
import { saleSettings } from '@/features/pricing';
import { readGoldPrices, readTrays } from '@/features/stock';

/** The counter's sale rules an order is priced with (the one reading of the settings, saleSettings). */
export const orderRules = (ctx: SessionContext) => {
  const { step, down, ppnPersen } = saleSettings(ctx.settings);
  return { step, down, ppnPersen };
};

/**
 * What the order screens offer: jenis with their sale price per gram in force (the preview's estimate), the shop's
 * sales and rekening, the groups (a piece arriving), the shop's trays (a cancelled order's piece), the sale rules.
 */
export async function readOrderOptions({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, ['/transaksi-pesanan', '/lihat-pesanan']);
  const db = readDb(tx);
  const kodeToko = ctx.shop.kodeToko;
  const prices = await readGoldPrices(db);
  const depts = await db.select({ kode: jenis.kodeDept, nama: jenis.namaDept }).from(jenis).orderBy(asc(jenis.kodeDept));
  const groups = await db.select({ kode: groupBarang.kodeGroup, nama: groupBarang.namaGroup }).from(groupBarang).orderBy(asc(groupBarang.kodeGroup));
  const salesRows = await db.select({ kode: sales.kodeSales, nama: sales.namaSales }).from(sales).where(eq(sales.kodeToko, kodeToko)).orderBy(asc(sales.kodeSales));
  const rekenings = await db.select({ kode: rekening.noRekening, nama: rekening.namaRekening, bank: rekening.kodeBank }).from(rekening)
    .where(eq(rekening.kodeToko, kodeToko)).orderBy(asc(rekening.noRekening));
  const trays = (await readTrays(db, kodeToko)).map(({ kodeBaki, namaBaki }) => ({ kode: kodeBaki, nama: namaBaki }));
  return {
    jenis: depts.map((row) => ({ ...row, hargaPerGram: prices.get(row.kode)?.hargaJual ?? 0 })),
    groups, sales: salesRows, rekenings, trays, rules: orderRules(ctx),
  };
}
export type OrderOptions = Awaited<ReturnType<typeof readOrderOptions>>;
