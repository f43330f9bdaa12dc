import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { findReadyItemByBarcode } from '@/features/stock';
import { lendSample, returnSample } from '../counter/lend-sample';
import { lendSampleSchema, returnSampleSchema, sampleScanSchema, type LendSampleInput, type ReturnSampleInput } from '../order.schema';
import { pesanan, pinjamContoh } from '../schema';

const PATH = '/ambil-barang-contoh';

/** An item out as a sample: which order, from which tray, since when. */
export type SampleLoanRow = {
  noPinjam: string; noPesanan: string; namaCustomer: string; kodeBarcode: string; namaBarang: string; berat: string; asalGudang: string; asalBaki: string;
  tglPinjam: Date; createdBy: string;
};

/** Ambil Barang Contoh: the shop's open orders (a sample can be lent for one) and the items out as samples, oldest first. */
export async function findSampleLoans({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const db = readDb(tx);
  const orders = await db.select({ noPesanan: pesanan.noPesanan, namaCustomer: pesanan.namaCustomer }).from(pesanan)
    .where(and(eq(pesanan.kodeToko, ctx.shop.kodeToko), eq(pesanan.status, 'OPEN'))).orderBy(desc(pesanan.tglPesanan), desc(pesanan.noPesanan)).limit(500);
  const loans: SampleLoanRow[] = await db.select({
    noPinjam: pinjamContoh.noPinjam, noPesanan: pinjamContoh.noPesanan, namaCustomer: pesanan.namaCustomer, kodeBarcode: pinjamContoh.kodeBarcode,
    namaBarang: pinjamContoh.namaBarang, berat: pinjamContoh.berat, asalGudang: pinjamContoh.asalGudang, asalBaki: pinjamContoh.asalBaki,
    tglPinjam: pinjamContoh.tglPinjam, createdBy: pinjamContoh.createdBy,
  }).from(pinjamContoh).innerJoin(pesanan, eq(pesanan.noPesanan, pinjamContoh.noPesanan))
    .where(and(eq(pinjamContoh.kodeToko, ctx.shop.kodeToko), eq(pinjamContoh.status, 'DIPINJAM'))).orderBy(asc(pinjamContoh.tglPinjam), asc(pinjamContoh.noPinjam));
  return { orders, loans };
}

/** The scanned item, if it is a tray item of the shop (READY): what the screen shows before lending it. */
export async function scanSampleItem({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof sampleScanSchema>; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const { barcode } = parseInput(sampleScanSchema, input);
  const item = await findReadyItemByBarcode(ctx, barcode, readDb(tx));
  if (!item) throw new AppError('not-found', 'stokBarangTidakDitemukan', { barcode });
  return { kodeBarcode: item.kodeBarcode, namaBarang: item.namaBarang, berat: item.berat, kodeGudang: item.kodeGudang, kodeBaki: item.kodeBaki };
}

/** Lends the item as the order's sample (lendSample): the user's shop, its open order; a replay answers the first loan. */
export async function lendSampleItem({ ctx, input, tx }: { ctx: SessionContext; input: LendSampleInput; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const form = parseInput(lendSampleSchema, input);
  return withTransaction(tx, async (db) => (await lendSample(db, {
    kodeToko: ctx.shop.kodeToko, createdBy: ctx.user.userId, idempotencyKey: `contoh:${ctx.user.userId}:${form.idempotencyKey}`,
    kodeBarcode: form.kodeBarcode, noPesanan: form.noPesanan,
  })).loan);
}

/** The sample back in its tray (returnSample). */
export async function returnSampleItem({ ctx, input, tx }: { ctx: SessionContext; input: ReturnSampleInput; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const form = parseInput(returnSampleSchema, input);
  return withTransaction(tx, async (db) => (await returnSample(db, {
    kodeToko: ctx.shop.kodeToko, createdBy: ctx.user.userId, idempotencyKey: `contoh-kembali:${ctx.user.userId}:${form.idempotencyKey}`, noPinjam: form.noPinjam,
  })).loan);
}
