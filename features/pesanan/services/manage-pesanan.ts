import 'server-only';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { findPage, type ListSource } from '@/lib/paging/find-page';
import type { Paged } from '@/lib/paging/page-params';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { findTray } from '@/features/stock';
import { cancelOrder, heldDeposit } from '../counter/cancel-order';
import { pickUpOrder, priceArrivedOrder } from '../counter/pick-up-order';
import { receivePiece } from '../counter/receive-piece';
import { orderLinesOf, payOrder } from '../counter/take-order';
import { pickupSettlement } from '../order-figures';
import { cancelOrderSchema, orderListSchema, payOrderSchema, pickUpOrderSchema, receiveOrderSchema, type OrderListInput } from '../order.schema';
import { cancelOrderSubject } from '../order-subjects';
import { pesanan, pesananBayar } from '../schema';
import { orderRules } from './order-options';

const PATH = '/lihat-pesanan';
const ORDER_COLUMNS = {
  noPesanan: pesanan.noPesanan, tglPesanan: pesanan.tglPesanan, namaCustomer: pesanan.namaCustomer, noHpCustomer: pesanan.noHpCustomer,
  totalHarga: pesanan.totalHarga, jumlahBayar: pesanan.jumlahBayar, tglTarget: pesanan.tglTarget, status: pesanan.status,
};
const ORDER_SEARCHED = { noPesanan: 'text', namaCustomer: 'text', noHpCustomer: 'text' } as const;
export type OrderRow = {
  noPesanan: string; tglPesanan: Date; namaCustomer: string; noHpCustomer: string; totalHarga: number; jumlahBayar: number; tglTarget: string | null; status: string;
};

/** Lihat Pesanan: the shop's orders, newest first, searched by number, customer name or phone, of one state or all, a page at a time in SQL. */
export async function findPesanan({ ctx, input, tx }: { ctx: SessionContext; input: OrderListInput; tx?: Tx }): Promise<Paged<OrderRow>> {
  requireAccess(ctx, PATH);
  const form = parseInput(orderListSchema, input);
  const where: SQL[] = [eq(pesanan.kodeToko, ctx.shop.kodeToko)];
  if (form.status) where.push(eq(pesanan.status, form.status));
  const source: ListSource = {
    from: (db, fields) => db.select(fields).from(pesanan).$dynamic(), table: pesanan, where: and(...where), columns: ORDER_COLUMNS,
    orderBy: [desc(pesanan.tglPesanan), desc(pesanan.noPesanan)], unique: [pesanan.noPesanan],
  };
  return findPage<OrderRow>(readDb(tx), source, { page: form.page, pageSize: form.pageSize, sort: null, dir: 'desc', q: form.q }, ORDER_SEARCHED);
}

/**
 * One order of the shop: its customer, lines, payments, the money it holds in 2-1400, and, once its pieces arrived,
 * what picking it up costs today (the same figures the pickup posts with). Another shop's is not found.
 */
export async function getPesanan({ ctx, input, tx }: { ctx: SessionContext; input: { noPesanan: string }; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const nomor = String(input?.noPesanan ?? '').trim().toUpperCase().slice(0, 30);
  const db = readDb(tx);
  const [order] = await db.select().from(pesanan).where(and(eq(pesanan.noPesanan, nomor), eq(pesanan.kodeToko, ctx.shop.kodeToko)));
  if (!order) throw new AppError('not-found', 'pesananTidakDitemukan', { nomor: nomor || '-' });
  const lines = await orderLinesOf(db, nomor);
  const payments = await db.select({
    noBayar: pesananBayar.noBayar, jenis: pesananBayar.jenis, tanggal: pesananBayar.tanggal, jumlah: pesananBayar.jumlah,
    bayarTunai: pesananBayar.bayarTunai, bayarTransfer: pesananBayar.bayarTransfer,
  }).from(pesananBayar).where(eq(pesananBayar.noPesanan, nomor)).orderBy(asc(pesananBayar.id));
  let pickup = null;
  if (order.status === 'TIBA') {
    const { subtotal, ppn, total } = await priceArrivedOrder(db, nomor, orderRules(ctx));
    pickup = { subtotal, ppn, total, ...pickupSettlement(total, order.jumlahBayar) };
  }
  const held = order.status === 'OPEN' || order.status === 'TIBA' ? await heldDeposit(db, nomor) : 0;
  return {
    noPesanan: order.noPesanan, tglPesanan: order.tglPesanan, status: order.status, kodeSales: order.kodeSales, namaCustomer: order.namaCustomer,
    alamatCustomer: order.alamatCustomer, noHpCustomer: order.noHpCustomer, tglTarget: order.tglTarget, totalHarga: order.totalHarga,
    jumlahBayar: order.jumlahBayar, sisa: Math.max(order.totalHarga - order.jumlahBayar, 0), dititip: held, noPenjualan: order.noPenjualan, hargaAkhir: order.hargaAkhir,
    alasanBatal: order.alasanBatal,
    lines: lines.map((line) => ({
      urutan: line.urutan, deskripsi: line.deskripsi, kodeDept: line.kodeDept, kadar: line.kadar, berat: line.berat, ongkos: line.ongkos, aturanHarga: line.aturanHarga,
      hargaTetap: line.hargaTetap, subTotal: line.subTotal, kodeBarcode: line.kodeBarcode, beratAsli: line.beratAsli, hargaAkhir: line.hargaAkhir,
    })),
    payments, pickup,
  };
}
export type OrderView = Awaited<ReturnType<typeof getPesanan>>;

const keyOf = (ctx: SessionContext, verb: string, key: string) => `${verb}:${ctx.user.userId}:${key}`;

/** Bayar: more money towards an order of the shop, never above the remainder. */
export async function payPesanan({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof payOrderSchema>; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const form = parseInput(payOrderSchema, input);
  return withTransaction(tx, (db) => payOrder(db, {
    kodeToko: ctx.shop.kodeToko, noPesanan: form.noPesanan, bayarTunai: form.bayarTunai, bayarTransfer: form.bayarTransfer,
    noRekeningTransfer: form.noRekeningTransfer ?? null, idempotencyKey: keyOf(ctx, 'bayar-pesanan', form.idempotencyKey), createdBy: ctx.user.userId,
  }));
}

/** Barang Datang: the order's pieces arrive onto the reservation shelf with their real weights. */
export async function receivePesanan({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof receiveOrderSchema>; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const form = parseInput(receiveOrderSchema, input);
  return withTransaction(tx, (db) => receivePiece(db, {
    kodeToko: ctx.shop.kodeToko, noPesanan: form.noPesanan, pieces: form.pieces, idempotencyKey: keyOf(ctx, 'terima-pesanan', form.idempotencyKey), createdBy: ctx.user.userId,
  }));
}

/** Ambil: the order picked up, a sale at the real weights, the remainder paid. */
export async function pickUpPesanan({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof pickUpOrderSchema>; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const form = parseInput(pickUpOrderSchema, input);
  return withTransaction(tx, (db) => pickUpOrder(db, {
    kodeToko: ctx.shop.kodeToko, noPesanan: form.noPesanan, bayarTunai: form.bayarTunai, bayarTransfer: form.bayarTransfer,
    noRekeningTransfer: form.noRekeningTransfer ?? null, rules: orderRules(ctx), idempotencyKey: keyOf(ctx, 'ambil-pesanan', form.idempotencyKey), createdBy: ctx.user.userId,
  }));
}

/**
 * Batal: an order of the shop cancelled with a supervisor's BATAL_PESANAN grant naming the order, what it holds and
 * the cash paid back (money leaving the till); the rest is forfeited; an arrived piece goes to the tray chosen (one of
 * the shop's). Refusals the kernel would give anyway come before the supervisor is asked. A replayed key answers the first.
 */
export async function cancelPesanan({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof cancelOrderSchema>; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const form = parseInput(cancelOrderSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = keyOf(ctx, 'batal-pesanan', form.idempotencyKey);
  return withTransaction(tx, async (db) => {
    const [order] = await db.select({ status: pesanan.status }).from(pesanan).where(and(eq(pesanan.noPesanan, form.noPesanan), eq(pesanan.kodeToko, kodeToko)));
    if (!order) throw new AppError('not-found', 'pesananTidakDitemukan', { nomor: form.noPesanan });
    const [replay] = await db.select({ id: pesananBayar.id }).from(pesananBayar).where(eq(pesananBayar.idempotencyKey, key));
    let tray: { kodeGudang: string; kodeBaki: string } | null = null;
    if (order.status === 'TIBA' && form.baki) {
      const found = await findTray(db, kodeToko, form.baki);
      if (!found) throw new AppError('not-found', 'bakiTidakDitemukan', { baki: form.baki });
      tray = { kodeGudang: found.kodeGudang, kodeBaki: found.kodeBaki };
    }
    const run = (disetujuiOleh: string) => cancelOrder(db, {
      kodeToko, noPesanan: form.noPesanan, uangKembali: form.uangKembali, alasan: form.alasan, disetujuiOleh, tray, idempotencyKey: key, createdBy: ctx.user.userId,
    });
    if (replay) return run('-');
    if (order.status !== 'OPEN' && order.status !== 'TIBA') throw new AppError('conflict', 'pesananSudahSelesai', { nomor: form.noPesanan });
    if (order.status === 'TIBA' && !tray) throw new AppError('validation', 'pesananBakiWajib');
    const dibayar = await heldDeposit(db, form.noPesanan);
    if (form.uangKembali > dibayar) return run('-');
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'BATAL_PESANAN', subject: cancelOrderSubject(form.noPesanan, dibayar, form.uangKembali) }, tx: db });
    return run(grant.approvedBy);
  });
}
