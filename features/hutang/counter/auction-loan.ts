// No 'server-only' marker: the demo generator auctions through it too.
import { asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { jurnal } from '@/lib/db/schema/money-ledger';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import {
  AUCTION_SURPLUS_ACCOUNT, BOUGHT_GOLD_ACCOUNT, cashAccountOf, LOAN_INTEREST_ACCOUNT, LOANS_RECEIVABLE_ACCOUNT, OPERATING_EXPENSE_ACCOUNT, TRX,
} from '@/lib/ledger/accounts';
import { postJournals, postJournal, type JournalInput, type JournalLine } from '@/lib/ledger/post-journal';
import type { PostStockInput } from '@/lib/ledger/stock/post-stock-entries';
import { auctionSplit, interestDue, loanDays } from '@/lib/pricing/loan';
import { jakartaDay } from '@/lib/time/jakarta';
import { claimDocumentKey, postStockDocuments } from '@/features/stock/kernel';
import { hutang, hutangDetail, hutangPelunasan } from '../schema';
import { isAmount, isUniqueViolation, keyOf, transferAccounts, withNomor } from './settle-loan';

/** One loan auctioned: its items sold to a buyer (JUAL) or taken into a tray of the shop's stock (STOK). */
export type Auction = {
  noFakturHutang: string; /** The settlement's number; the next LELANG_HUTANG number of the day when not given. */ noLelang?: string;
  /** Who approved the auction (the LELANG_HUTANG grant's supervisor, or the supervisor auctioning): written in the entry's text. */
  disetujuiOleh?: string | null;
} & (
  | { cara: 'JUAL'; /** What the buyer paid, in cash, by transfer or both: the proceeds. */ bayarTunai: number; bayarTransfer: number; noRekeningTransfer?: string | null }
  | { cara: 'STOK'; /** The value the items go into stock at (1-1500): the proceeds. */ nilai: number; kodeGudang: string; kodeBaki: string }
);

export type AuctionLoansInput = {
  kodeToko: string;
  createdBy: string;
  /** Claimed first: a replay answers the first post and writes nothing. */
  idempotencyKey: string;
  auctions: Auction[];
  /** The auction's moment (its Jakarta day counts the days and must not be before the auction date); now unless given. */
  at?: Date;
};

export type AuctionedLoan = {
  noLelang: string; noFakturHutang: string; lamaHari: number; bungaRp: number; bungaPinjam: number; hasilLelang: number;
  /** What the proceeds settled: principal, interest, the surplus owed to the customer, the loss on the principal. */
  pokokDibayar: number; bungaDibayar: number; kelebihanLelang: number; kerugian: number; jurnalId: number; stokDokumenId: number;
};
export type AuctionedLoans = { auctions: AuctionedLoan[]; replayed: boolean };

/** What auctioning a loan settles on a day for these proceeds: the one reading the screen's list and the posting share. */
export function auctionFigures(loan: { tglHutang: Date; jumlahHutang: number; bungaRp: number }, at: Date, proceeds: number) {
  const lamaHari = loanDays(jakartaDay(loan.tglHutang), jakartaDay(at));
  const bungaPinjam = interestDue(loan.bungaRp, lamaHari);
  return { lamaHari, bungaPinjam, ...auctionSplit(loan.jumlahHutang, bungaPinjam, proceeds) };
}

const proceedsOf = (auction: Auction) => (auction.cara === 'JUAL' ? auction.bayarTunai + auction.bayarTransfer : auction.nilai);

/**
 * Auctions loans of one shop inside the caller's transaction (issue 27 point 5). Each loan's row is locked (`for
 * update`, in number order) and must be the shop's, AKTIF and at or past its auction date (due date + grace): a
 * redemption racing the auction waits for it and is then refused, and the other way round (`hutangTidakAktif`); the
 * settlement's unique index is the database's own guard. Per loan: its settlement (`hutang_pelunasan`, jenis LELANG,
 * the full interest due in bunga_pinjam, hasil_lelang, kelebihan_lelang), ONE balanced journal entry (trx
 * LELANG_HUTANG: D what the proceeds came as, cash / the rekening's account when sold, 1-1500 Persediaan Emas Pembelian
 * at the value entered when taken into stock; D 6-2000 a loss when they do not cover the principal; K 1-1400 the
 * principal; K 4-2000 the interest they cover; K 2-1300 the surplus owed to the customer), ONE custody document (each
 * item AUCTION_SOLD, or FORFEITED into the tray given: READY stock, which Hancur Data Barang can later melt), and the
 * loan LELANG with tgl_lunas. The key is claimed first: a replay answers the first post.
 */
export async function auctionLoans(tx: Tx, input: AuctionLoansInput): Promise<AuctionedLoans> {
  const { kodeToko, createdBy, idempotencyKey, auctions, at } = input;
  if (auctions.length === 0) throw ValidationError('lelangNilaiInvalid');
  await claimDocumentKey(tx, idempotencyKey);
  const earlier = await tx.select().from(hutangPelunasan)
    .where(or(eq(hutangPelunasan.idempotencyKey, idempotencyKey), like(hutangPelunasan.idempotencyKey, `${idempotencyKey}#%`)))
    .orderBy(asc(hutangPelunasan.id));
  if (earlier.length > 0) {
    const principals = new Map((await tx.select({ no: hutang.noFakturHutang, jumlah: hutang.jumlahHutang }).from(hutang)
      .where(inArray(hutang.noFakturHutang, earlier.map((row) => row.noFakturHutang)))).map((loan) => [loan.no, loan.jumlah]));
    return { auctions: earlier.map((row) => auctionedOf(row, principals.get(row.noFakturHutang) ?? row.pokokDibayar)), replayed: true };
  }
  const now = at ?? new Date();
  const today = jakartaDay(now);
  const ordered = [...auctions].sort((a, b) => (a.noFakturHutang < b.noFakturHutang ? -1 : a.noFakturHutang > b.noFakturHutang ? 1 : 0));
  if (new Set(ordered.map((a) => a.noFakturHutang)).size !== ordered.length) throw withNomor('validation', 'hutangTidakAktif', ordered[0].noFakturHutang);

  const loans = new Map<string, typeof hutang.$inferSelect>();
  for (const auction of ordered) {
    const [loan] = await tx.select().from(hutang).where(eq(hutang.noFakturHutang, auction.noFakturHutang)).for('update');
    if (!loan || loan.kodeToko !== kodeToko) throw withNomor('not-found', 'hutangTidakDitemukan', auction.noFakturHutang);
    if (loan.status !== 'AKTIF') throw withNomor('conflict', 'hutangTidakAktif', loan.noFakturHutang);
    // A loan without an auction date (the demo's oldest rows) is never auctioned early by default: refused too.
    if (!loan.tglLelang || loan.tglLelang > today) {
      throw new AppError('validation', 'hutangBelumLelang', { nomor: loan.noFakturHutang, tanggal: loan.tglLelang ?? '-' });
    }
    loans.set(loan.noFakturHutang, loan);
  }

  const figures = auctions.map((auction) => {
    const loan = loans.get(auction.noFakturHutang)!;
    if (auction.cara === 'JUAL') {
      if (!isAmount(auction.bayarTunai) || !isAmount(auction.bayarTransfer)) throw ValidationError('lelangNilaiInvalid');
      if (auction.bayarTransfer > 0 && !auction.noRekeningTransfer) throw ValidationError('hutangRekeningInvalid');
    } else {
      if (!isAmount(auction.nilai)) throw ValidationError('lelangNilaiInvalid');
      if (!auction.kodeGudang || !auction.kodeBaki) throw ValidationError('lelangBakiRequired');
    }
    const proceeds = proceedsOf(auction);
    if (!isAmount(proceeds) || proceeds === 0) throw ValidationError('lelangNilaiInvalid');
    return { loan, proceeds, ...auctionFigures(loan, now, proceeds) };
  });
  const accountOf = await transferAccounts(tx, kodeToko, auctions.flatMap((a) => (a.cara === 'JUAL' && a.bayarTransfer > 0 ? [a.noRekeningTransfer!] : [])));

  const numbers: string[] = [];
  for (const auction of auctions) numbers.push(auction.noLelang ?? await nextDocumentNumber(tx, kodeToko, 'LELANG_HUTANG', now));

  const journals: JournalInput[] = auctions.map((auction, n) => {
    const { loan, proceeds, bunga, kelebihan, kerugian } = figures[n];
    const debits: JournalLine[] = auction.cara === 'JUAL'
      ? [
          ...(auction.bayarTunai > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: auction.bayarTunai, kredit: 0 }] : []),
          ...(auction.bayarTransfer > 0 ? [{ nomorAkun: accountOf.get(auction.noRekeningTransfer!)!, debit: auction.bayarTransfer, kredit: 0 }] : []),
        ]
      : [{ nomorAkun: BOUGHT_GOLD_ACCOUNT, debit: proceeds, kredit: 0 }];
    const lines: JournalLine[] = [
      ...debits,
      ...(kerugian > 0 ? [{ nomorAkun: OPERATING_EXPENSE_ACCOUNT, debit: kerugian, kredit: 0 }] : []),
      { nomorAkun: LOANS_RECEIVABLE_ACCOUNT, debit: 0, kredit: loan.jumlahHutang },
      ...(bunga > 0 ? [{ nomorAkun: LOAN_INTEREST_ACCOUNT, debit: 0, kredit: bunga }] : []),
      ...(kelebihan > 0 ? [{ nomorAkun: AUCTION_SURPLUS_ACCOUNT, debit: 0, kredit: kelebihan }] : []),
    ];
    return { kodeToko, trx: TRX.LELANG_HUTANG, keterangan: `Lelang ${loan.noFakturHutang} (${numbers[n]})${approvedBy(auction.disetujuiOleh)}`, lines, idempotencyKey: keyOf(idempotencyKey, n), createdBy, tanggal: at };
  });
  const journal = await postJournals(tx, journals);

  const items = await tx.select({ no: hutangDetail.noFakturHutang, kodeBarcode: hutangDetail.kodeBarcode }).from(hutangDetail)
    .where(inArray(hutangDetail.noFakturHutang, [...loans.keys()])).orderBy(asc(hutangDetail.urutan));
  const documents: PostStockInput[] = auctions.map((auction, n) => ({
    document: { kodeToko, jenis: 'LELANG_HUTANG', nomor: numbers[n] }, idempotencyKey: keyOf(idempotencyKey, n), createdBy, at,
    entries: items.filter((item) => item.no === auction.noFakturHutang && item.kodeBarcode).map((item) => (auction.cara === 'JUAL'
      ? { kind: 'AUCTION_SOLD' as const, kodeBarcode: item.kodeBarcode!, expected: { status: 'PLEDGED' as const } }
      : { kind: 'FORFEITED' as const, kodeBarcode: item.kodeBarcode!, expected: { status: 'PLEDGED' as const }, to: { kodeGudang: auction.kodeGudang, kodeBaki: auction.kodeBaki } })),
  }));
  // A loan without custody items (the demo's older rows) posts no stock document.
  const withItems = documents.filter((document) => document.entries.length > 0);
  const posted = await postStockDocuments(tx, withItems);
  const stock = documents.map((document) => (document.entries.length > 0 ? posted[withItems.indexOf(document)].dokumen.id : null));

  const rows = auctions.map((auction, n) => {
    const { loan, proceeds, lamaHari, bungaPinjam, pokok, kelebihan } = figures[n];
    const sold = auction.cara === 'JUAL' ? auction : null;
    return {
      noPelunasan: numbers[n], noFakturHutang: loan.noFakturHutang, kodeToko, jenis: 'LELANG', tanggal: now, lamaHari, bungaRp: loan.bungaRp, bungaPinjam,
      diskonBunga: 0, pokokDibayar: pokok, totalBayar: proceeds, bayarTunai: sold?.bayarTunai ?? 0, bayarTransfer: sold?.bayarTransfer ?? 0,
      noRekeningTransfer: sold && sold.bayarTransfer > 0 ? sold.noRekeningTransfer! : null, hasilLelang: proceeds, kelebihanLelang: kelebihan, lelangDisetujuiOleh: auction.disetujuiOleh ?? null,
      idempotencyKey: keyOf(idempotencyKey, n), jurnalId: journal[n].jurnal.id, stokDokumenId: stock[n], createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
    };
  });
  let inserted: (typeof hutangPelunasan.$inferSelect)[];
  try {
    inserted = await tx.insert(hutangPelunasan).values(rows).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw withNomor('conflict', 'hutangSudahDilunasi', rows[0].noFakturHutang);
    throw error;
  }
  await tx.update(hutang).set({ status: 'LELANG', tglLunas: now, updatedBy: createdBy, updatedAt: now })
    .where(inArray(hutang.noFakturHutang, [...loans.keys()]));
  const byLoan = new Map(inserted.map((row) => [row.noFakturHutang, row]));
  return { auctions: auctions.map((auction) => auctionedOf(byLoan.get(auction.noFakturHutang)!, loans.get(auction.noFakturHutang)!.jumlahHutang)), replayed: false };
}

/** The approver in a journal entry's text, beside the settlement's own column. */
const approvedBy = (who: string | null | undefined) => (who ? `, disetujui ${who}` : '');

function auctionedOf(row: typeof hutangPelunasan.$inferSelect, principal: number): AuctionedLoan {
  const hasilLelang = row.hasilLelang ?? 0;
  const kelebihanLelang = row.kelebihanLelang ?? 0;
  // What the proceeds settled, read back from the row: proceeds = principal paid + interest paid + surplus.
  const bungaDibayar = hasilLelang - row.pokokDibayar - kelebihanLelang;
  return {
    noLelang: row.noPelunasan, noFakturHutang: row.noFakturHutang, lamaHari: row.lamaHari, bungaRp: row.bungaRp, bungaPinjam: row.bungaPinjam, hasilLelang,
    pokokDibayar: row.pokokDibayar, bungaDibayar, kelebihanLelang, kerugian: principal - row.pokokDibayar, jurnalId: row.jurnalId ?? 0, stokDokumenId: row.stokDokumenId ?? 0,
  };
}

export type PaySurplusInput = {
  kodeToko: string;
  createdBy: string;
  idempotencyKey: string;
  /** The auction's settlement number (LLH-…). */
  noLelang: string;
  /** Exactly the surplus, in cash, by transfer or both. */
  bayarTunai: number;
  bayarTransfer: number;
  noRekeningTransfer?: string | null;
  /** Who approved the payout (the BAYAR_KELEBIHAN_LELANG grant's supervisor, or the supervisor paying): written in the entry's text. */
  disetujuiOleh?: string | null;
  at?: Date;
};
export type PaidSurplus = { noLelang: string; noFakturHutang: string; kelebihanLelang: number; jurnalId: number; dibayarAt: Date; replayed: boolean };

/**
 * Pays an auction's surplus out to its customer, once, inside the caller's transaction: the settlement's row is locked,
 * must be the shop's live auction with a surplus not yet paid; ONE journal entry (trx LELANG_HUTANG: D 2-1300 the
 * surplus, K the shop's cash and/or the rekening's account), whose floors refuse paying out more cash than the shop
 * holds (`saldoKasKurang`); the row records when, by whom and the entry. A replay of the key answers the first payment;
 * another payment of a paid surplus is refused with the day it was paid.
 */
export async function payAuctionSurplus(tx: Tx, input: PaySurplusInput): Promise<PaidSurplus> {
  const { kodeToko, createdBy, idempotencyKey, bayarTunai, bayarTransfer, at } = input;
  const noLelang = input.noLelang.trim().toUpperCase();
  await claimDocumentKey(tx, idempotencyKey);
  const [row] = await tx.select().from(hutangPelunasan).where(eq(hutangPelunasan.noPelunasan, noLelang)).for('update');
  if (!row || row.kodeToko !== kodeToko || row.jenis !== 'LELANG' || row.status !== 'AKTIF') throw withNomor('not-found', 'kelebihanTidakDitemukan', noLelang);
  const kelebihan = row.kelebihanLelang ?? 0;
  if (row.kelebihanDibayarAt && row.kelebihanJurnalId) {
    const [paid] = await tx.select({ key: jurnal.idempotencyKey }).from(jurnal).where(eq(jurnal.id, row.kelebihanJurnalId));
    if (paid?.key === idempotencyKey) {
      return { noLelang, noFakturHutang: row.noFakturHutang, kelebihanLelang: kelebihan, jurnalId: row.kelebihanJurnalId, dibayarAt: row.kelebihanDibayarAt, replayed: true };
    }
    throw new AppError('conflict', 'kelebihanSudahDibayar', { nomor: noLelang, tanggal: jakartaDay(row.kelebihanDibayarAt) });
  }
  if (kelebihan <= 0) throw withNomor('not-found', 'kelebihanTidakDitemukan', noLelang);
  if (!isAmount(bayarTunai) || !isAmount(bayarTransfer) || bayarTunai + bayarTransfer !== kelebihan) {
    throw new AppError('validation', 'kelebihanBayarTidakSesuai', { total: formatRupiah(kelebihan) });
  }
  if (bayarTransfer > 0 && !input.noRekeningTransfer) throw ValidationError('hutangRekeningInvalid');
  const accountOf = await transferAccounts(tx, kodeToko, bayarTransfer > 0 ? [input.noRekeningTransfer!] : []);
  const now = at ?? new Date();
  const { jurnal: entry } = await postJournal(tx, {
    kodeToko, trx: TRX.LELANG_HUTANG, keterangan: `Bayar kelebihan lelang ${row.noFakturHutang} (${noLelang})${approvedBy(input.disetujuiOleh)}`, idempotencyKey, createdBy, tanggal: at,
    lines: [
      { nomorAkun: AUCTION_SURPLUS_ACCOUNT, debit: kelebihan, kredit: 0 },
      ...(bayarTunai > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: 0, kredit: bayarTunai }] : []),
      ...(bayarTransfer > 0 ? [{ nomorAkun: accountOf.get(input.noRekeningTransfer!)!, debit: 0, kredit: bayarTransfer }] : []),
    ],
  });
  await tx.update(hutangPelunasan).set({ kelebihanDibayarAt: now, kelebihanDibayarOleh: createdBy, kelebihanDisetujuiOleh: input.disetujuiOleh ?? null, kelebihanJurnalId: entry.id, updatedBy: createdBy, updatedAt: now })
    .where(eq(hutangPelunasan.id, row.id));
  return { noLelang, noFakturHutang: row.noFakturHutang, kelebihanLelang: kelebihan, jurnalId: entry.id, dibayarAt: now, replayed: false };
}
