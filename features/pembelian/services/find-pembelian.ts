import 'server-only';
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { pembelian, pembelianDetail } from '@/lib/db/schema';
import { readDb } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { findPembelianSchema } from '../schemas';
import { jakartaDayRange, todayInJakarta } from '@/lib/time/jakarta';

const SCREENS = ['/lihat-pembelian', '/batal-pembelian'] as const;

/**
 * The shop's buybacks of a Jakarta day (today unless given), newest first, searched by nota, customer or phone:
 * what Lihat Pembelian lists and Batal Pembelian picks from (at most 200 rows).
 */
export async function findPembelian({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof findPembelianSchema>; tx?: Tx }) {
  requireAccess(ctx, SCREENS);
  const form = parseInput(findPembelianSchema, input);
  const day = form.tanggal ?? todayInJakarta();
  const { start, end } = jakartaDayRange(day, day);
  const like = `%${form.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return readDb(tx).select({
    noFakturBeli: pembelian.noFakturBeli, tanggal: pembelian.tanggal, namaCustomer: pembelian.namaCustomer, noHpCustomer: pembelian.noHpCustomer,
    totalBerat: pembelian.totalBerat, totalHarga: pembelian.totalHarga, bayarTunai: pembelian.bayarTunai, bayarTransfer: pembelian.bayarTransfer,
    status: pembelian.status, divalidasi: sql<boolean>`${pembelian.divalidasiAt} is not null`, createdBy: pembelian.createdBy,
  }).from(pembelian)
    .where(and(
      eq(pembelian.kodeToko, ctx.shop.kodeToko), gte(pembelian.tanggal, start), lt(pembelian.tanggal, end),
      form.q ? or(ilike(pembelian.noFakturBeli, like), ilike(pembelian.namaCustomer, like), ilike(pembelian.noHpCustomer, like)) : undefined,
      form.dapatBatal ? and(eq(pembelian.status, 'AKTIF'), isNull(pembelian.divalidasiAt)) : undefined,
    ))
    .orderBy(desc(pembelian.tanggal), desc(pembelian.noFakturBeli))
    .limit(200);
}

/** One buyback of the shop with its lines. */
export async function getPembelian({ ctx, input, tx }: { ctx: SessionContext; input: { noFakturBeli: string }; tx?: Tx }) {
  requireAccess(ctx, SCREENS);
  const nomor = String(input?.noFakturBeli ?? '').trim().toUpperCase().slice(0, 30);
  const db = readDb(tx);
  const [header] = await db.select().from(pembelian).where(and(eq(pembelian.noFakturBeli, nomor), eq(pembelian.kodeToko, ctx.shop.kodeToko)));
  if (!header) throw NotFoundError('pembelianTidakDitemukan');
  const lines = await db.select({
    urutan: pembelianDetail.urutan, kodeBarcode: pembelianDetail.kodeBarcode, noFakturJual: pembelianDetail.noFakturJual, kondisi: pembelianDetail.kondisi,
    kelompokHarga: pembelianDetail.kelompokHarga, kodeGroup: pembelianDetail.kodeGroup, kodeDept: pembelianDetail.kodeDept, namaBarang: pembelianDetail.namaBarang,
    hargaEmas: pembelianDetail.hargaEmas, hargaBeliPerGram: pembelianDetail.hargaBeliPerGram, beratNota: pembelianDetail.beratNota, berat: pembelianDetail.berat,
    hargaNota: pembelianDetail.hargaNota, hargaHitung: pembelianDetail.hargaHitung, harga: pembelianDetail.harga, disetujuiOleh: pembelianDetail.disetujuiOleh,
    tujuan: pembelianDetail.tujuan,
  }).from(pembelianDetail).where(eq(pembelianDetail.noFakturBeli, nomor)).orderBy(asc(pembelianDetail.urutan));
  return {
    noFakturBeli: header.noFakturBeli, tanggal: header.tanggal, kodeSales: header.kodeSales, namaCustomer: header.namaCustomer,
    alamatCustomer: header.alamatCustomer, noHpCustomer: header.noHpCustomer, totalBerat: header.totalBerat, totalHarga: header.totalHarga,
    bayarTunai: header.bayarTunai, bayarTransfer: header.bayarTransfer, noRekeningTransfer: header.noRekeningTransfer, status: header.status,
    divalidasi: header.divalidasiAt !== null, alasanBatal: header.alasanBatal, lines,
  };
}
export type PembelianRow = Awaited<ReturnType<typeof findPembelian>>[number];
export type PembelianDetailView = Awaited<ReturnType<typeof getPembelian>>;
