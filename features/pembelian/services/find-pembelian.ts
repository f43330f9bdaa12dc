import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { pembelian, pembelianDetail } from '@/features/pembelian/schema';
import { readDb } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { documentListSchema, documentListWhere, documentPage, type DocumentListInput } from '@/lib/paging/document-list';
import { findPage, type ListSource } from '@/lib/paging/find-page';
import type { Paged } from '@/lib/paging/page-params';

const SCREENS = ['/lihat-pembelian', '/batal-pembelian'] as const;

const PEMBELIAN_COLUMNS = {
  noFakturBeli: pembelian.noFakturBeli, tanggal: pembelian.tanggal, namaCustomer: pembelian.namaCustomer, noHpCustomer: pembelian.noHpCustomer,
  totalBerat: pembelian.totalBerat, totalHarga: pembelian.totalHarga, bayarTunai: pembelian.bayarTunai, bayarTransfer: pembelian.bayarTransfer,
  status: pembelian.status, divalidasi: sql<boolean>`${pembelian.divalidasiAt} is not null`.as('divalidasi'), createdBy: pembelian.createdBy,
};
const PEMBELIAN_SEARCHED = { noFakturBeli: 'text', namaCustomer: 'text', noHpCustomer: 'text' } as const;

export type PembelianRow = {
  noFakturBeli: string; tanggal: Date; namaCustomer: string; noHpCustomer: string; totalBerat: string; totalHarga: number; bayarTunai: number;
  bayarTransfer: number; status: string; divalidasi: boolean; createdBy: string;
};

/**
 * Lihat Pembelian: the shop's buybacks, newest first, searched by nota number or customer (name or phone) and a range
 * of Jakarta days, a page at a time in SQL: the counter's document list (documentListSchema), as Lihat Penjualan's.
 * Batal Pembelian picks from it (DAPAT_BATAL: today's active buybacks not validated yet).
 */
export async function findPembelian({ ctx, input, tx }: { ctx: SessionContext; input: DocumentListInput; tx?: Tx }): Promise<Paged<PembelianRow>> {
  requireAccess(ctx, SCREENS);
  const form = parseInput(documentListSchema, input);
  const source: ListSource = {
    from: (db, fields) => db.select(fields).from(pembelian).$dynamic(), table: pembelian,
    where: documentListWhere(pembelian, ctx.shop.kodeToko, form), columns: PEMBELIAN_COLUMNS,
    orderBy: [desc(pembelian.tanggal), desc(pembelian.noFakturBeli)], unique: [pembelian.noFakturBeli],
  };
  return findPage<PembelianRow>(readDb(tx), source, documentPage(form), PEMBELIAN_SEARCHED);
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
export type PembelianDetailView = Awaited<ReturnType<typeof getPembelian>>;
