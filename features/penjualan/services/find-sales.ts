import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db } from '@/lib/db/client';
import { penjualan, penjualanDetail } from '@/features/penjualan/schema';
import { rekening } from '@/lib/db/schema/money-ledger';
import { sales } from '@/lib/db/schema/shop';
import { readDb } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { nomorSchema } from '../schemas';
import { documentListSchema, documentListWhere, documentPage, type DocumentListInput } from '@/lib/paging/document-list';
import { findPage, type ListSource } from '@/lib/paging/find-page';
import type { Paged } from '@/lib/paging/page-params';
import { jakartaDateOf, jakartaText } from '@/lib/time/sql';

export type SaleRow = {
  nomor: string; tanggal: string; namaCustomer: string; kodeSales: string; qty: number; totalBerat: string; totalHarga: number; status: string;
  divalidasi: boolean;
};

const whenText = jakartaText(penjualan.tanggal, 'DD-MM-YYYY HH24:MI');

const SALE_COLUMNS = {
  nomor: penjualan.noFakturJual, tanggal: whenText.as('tanggal'), namaCustomer: penjualan.namaCustomer,
  noHpCustomer: penjualan.noHpCustomer, kodeSales: penjualan.kodeSales,
  // Written qualified: in a select without joins drizzle prints a column bare, and a bare no_faktur_jual inside the
  // subquery is the detail row's own, which counted every line of every sale (Qty 721 on each).
  qty: sql<number>`(select count(*) from ${penjualanDetail} d where d.no_faktur_jual = "penjualan"."no_faktur_jual")::int`.as('qty'),
  totalBerat: penjualan.totalBerat, totalHarga: penjualan.totalHarga, status: penjualan.status,
  divalidasi: sql<boolean>`${penjualan.divalidasiAt} is not null`.as('divalidasi'),
};
const SALE_SEARCHED = { nomor: 'text', namaCustomer: 'text', noHpCustomer: 'text' } as const;

/**
 * Lihat Penjualan: the shop's sales, newest first, searched by nota number or customer (name or phone) and a range of
 * Jakarta days, a page at a time in SQL: the counter's document list (documentListSchema), as Lihat Pembelian's.
 * Batal Penjualan lists with it too (DAPAT_BATAL).
 */
export async function findSales({ ctx, input }: { ctx: SessionContext; input: DocumentListInput }): Promise<Paged<SaleRow>> {
  requireAccess(ctx, ['/lihat-penjualan', '/batal-penjualan']);
  const form = parseInput(documentListSchema, input);
  const where = documentListWhere(penjualan, ctx.shop.kodeToko, form);
  const source: ListSource = {
    from: (db, fields) => db.select(fields).from(penjualan).$dynamic(), table: penjualan, where, columns: SALE_COLUMNS,
    orderBy: [desc(penjualan.tanggal), desc(penjualan.noFakturJual)], unique: [penjualan.noFakturJual],
  };
  const page = await findPage<SaleRow & { noHpCustomer: string }>(readDb(), source, documentPage(form), SALE_SEARCHED);
  return { data: page.data.map(({ noHpCustomer: _, ...row }) => row), meta: page.meta };
}

export type SaleDetail = {
  nomor: string; tanggal: string; hariIni: boolean; kodeSales: string; namaSales: string; namaCustomer: string; alamatCustomer: string; noHpCustomer: string;
  totalBerat: string; subtotal: number; ppnPersen: string; ppn: number; totalHarga: number;
  bayarTunai: number; uangDiterima: number; bayarTransfer: number; rekeningTransfer: string | null; bayarKartu: number; rekeningKartu: string | null;
  uangMuka: number; noReferensi: string | null;
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
    rekeningKartu: rekeningName(penjualan.noRekeningKartu), uangMuka: penjualan.uangMuka, noReferensi: penjualan.noReferensi, status: penjualan.status, createdBy: penjualan.createdBy,
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
