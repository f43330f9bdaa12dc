import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { rekening } from '@/lib/db/schema/money-ledger';
import { sales } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { ValidationError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { saleSettings } from '@/lib/pricing';
import { getDb } from '@/lib/db/client';
import { closeItems, finishPreOrder, takePreOrders } from '../counter/pre-orders';
import { closeItemsSchema, FINISHED_LIMIT, finishSchema, LIST_STATUSES, PAGE_SIZE, preOrderSchema, type PreOrderInput } from '../schemas';
import { preOrder, preOrderBarang } from '../schema';

const ppnOf = (ctx: SessionContext) => saleSettings(ctx.settings).ppnPersen;

/** The jenis known to the database (a PO names one). */
export async function checkJenis(db: Tx, codes: string[]) {
  const wanted = [...new Set(codes)];
  const rows = await db.select({ kode: jenis.kodeDept }).from(jenis).where(inArray(jenis.kodeDept, wanted));
  return new Set(rows.map((row) => row.kode));
}

/** Transaksi Pre Order: one PO of the user's shop, paid in advance (takePreOrders). */
export async function takePreOrder({ ctx, input, tx }: { ctx: SessionContext; input: PreOrderInput; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-pre-order');
  const form = parseInput(preOrderSchema, input);
  return withTransaction(tx, async (db) => {
    if (!(await checkJenis(db, [form.kodeDept])).has(form.kodeDept)) throw ValidationError('preOrderJenisRequired');
    const [po] = await takePreOrders(db, {
      kodeToko: ctx.shop.kodeToko, createdBy: ctx.user.userId, idempotencyKey: `po:${ctx.user.userId}:${form.idempotencyKey}`, ppnPersen: ppnOf(ctx),
      orders: [{ ...form, noRekeningTransfer: form.noRekeningTransfer ?? null }],
    });
    return po;
  });
}

/** Tutup Barang Pre Order. */
export async function closePreOrderItems({ ctx, input, tx }: { ctx: SessionContext; input: unknown; tx?: Tx }) {
  requireAccess(ctx, '/tutup-barang-pre-order');
  const form = parseInput(closeItemsSchema, input);
  return withTransaction(tx, (db) => closeItems(db, {
    kodeToko: ctx.shop.kodeToko, noPo: form.noPo, barcodes: form.barcodes, createdBy: ctx.user.userId, idempotencyKey: `po-close:${ctx.user.userId}:${form.idempotencyKey}`,
  }));
}

/** Selesai on Lihat Pre Order: the PO handed over as a sale. */
export async function finishPreOrderService({ ctx, input, tx }: { ctx: SessionContext; input: unknown; tx?: Tx }) {
  requireAccess(ctx, '/lihat-pre-order');
  const form = parseInput(finishSchema, input);
  return withTransaction(tx, (db) => finishPreOrder(db, {
    kodeToko: ctx.shop.kodeToko, noPo: form.noPo, pelunasanTunai: form.pelunasanTunai, pelunasanTransfer: form.pelunasanTransfer,
    noRekeningPelunasan: form.noRekeningPelunasan ?? null, kodeSales: form.kodeSales, createdBy: ctx.user.userId, idempotencyKey: `po-finish:${ctx.user.userId}:${form.idempotencyKey}`,
  }));
}

export type PreOrderRow = {
  noPo: string; tanggal: Date; namaCustomer: string; noHpCustomer: string; namaBarang: string; kodeDept: string; berat: string;
  totalHarga: number; dibayar: number; sisa: number; status: string; noFakturJual: string | null; jumlahBarang: number;
};
export type PreOrderList = { preorders: PreOrderRow[]; count: number; skip: number; limit: number; page: number };

/**
 * Lihat Pre Order: the shop's POs, newest first, paged in SQL ({ preorders, count, skip, limit, page }, §3): 50 a page
 * (first page when none is asked), a status filter (OPEN by default; FINISH lists up to 9999, §9).
 */
export async function findPreOrders({ ctx, input }: { ctx: SessionContext; input: { status?: string; page?: number } }): Promise<PreOrderList> {
  requireAccess(ctx, ['/lihat-pre-order', '/tutup-barang-pre-order']);
  const status = (LIST_STATUSES as readonly string[]).includes(input.status ?? '') ? input.status! : 'OPEN';
  const limit = status === 'FINISH' ? FINISHED_LIMIT : PAGE_SIZE;
  const page = Number.isSafeInteger(input.page) && input.page! >= 1 ? input.page! : 1;
  const skip = (page - 1) * limit;
  const db = getDb();
  const where = status === 'ALL' ? eq(preOrder.kodeToko, ctx.shop.kodeToko) : and(eq(preOrder.kodeToko, ctx.shop.kodeToko), eq(preOrder.status, status));
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      noPo: preOrder.noPo, tanggal: preOrder.tanggal, namaCustomer: preOrder.namaCustomer, noHpCustomer: preOrder.noHpCustomer, namaBarang: preOrder.namaBarang,
      kodeDept: preOrder.kodeDept, berat: preOrder.berat, totalHarga: preOrder.totalHarga, bayarTunai: preOrder.bayarTunai, bayarTransfer: preOrder.bayarTransfer,
      status: preOrder.status, noFakturJual: preOrder.noFakturJual,
    }).from(preOrder).where(where).orderBy(desc(preOrder.tanggal), desc(preOrder.noPo)).limit(limit).offset(skip),
    db.select({ total: count() }).from(preOrder).where(where),
  ]);
  const counts = rows.length === 0 ? [] : await db.select({ noPo: preOrderBarang.noPo, n: count() }).from(preOrderBarang)
    .where(inArray(preOrderBarang.noPo, rows.map((row) => row.noPo))).groupBy(preOrderBarang.noPo);
  const countOf = new Map(counts.map((row) => [row.noPo, row.n]));
  return {
    preorders: rows.map(({ bayarTunai, bayarTransfer, ...row }) => ({
      ...row, dibayar: bayarTunai + bayarTransfer, sisa: row.totalHarga - bayarTunai - bayarTransfer, jumlahBarang: countOf.get(row.noPo) ?? 0,
    })),
    count: total, skip, limit, page,
  };
}

/** The choices of the PO screens: jenis, the shop's rekening, its open POs, its sales staff (a hand-over's sale is credited to one). */
export async function readPreOrderOptions({ ctx }: { ctx: SessionContext }) {
  requireAccess(ctx, ['/transaksi-pre-order', '/tutup-barang-pre-order', '/lihat-pre-order']);
  const db = getDb();
  const [jenisRows, rekenings, open, salespeople] = await Promise.all([
    db.select({ value: jenis.kodeDept, label: jenis.namaDept }).from(jenis).orderBy(asc(jenis.kodeDept)),
    db.select({ value: rekening.noRekening, label: rekening.namaRekening }).from(rekening).where(eq(rekening.kodeToko, ctx.shop.kodeToko)).orderBy(asc(rekening.noRekening)),
    db.select({ value: preOrder.noPo, label: preOrder.namaCustomer }).from(preOrder)
      .where(and(eq(preOrder.kodeToko, ctx.shop.kodeToko), eq(preOrder.status, 'OPEN'))).orderBy(desc(preOrder.noPo)).limit(500),
    db.select({ value: sales.kodeSales, label: sales.namaSales }).from(sales).where(eq(sales.kodeToko, ctx.shop.kodeToko)).orderBy(asc(sales.kodeSales)),
  ]);
  return {
    jenis: jenisRows.map((row) => ({ value: row.value, label: `${row.value} - ${row.label}` })),
    rekening: rekenings.map((row) => ({ value: row.value, label: `${row.value} - ${row.label}` })),
    openPo: open.map((row) => ({ value: row.value, label: `${row.value} - ${row.label}` })),
    sales: salespeople.map((row) => ({ value: row.value, label: `${row.value} - ${row.label}` })),
  };
}
