import 'server-only';
import { and, asc, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { jurnal, rekening } from '@/lib/db/schema/money-ledger';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { findPage, type ListSource } from '@/lib/paging/find-page';
import type { Paged } from '@/lib/paging/page-params';
import { daysOverdue } from '@/lib/pricing/loan';
import { settingFlag } from '@/lib/settings/read';
import { jakartaDay } from '@/lib/time/jakarta';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { claimDocumentKey, findTray, readTrays } from '@/features/stock';
import { auctionSchema, surplusSchema, type AuctionInput, type SurplusInput } from '../auction-schemas';
import { auctionSubject, surplusPayoutSubject } from '../auction-subjects';
import { auctionFigures, auctionLoans, payAuctionSurplus, type Auction } from '../counter/auction-loan';
import { hutang, hutangPelunasan } from '../schema';

const PATH = '/lelang-hutang';

const AUCTION_COLUMNS = {
  noFakturHutang: hutang.noFakturHutang, tglHutang: hutang.tglHutang, namaCustomer: hutang.namaCustomer, noHpCustomer: hutang.noHpCustomer,
  jumlahHutang: hutang.jumlahHutang, bungaRp: hutang.bungaRp, tglJatuhTempo: hutang.tglJatuhTempo, tglLelang: hutang.tglLelang,
};
type AuctionSourceRow = {
  noFakturHutang: string; tglHutang: Date; namaCustomer: string; noHpCustomer: string; jumlahHutang: number; bungaRp: number;
  tglJatuhTempo: string | null; tglLelang: string | null;
};
/** A loan on the auction list with what it owes today. */
export type AuctionRow = AuctionSourceRow & { lamaHari: number; bungaPinjam: number; totalHutang: number; hariLewat: number };

/**
 * Lelang Hutang's list: the shop's loans still AKTIF whose auction date (due date + grace) has come, oldest auction date
 * first, searched by number or name, a page at a time in SQL; each with the interest due so far (interest per day ×
 * days, at least one) and the days past its due date, from the figures the posting uses.
 */
export async function findAuctionable({ ctx, input, tx, now = new Date() }: { ctx: SessionContext; input: { q?: string; page?: number }; tx?: Tx; now?: Date }): Promise<Paged<AuctionRow>> {
  requireAccess(ctx, PATH);
  const today = jakartaDay(now);
  const where: SQL = and(eq(hutang.kodeToko, ctx.shop.kodeToko), eq(hutang.status, 'AKTIF'), lte(hutang.tglLelang, today))!;
  const source: ListSource = {
    from: (db, fields) => db.select(fields).from(hutang).$dynamic(), table: hutang, where, columns: AUCTION_COLUMNS,
    orderBy: [asc(hutang.tglLelang), asc(hutang.noFakturHutang)], unique: [hutang.noFakturHutang],
  };
  const q = String(input?.q ?? '').trim().slice(0, 100);
  const page = Math.min(Math.max(1, Math.trunc(Number(input?.page) || 1)), 100_000);
  const found = await findPage<AuctionSourceRow>(readDb(tx), source, { page, pageSize: 25, sort: null, dir: 'asc', q }, { noFakturHutang: 'text', namaCustomer: 'text' });
  return {
    ...found,
    data: found.data.map((row) => {
      const { lamaHari, bungaPinjam } = auctionFigures(row, now, 0);
      return { ...row, lamaHari, bungaPinjam, totalHutang: row.jumlahHutang + bungaPinjam, hariLewat: row.tglJatuhTempo ? daysOverdue(row.tglJatuhTempo, today) : 0 };
    }),
  };
}

/** What the screen offers: the shop's trays (into stock), its rekening (a transfer), whether reminders can be sent. */
export async function readAuctionOptions({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const db = readDb(tx);
  const trays = await readTrays(db, ctx.shop.kodeToko);
  const rekenings = await db.select({ kode: rekening.noRekening, bank: rekening.kodeBank }).from(rekening)
    .where(eq(rekening.kodeToko, ctx.shop.kodeToko)).orderBy(asc(rekening.noRekening));
  return { trays: trays.map(({ kodeBaki, namaBaki, kodeGudang }) => ({ kodeBaki, namaBaki, kodeGudang })), rekenings, whatsapp: settingFlag(ctx.settings, 'WHATSAPP_MODULE') };
}
export type AuctionOptions = Awaited<ReturnType<typeof readAuctionOptions>>;

/**
 * Lelang: one loan of the user's shop auctioned now, sold to a buyer or taken into a tray of the shop (the tray must be
 * the shop's), approved by a supervisor: a LELANG_HUTANG grant naming the loan, the way, the proceeds, what was due
 * and the surplus or loss, as computed here again (a supervisor auctioning approves himself). The form's key is
 * claimed first (a double click or a replayed request answers the first auction and spends nothing), then
 * auctionLoans locks the loan and posts the settlement, its journal entry (naming the approver) and its custody
 * document in this transaction; anything refused writes nothing and leaves the grant unspent.
 */
export async function auctionHutang({ ctx, input, tx, now }: { ctx: SessionContext; input: AuctionInput; tx?: Tx; now?: Date }) {
  requireAccess(ctx, PATH);
  const form = parseInput(auctionSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `lelang:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    await claimDocumentKey(db, key);
    const auction: Auction = form.cara === 'JUAL'
      ? { noFakturHutang: form.noFakturHutang, cara: 'JUAL', bayarTunai: form.bayarTunai ?? 0, bayarTransfer: form.bayarTransfer ?? 0, noRekeningTransfer: form.noRekeningTransfer ?? null }
      : { noFakturHutang: form.noFakturHutang, cara: 'STOK', nilai: form.nilai ?? 0, kodeGudang: '', kodeBaki: '' };
    const post = async (disetujuiOleh: string | null) => {
      const { auctions, replayed } = await auctionLoans(db, { kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, at: now, auctions: [{ ...auction, disetujuiOleh }] });
      return { ...auctions[0], replayed };
    };
    const [done] = await db.select({ id: hutangPelunasan.id }).from(hutangPelunasan).where(eq(hutangPelunasan.idempotencyKey, key));
    if (done) return post(null);
    if (auction.cara === 'STOK') {
      const tray = await findTray(db, kodeToko, form.kodeBaki!);
      if (!tray) throw new AppError('not-found', 'bakiTidakDitemukan', { baki: form.kodeBaki! });
      Object.assign(auction, { kodeGudang: tray.kodeGudang, kodeBaki: tray.kodeBaki });
    }
    // Asked before the supervisor is: what auctionLoans would refuse anyway (another shop's loan, not active).
    const [loan] = await db.select().from(hutang).where(and(eq(hutang.noFakturHutang, form.noFakturHutang), eq(hutang.kodeToko, kodeToko)));
    if (!loan) throw new AppError('not-found', 'hutangTidakDitemukan', { nomor: form.noFakturHutang });
    if (loan.status !== 'AKTIF') throw new AppError('conflict', 'hutangTidakAktif', { nomor: loan.noFakturHutang });
    const proceeds = auction.cara === 'JUAL' ? auction.bayarTunai + auction.bayarTransfer : auction.nilai;
    const { bungaPinjam } = auctionFigures(loan, now ?? new Date(), proceeds);
    const subject = auctionSubject(loan.noFakturHutang, auction.cara, loan.jumlahHutang, bungaPinjam, proceeds);
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'LELANG_HUTANG', subject }, tx: db });
    return post(grant.approvedBy);
  });
}

export type SurplusRow = {
  noLelang: string; noFakturHutang: string; tanggal: Date; namaCustomer: string; noHpCustomer: string; hasilLelang: number; kelebihanLelang: number;
};

/** The shop's auction surpluses still owed to their customers, oldest first (the partial index of unpaid ones). */
export async function findSurpluses({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<SurplusRow[]> {
  requireAccess(ctx, PATH);
  const rows = await readDb(tx).select({
    noLelang: hutangPelunasan.noPelunasan, noFakturHutang: hutangPelunasan.noFakturHutang, tanggal: hutangPelunasan.tanggal,
    namaCustomer: hutang.namaCustomer, noHpCustomer: hutang.noHpCustomer, hasilLelang: hutangPelunasan.hasilLelang, kelebihanLelang: hutangPelunasan.kelebihanLelang,
  }).from(hutangPelunasan).innerJoin(hutang, eq(hutang.noFakturHutang, hutangPelunasan.noFakturHutang))
    .where(and(eq(hutangPelunasan.kodeToko, ctx.shop.kodeToko), eq(hutangPelunasan.jenis, 'LELANG'), eq(hutangPelunasan.status, 'AKTIF'),
      gt(hutangPelunasan.kelebihanLelang, 0), isNull(hutangPelunasan.kelebihanDibayarAt)))
    .orderBy(asc(hutangPelunasan.tanggal), asc(hutangPelunasan.noPelunasan)).limit(500);
  return rows.map((row) => ({ ...row, hasilLelang: row.hasilLelang ?? 0, kelebihanLelang: row.kelebihanLelang ?? 0 }));
}

/**
 * Bayar Kelebihan: an auction's surplus paid out to its customer now, exactly, once (payAuctionSurplus), approved by a
 * supervisor: a BAYAR_KELEBIHAN_LELANG grant naming the settlement and the surplus (a supervisor paying approves
 * himself). A replayed key answers the first payment and spends nothing; a refusal writes nothing.
 */
export async function paySurplus({ ctx, input, tx, now }: { ctx: SessionContext; input: SurplusInput; tx?: Tx; now?: Date }) {
  requireAccess(ctx, PATH);
  const form = parseInput(surplusSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `kelebihan:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    await claimDocumentKey(db, key);
    const pay = (disetujuiOleh: string | null) => payAuctionSurplus(db, {
      kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, noLelang: form.noLelang, disetujuiOleh,
      bayarTunai: form.bayarTunai ?? 0, bayarTransfer: form.bayarTransfer ?? 0, noRekeningTransfer: form.noRekeningTransfer ?? null, at: now,
    });
    const [done] = await db.select({ id: jurnal.id }).from(jurnal).where(eq(jurnal.idempotencyKey, key));
    if (done) return pay(null);
    // Asked before the supervisor is: what payAuctionSurplus would refuse anyway.
    const [row] = await db.select().from(hutangPelunasan).where(and(eq(hutangPelunasan.noPelunasan, form.noLelang), eq(hutangPelunasan.kodeToko, kodeToko)));
    const kelebihan = row?.kelebihanLelang ?? 0;
    if (!row || row.jenis !== 'LELANG' || row.status !== 'AKTIF' || kelebihan <= 0) throw new AppError('not-found', 'kelebihanTidakDitemukan', { nomor: form.noLelang });
    if (row.kelebihanDibayarAt) throw new AppError('conflict', 'kelebihanSudahDibayar', { nomor: form.noLelang, tanggal: jakartaDay(row.kelebihanDibayarAt) });
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'BAYAR_KELEBIHAN_LELANG', subject: surplusPayoutSubject(form.noLelang, kelebihan) }, tx: db });
    return pay(grant.approvedBy);
  });
}
