import 'server-only';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { rekening } from '@/lib/db/schema/money-ledger';
import { readDb } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { findPage, type ListSource } from '@/lib/paging/find-page';
import type { Paged } from '@/lib/paging/page-params';
import { actualMonthlyRate } from '@/lib/pricing/loan';
import { parseInput } from '@/lib/validation/parse-input';
import { redemptionFigures } from '../counter/settle-loan';
import { loanListSchema, type LoanListInput } from '../redemption-schemas';
import { hutang, hutangDetail, hutangPelunasan } from '../schema';

const LOAN_COLUMNS = {
  noFakturHutang: hutang.noFakturHutang, tglHutang: hutang.tglHutang, namaCustomer: hutang.namaCustomer, noHpCustomer: hutang.noHpCustomer,
  jumlahHutang: hutang.jumlahHutang, tglJatuhTempo: hutang.tglJatuhTempo, status: hutang.status,
};
const LOAN_SEARCHED = { noFakturHutang: 'text', namaCustomer: 'text' } as const;

export type LoanRow = {
  noFakturHutang: string; tglHutang: Date; namaCustomer: string; noHpCustomer: string; jumlahHutang: number; tglJatuhTempo: string | null; status: string;
};

/**
 * Lihat Hutang: the shop's loans, newest first, searched by loan number (typed, or scanned from the slip's barcode)
 * or customer name (its trigram index), of one state or all, a page at a time in SQL.
 */
export async function findHutang({ ctx, input, tx }: { ctx: SessionContext; input: LoanListInput; tx?: Tx }): Promise<Paged<LoanRow>> {
  requireAccess(ctx, '/lihat-hutang');
  const form = parseInput(loanListSchema, input);
  const where: SQL[] = [eq(hutang.kodeToko, ctx.shop.kodeToko)];
  if (form.status) where.push(eq(hutang.status, form.status));
  const source: ListSource = {
    from: (db, fields) => db.select(fields).from(hutang).$dynamic(), table: hutang, where: and(...where), columns: LOAN_COLUMNS,
    orderBy: [desc(hutang.tglHutang), desc(hutang.noFakturHutang)], unique: [hutang.noFakturHutang],
  };
  return findPage<LoanRow>(readDb(tx), source, { page: form.page, pageSize: form.pageSize, sort: null, dir: 'desc', q: form.q }, LOAN_SEARCHED);
}

/** The loans before and after this one in its chain of renewals (hutang_asal), oldest first. */
async function renewalChain(db: Db, loan: { noFakturHutang: string; hutangAsal: string | null }, kodeToko: string) {
  const fields = { noFakturHutang: hutang.noFakturHutang, tglHutang: hutang.tglHutang, jumlahHutang: hutang.jumlahHutang, bunga: hutang.bunga, status: hutang.status, hutangAsal: hutang.hutangAsal };
  const before: { noFakturHutang: string; tglHutang: Date; jumlahHutang: number; bunga: string; status: string; hutangAsal: string | null }[] = [];
  let asal = loan.hutangAsal;
  while (asal && before.length < 100) {
    const [row] = await db.select(fields).from(hutang).where(and(eq(hutang.noFakturHutang, asal), eq(hutang.kodeToko, kodeToko)));
    if (!row) break;
    before.unshift(row);
    asal = row.hutangAsal;
  }
  const after: typeof before = [];
  let next = loan.noFakturHutang;
  while (after.length < 100) {
    const [row] = await db.select(fields).from(hutang).where(and(eq(hutang.hutangAsal, next), eq(hutang.kodeToko, kodeToko)));
    if (!row) break;
    after.push(row);
    next = row.noFakturHutang;
  }
  return { before, after };
}

/**
 * One loan of the shop opened on Lihat Hutang: its customer, items, figures, its settlements (redeemed, renewed,
 * auctioned, cancelled ones too) and its renewals; an active one with what redeeming it costs today (§9: days,
 * interest per day, interest, actual monthly rate, total), from the same figures the posting uses.
 */
export async function getHutang({ ctx, input, tx, now = new Date() }: { ctx: SessionContext; input: { noFakturHutang: string }; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/lihat-hutang');
  const nomor = String(input?.noFakturHutang ?? '').trim().toUpperCase().slice(0, 30);
  const db = readDb(tx);
  const [loan] = await db.select().from(hutang).where(and(eq(hutang.noFakturHutang, nomor), eq(hutang.kodeToko, ctx.shop.kodeToko)));
  if (!loan) throw new AppError('not-found', 'hutangTidakDitemukan', { nomor: nomor || '-' });
  const items = await db.select({
    urutan: hutangDetail.urutan, kodeBarcode: hutangDetail.kodeBarcode, namaBarang: hutangDetail.namaBarang, kodeDept: hutangDetail.kodeDept,
    beratKotor: hutangDetail.beratKotor, berat: hutangDetail.berat, kadar: hutangDetail.kadar, kodeKondisi: hutangDetail.kodeKondisi, taksiran: hutangDetail.taksiran,
  }).from(hutangDetail).where(eq(hutangDetail.noFakturHutang, nomor)).orderBy(asc(hutangDetail.urutan));
  const settlements = await db.select({
    noPelunasan: hutangPelunasan.noPelunasan, jenis: hutangPelunasan.jenis, tanggal: hutangPelunasan.tanggal, lamaHari: hutangPelunasan.lamaHari,
    bungaPinjam: hutangPelunasan.bungaPinjam, diskonBunga: hutangPelunasan.diskonBunga, totalBayar: hutangPelunasan.totalBayar, status: hutangPelunasan.status,
    alasanBatal: hutangPelunasan.alasanBatal,
  }).from(hutangPelunasan).where(eq(hutangPelunasan.noFakturHutang, nomor)).orderBy(asc(hutangPelunasan.id));
  const renewals = await renewalChain(db, loan, ctx.shop.kodeToko);
  let quote = null;
  if (loan.status === 'AKTIF') {
    const { lamaHari, bungaPinjam, totalBayar } = redemptionFigures(loan, now);
    quote = { lamaHari, bungaRp: loan.bungaRp, bungaPinjam, bungaAktual: actualMonthlyRate(bungaPinjam, lamaHari, loan.jumlahHutang), totalBayar };
  }
  return {
    noFakturHutang: loan.noFakturHutang, tglHutang: loan.tglHutang, status: loan.status, tglLunas: loan.tglLunas, kodeSales: loan.kodeSales,
    namaCustomer: loan.namaCustomer, alamatCustomer: loan.alamatCustomer, noHpCustomer: loan.noHpCustomer, noKtp: loan.noKtp,
    jumlahHutang: loan.jumlahHutang, bunga: loan.bunga, bungaRp: loan.bungaRp, totalTaksiran: loan.totalTaksiran, biayaAdmin: loan.biayaAdmin,
    lamaHariPinjam: loan.lamaHari, tglJatuhTempo: loan.tglJatuhTempo, tglLelang: loan.tglLelang, hutangAsal: loan.hutangAsal,
    items, settlements, renewals, quote,
  };
}
export type LoanView = Awaited<ReturnType<typeof getHutang>>;

/** What the redemption form offers: the shop's rekening for a transfer. */
export async function readRedemptionOptions({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, '/lihat-hutang');
  const rekenings = await readDb(tx).select({ kode: rekening.noRekening, nama: rekening.namaRekening, bank: rekening.kodeBank }).from(rekening)
    .where(eq(rekening.kodeToko, ctx.shop.kodeToko)).orderBy(asc(rekening.noRekening));
  return { rekenings };
}
export type RedemptionOptions = Awaited<ReturnType<typeof readRedemptionOptions>>;

