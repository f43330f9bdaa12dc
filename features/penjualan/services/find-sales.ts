import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db } from '@/lib/db/client';
import { penjualan, penjualanDetail, rekening, sales } from '@/lib/db/schema';
import { readDb } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { todayInJakarta } from '@/lib/format';
import { parseInput } from '@/lib/validation/parse-input';
import { nomorSchema, searchSchema } from '../schemas';
import { jakartaDateOf, jakartaDayStart, jakartaText } from '@/lib/time/sql';

export const PAGE_SIZE = 20;

export type SaleRow = {
  nomor: string; tanggal: string; namaCustomer: string; kodeSales: string; qty: number; totalBerat: string; totalHarga: number; status: string;
  divalidasi: boolean;
};

const whenText = jakartaText(penjualan.tanggal, 'DD-MM-YYYY HH24:MI');

/**
 * Lihat Penjualan: the shop's sales, newest first, searched by nota number or customer (name or phone) and a Jakarta
 * date range, 20 a page in SQL. Batal Penjualan lists with it too.
 */
export async function findSales({ ctx, input }: { ctx: SessionContext; input: z.input<typeof searchSchema> }): Promise<{ rows: SaleRow[]; total: number; page: number; pageSize: number }> {
  requireAccess(ctx, ['/lihat-penjualan', '/batal-penjualan']);
  const form = parseInput(searchSchema, input);
  const filters: (SQL | undefined)[] = [eq(penjualan.kodeToko, ctx.shop.kodeToko)];
  if (form.q) {
    const like = `%${form.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(penjualan.noFakturJual, like), ilike(penjualan.namaCustomer, like), ilike(penjualan.noHpCustomer, like)));
  }
  if (form.dari) filters.push(gte(penjualan.tanggal, jakartaDayStart(form.dari)));
  if (form.sampai) filters.push(lt(penjualan.tanggal, sql`${jakartaDayStart(form.sampai)} + interval '1 day'`));
  if (form.status === 'DAPAT_BATAL') {
    // Only what can still be cancelled: a validated sale or one of another day would be refused after the supervisor
    // typed his password, so Batal Penjualan does not offer it (cancelSale keeps its own checks).
    filters.push(eq(penjualan.status, 'AKTIF'), isNull(penjualan.divalidasiAt), gte(penjualan.tanggal, jakartaDayStart(todayInJakarta())));
  } else if (form.status) filters.push(eq(penjualan.status, form.status));
  const where = and(...filters);
  const db = readDb();
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      nomor: penjualan.noFakturJual, tanggal: whenText, namaCustomer: penjualan.namaCustomer, kodeSales: penjualan.kodeSales,
      // Written qualified: in a select without joins drizzle prints a column bare, and a bare no_faktur_jual inside the
      // subquery is the detail row's own, which counted every line of every sale (Qty 721 on each).
      qty: sql<number>`(select count(*) from ${penjualanDetail} d where d.no_faktur_jual = "penjualan"."no_faktur_jual")::int`.mapWith(Number),
      totalBerat: penjualan.totalBerat, totalHarga: penjualan.totalHarga, status: penjualan.status,
      divalidasi: sql<boolean>`${penjualan.divalidasiAt} is not null`,
    }).from(penjualan).where(where).orderBy(desc(penjualan.tanggal), desc(penjualan.noFakturJual)).limit(PAGE_SIZE).offset((form.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(penjualan).where(where),
  ]);
  return { rows, total: Number(total), page: form.page, pageSize: PAGE_SIZE };
}

export type SaleDetail = {
  nomor: string; tanggal: string; hariIni: boolean; kodeSales: string; namaSales: string; namaCustomer: string; alamatCustomer: string; noHpCustomer: string;
  totalBerat: string; subtotal: number; ppnPersen: string; ppn: number; totalHarga: number;
  bayarTunai: number; uangDiterima: number; bayarTransfer: number; rekeningTransfer: string | null; bayarKartu: number; rekeningKartu: string | null;
  status: string; createdBy: string; divalidasiOleh: string | null; divalidasiAt: string | null;
  alasanBatal: string | null; dibatalkanOleh: string | null; batalDisetujuiOleh: string | null; dibatalkanAt: string | null;
  lines: { urutan: number; kodeBarcode: string; namaBarang: string; kodeDept: string; kadar: string; berat: string; hargaPerGram: number; ongkos: number;
    hargaTetap: boolean; hargaHitung: number; hargaJual: number; disetujuiOleh: string | null }[];
};

const jakarta = (column: SQL | typeof penjualan.divalidasiAt) => jakartaText(column, 'DD-MM-YYYY HH24:MI') as SQL<string | null>;

/** One sale of the shop with its lines, payments, validation and cancellation; another shop's is not found. */
export async function readSale(db: Db, kodeToko: string, nomor: string): Promise<SaleDetail> {
  const rekeningName = (column: SQL | typeof penjualan.noRekeningTransfer | typeof penjualan.noRekeningKartu) =>
    sql<string | null>`(select r.no_rekening || ' (' || r.nama_rekening || ')' from ${rekening} r where r.no_rekening = ${column})`;
  const [header] = await db.select({
    nomor: penjualan.noFakturJual, tanggal: whenText,
    hariIni: sql<boolean>`${jakartaDateOf(penjualan.tanggal)} = ${jakartaDateOf(sql`now()`)}`,
    kodeSales: penjualan.kodeSales, namaSales: sql<string>`coalesce(${sales.namaSales}, '')`, namaCustomer: penjualan.namaCustomer,
    alamatCustomer: penjualan.alamatCustomer, noHpCustomer: penjualan.noHpCustomer, totalBerat: penjualan.totalBerat, subtotal: penjualan.subtotal,
    ppnPersen: penjualan.ppnPersen, ppn: penjualan.ppn, totalHarga: penjualan.totalHarga, bayarTunai: penjualan.bayarTunai, uangDiterima: penjualan.uangDiterima,
    bayarTransfer: penjualan.bayarTransfer, rekeningTransfer: rekeningName(penjualan.noRekeningTransfer), bayarKartu: penjualan.bayarKartu,
    rekeningKartu: rekeningName(penjualan.noRekeningKartu), status: penjualan.status, createdBy: penjualan.createdBy,
    divalidasiOleh: penjualan.divalidasiOleh, divalidasiAt: jakarta(penjualan.divalidasiAt), alasanBatal: penjualan.alasanBatal,
    dibatalkanOleh: penjualan.dibatalkanOleh, batalDisetujuiOleh: penjualan.batalDisetujuiOleh, dibatalkanAt: jakarta(sql`${penjualan.dibatalkanAt}`),
  }).from(penjualan).leftJoin(sales, eq(sales.kodeSales, penjualan.kodeSales))
    .where(and(eq(penjualan.noFakturJual, nomor), eq(penjualan.kodeToko, kodeToko)));
  if (!header) throw new AppError('not-found', 'penjualanTidakDitemukan', { nomor });
  const lines = await db.select({
    urutan: penjualanDetail.urutan, kodeBarcode: penjualanDetail.kodeBarcode, namaBarang: penjualanDetail.namaBarang, kodeDept: penjualanDetail.kodeDept,
    kadar: penjualanDetail.kadar, berat: penjualanDetail.berat, hargaPerGram: penjualanDetail.hargaPerGram, ongkos: penjualanDetail.ongkos,
    hargaTetap: penjualanDetail.hargaTetap, hargaHitung: penjualanDetail.hargaHitung, hargaJual: penjualanDetail.hargaJual, disetujuiOleh: penjualanDetail.disetujuiOleh,
  }).from(penjualanDetail).where(eq(penjualanDetail.noFakturJual, nomor)).orderBy(asc(penjualanDetail.urutan));
  return { ...header, lines };
}

/** Lihat Penjualan / Batal Penjualan: one sale opened. */
export async function getSale({ ctx, input }: { ctx: SessionContext; input: z.input<typeof nomorSchema> }): Promise<SaleDetail> {
  requireAccess(ctx, ['/lihat-penjualan', '/batal-penjualan']);
  const { nomor } = parseInput(nomorSchema, input);
  return readSale(readDb(), ctx.shop.kodeToko, nomor);
}
