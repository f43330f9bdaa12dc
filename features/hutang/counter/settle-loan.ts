// No 'server-only' marker: the demo generator redeems through it too.
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { jurnalDetail, rekening } from '@/lib/db/schema/money-ledger';
import { mutasiStok } from '@/lib/db/schema/gram-ledger';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, LOAN_INTEREST_ACCOUNT, LOANS_RECEIVABLE_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { postJournal, postJournals, type JournalInput, type JournalLine } from '@/lib/ledger/post-journal';
import { CUSTODY_VAULT } from '@/lib/ledger/stock/states';
import { interestDue, loanDays, redemptionTotal } from '@/lib/pricing/loan';
import { jakartaDay } from '@/lib/time/jakarta';
import type { PostStockInput } from '@/lib/ledger/stock/post-stock-entries';
import { claimDocumentKey, postStockDocuments, postStockEntries } from '@/features/stock/kernel';
import { hutang, hutangDetail, hutangPelunasan } from '../schema';

/** One loan redeemed (tebus/lunas): what the customer pays and how. */
export type Redemption = {
  noFakturHutang: string;
  /** The settlement's number; the next PELUNASAN_HUTANG number of the shop's day when not given. */
  noPelunasan?: string;
  /** When it was paid, when the batch's own times differ (the demo); the batch's `at` (else now) otherwise. */
  tanggal?: Date;
  /** Off the interest, never above it; needs its approver (DISKON_BUNGA_HUTANG). */
  diskonBunga?: number;
  diskonDisetujuiOleh?: string | null;
  bayarTunai: number;
  bayarTransfer: number;
  noRekeningTransfer?: string | null;
};

export type RedeemLoansInput = {
  kodeToko: string;
  createdBy: string;
  /** Claimed first: a replay answers the first post and writes nothing. */
  idempotencyKey: string;
  redemptions: Redemption[];
  /** The payment's moment (its Jakarta day counts the days); now unless given (the demo and tests back-date). */
  at?: Date;
};

export type Settlement = {
  noPelunasan: string; noFakturHutang: string; lamaHari: number; bungaRp: number; bungaPinjam: number; diskonBunga: number;
  pokokDibayar: number; totalBayar: number; jurnalId: number; stokDokumenId: number;
};
export type RedeemedLoans = { settlements: Settlement[]; replayed: boolean };

/** What a loan costs to redeem on a day: the one reading of §9 the screen's preview and the posting share. */
export function redemptionFigures(loan: { tglHutang: Date; jumlahHutang: number; bungaRp: number }, at: Date, diskonBunga = 0) {
  const lamaHari = loanDays(jakartaDay(loan.tglHutang), jakartaDay(at));
  const bungaPinjam = interestDue(loan.bungaRp, lamaHari);
  return { lamaHari, bungaPinjam, totalBayar: redemptionTotal(loan.jumlahHutang, bungaPinjam, diskonBunga) };
}

export const isAmount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT;
export const withNomor = (kind: AppError['kind'], key: Parameters<typeof ValidationError>[0], nomor: string) => new AppError(kind, key, { nomor });
/** The keys of a batch's documents: the first is the batch's own (claimed), the others numbered after it. */
export const keyOf = (idempotencyKey: string, n: number) => (n === 0 ? idempotencyKey : `${idempotencyKey}#${n + 1}`);
export const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause?.constraint === 'hutang_pelunasan_satu';
};

/** The shop's rekening accounts for the transfers named; another shop's or an unknown one is refused. */
export async function transferAccounts(tx: Tx, kodeToko: string, numbers: string[]): Promise<Map<string, string>> {
  const accountOf = new Map<string, string>();
  const wanted = [...new Set(numbers)];
  if (wanted.length === 0) return accountOf;
  const rows = await tx.select({ no: rekening.noRekening, akun: rekening.nomorAkun }).from(rekening)
    .where(and(inArray(rekening.noRekening, wanted), eq(rekening.kodeToko, kodeToko)));
  for (const row of rows) accountOf.set(row.no, row.akun);
  if (accountOf.size !== wanted.length) throw ValidationError('hutangRekeningInvalid');
  return accountOf;
}

/**
 * Redeems loans of one shop inside the caller's transaction. Each loan's row is locked (`for update`, in number order)
 * and must be the shop's and AKTIF: a second cashier redeeming the same loan waits for the first and is then refused
 * (`hutangTidakAktif`); the settlement's unique index is the database's own guard. Days, interest and total come from
 * lib/pricing/loan on the Jakarta days of the loan and the payment; the payment must be exactly the total (§5: never
 * above what is due; a redemption pays the loan off, so never below), in cash, by transfer, or both. Per loan: its
 * settlement (`hutang_pelunasan`, jenis LUNAS), ONE balanced journal entry (D cash / the rekening's account = what
 * each brought; K 1-1400 the principal; K 4-2000 the interest less the discount), ONE custody document (each item
 * REDEEMED: back to its owner), and the loan LUNAS with tgl_lunas. The key is claimed first: a replay answers the
 * first post.
 */
export async function redeemLoans(tx: Tx, input: RedeemLoansInput): Promise<RedeemedLoans> {
  const { kodeToko, createdBy, idempotencyKey, redemptions, at } = input;
  if (redemptions.length === 0) throw ValidationError('hutangMetodeBayar');
  await claimDocumentKey(tx, idempotencyKey);
  // Answered from the settlements (a loan of the demo's older rows has no custody items, so no stock document).
  const earlier = await tx.select().from(hutangPelunasan)
    .where(or(eq(hutangPelunasan.idempotencyKey, idempotencyKey), like(hutangPelunasan.idempotencyKey, `${idempotencyKey}#%`)))
    .orderBy(asc(hutangPelunasan.id));
  if (earlier.length > 0) return { settlements: earlier.map((row) => settlementOf(row)), replayed: true };
  const now = at ?? new Date();
  const ordered = [...redemptions].sort((a, b) => (a.noFakturHutang < b.noFakturHutang ? -1 : a.noFakturHutang > b.noFakturHutang ? 1 : 0));
  if (new Set(ordered.map((r) => r.noFakturHutang)).size !== ordered.length) throw withNomor('validation', 'hutangTidakAktif', ordered[0].noFakturHutang);

  // One statement locks them all, in number order (the order every redemption locks in).
  const locked = await tx.select().from(hutang).where(inArray(hutang.noFakturHutang, ordered.map((r) => r.noFakturHutang)))
    .orderBy(asc(hutang.noFakturHutang)).for('update');
  const loans = new Map(locked.map((loan) => [loan.noFakturHutang, loan]));
  for (const redemption of ordered) {
    const loan = loans.get(redemption.noFakturHutang);
    if (!loan || loan.kodeToko !== kodeToko) throw withNomor('not-found', 'hutangTidakDitemukan', redemption.noFakturHutang);
    if (loan.status !== 'AKTIF') throw withNomor('conflict', 'hutangTidakAktif', loan.noFakturHutang);
  }

  const figures = redemptions.map((redemption) => {
    const loan = loans.get(redemption.noFakturHutang)!;
    const diskon = redemption.diskonBunga ?? 0;
    const { lamaHari, bungaPinjam } = redemptionFigures(loan, redemption.tanggal ?? now);
    if (!isAmount(diskon) || diskon > bungaPinjam) throw ValidationError('hutangDiskonInvalid');
    if (diskon > 0 && !redemption.diskonDisetujuiOleh) throw ValidationError('hutangDiskonTanpaOtorisasi');
    const totalBayar = redemptionTotal(loan.jumlahHutang, bungaPinjam, diskon);
    if (!isAmount(redemption.bayarTunai) || !isAmount(redemption.bayarTransfer)) throw ValidationError('hutangBayarInvalid');
    const paid = redemption.bayarTunai + redemption.bayarTransfer;
    if (paid === 0) throw ValidationError('hutangMetodeBayar');
    if (paid > totalBayar) throw new AppError('validation', 'hutangBayarMelebihiSisa', { total: formatRupiah(totalBayar) });
    if (paid < totalBayar) throw new AppError('validation', 'hutangBayarKurang', { total: formatRupiah(totalBayar) });
    if (redemption.bayarTransfer > 0 && !redemption.noRekeningTransfer) throw ValidationError('hutangRekeningInvalid');
    return { loan, lamaHari, bungaPinjam, diskon, totalBayar };
  });
  const accountOf = await transferAccounts(tx, kodeToko, redemptions.filter((r) => r.bayarTransfer > 0).map((r) => r.noRekeningTransfer!));

  // The loans paid off first: their rows are this batch's already, so it waits on nothing new.
  const paidAt = new Map(redemptions.map((redemption) => [redemption.noFakturHutang, redemption.tanggal ?? now]));
  if (new Set([...paidAt.values()].map((moment) => moment.getTime())).size === 1) {
    const [moment] = paidAt.values();
    await tx.update(hutang).set({ status: 'LUNAS', tglLunas: moment, updatedBy: createdBy, updatedAt: moment })
      .where(inArray(hutang.noFakturHutang, [...loans.keys()]));
  } else {
    // The demo's batch: each loan paid off at its own moment, in one statement.
    const cases = sql.join([...paidAt].map(([no, moment]) => sql`when ${no} then ${moment.toISOString()}::timestamptz`), sql` `);
    await tx.update(hutang).set({ status: 'LUNAS', tglLunas: sql`case ${hutang.noFakturHutang} ${cases} end`, updatedBy: createdBy, updatedAt: sql`case ${hutang.noFakturHutang} ${cases} end` })
      .where(inArray(hutang.noFakturHutang, [...loans.keys()]));
  }
  const items = await tx.select({ no: hutangDetail.noFakturHutang, kodeBarcode: hutangDetail.kodeBarcode }).from(hutangDetail)
    .where(inArray(hutangDetail.noFakturHutang, [...loans.keys()])).orderBy(asc(hutangDetail.urutan));

  // The shop's day-number row and then its balance rows are what every redemption of the shop waits on: the numbers are
  // taken right before the first write that needs them (the custody documents), the journal entries after those, so
  // both rows are held for the last writes alone.
  let numbers: string[] | undefined;
  const numberAll = async () => (numbers ??= await numberRedemptions(tx, kodeToko, redemptions, now));
  const documents: PostStockInput[] = redemptions.map((redemption, n) => ({
    document: { kodeToko, jenis: 'PELUNASAN_HUTANG', nomor: '' }, idempotencyKey: keyOf(idempotencyKey, n), createdBy, at: redemption.tanggal ?? at,
    entries: items.filter((item) => item.no === redemption.noFakturHutang && item.kodeBarcode)
      .map((item) => ({ kind: 'REDEEMED' as const, kodeBarcode: item.kodeBarcode!, expected: { status: 'PLEDGED' as const } })),
  }));
  // A loan without custody items (the demo's older rows) posts no stock document.
  const withItems = documents.filter((document) => document.entries.length > 0);
  const posted = await postStockDocuments(tx, withItems, {
    numbers: async (inputs) => {
      const all = await numberAll();
      return inputs.map((input) => all[documents.indexOf(input)]);
    },
  });
  const stock = documents.map((document) => (document.entries.length > 0 ? posted[withItems.indexOf(document)].dokumen.id : null));
  const numbered = await numberAll();

  const journals: JournalInput[] = redemptions.map((redemption, n) => {
    const { loan, bungaPinjam, diskon } = figures[n];
    const lines: JournalLine[] = [
      ...(redemption.bayarTunai > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: redemption.bayarTunai, kredit: 0 }] : []),
      ...(redemption.bayarTransfer > 0 ? [{ nomorAkun: accountOf.get(redemption.noRekeningTransfer!)!, debit: redemption.bayarTransfer, kredit: 0 }] : []),
      { nomorAkun: LOANS_RECEIVABLE_ACCOUNT, debit: 0, kredit: loan.jumlahHutang },
      ...(bungaPinjam - diskon > 0 ? [{ nomorAkun: LOAN_INTEREST_ACCOUNT, debit: 0, kredit: bungaPinjam - diskon }] : []),
    ];
    return { kodeToko, trx: TRX.PELUNASAN_HUTANG, keterangan: `Tebus ${loan.noFakturHutang} (${numbered[n]})`, lines, idempotencyKey: keyOf(idempotencyKey, n), createdBy, tanggal: redemption.tanggal ?? at };
  });
  const journal = await postJournals(tx, journals);

  const rows = redemptions.map((redemption, n) => {
    const { loan, lamaHari, bungaPinjam, diskon, totalBayar } = figures[n];
    const tanggal = redemption.tanggal ?? now;
    return {
      noPelunasan: numbered[n], noFakturHutang: loan.noFakturHutang, kodeToko, jenis: 'LUNAS', tanggal, lamaHari, bungaRp: loan.bungaRp, bungaPinjam,
      diskonBunga: diskon, diskonDisetujuiOleh: diskon > 0 ? redemption.diskonDisetujuiOleh! : null, pokokDibayar: loan.jumlahHutang, totalBayar,
      bayarTunai: redemption.bayarTunai, bayarTransfer: redemption.bayarTransfer, noRekeningTransfer: redemption.bayarTransfer > 0 ? redemption.noRekeningTransfer! : null,
      idempotencyKey: keyOf(idempotencyKey, n), jurnalId: journal[n].jurnal.id, stokDokumenId: stock[n],
      createdBy, updatedBy: createdBy, createdAt: tanggal, updatedAt: tanggal,
    };
  });
  let inserted: (typeof hutangPelunasan.$inferSelect)[];
  try {
    inserted = await tx.insert(hutangPelunasan).values(rows).returning();
  } catch (error) {
    // Only past the row lock (a loan written by hand): the database's one live settlement per loan.
    if (isUniqueViolation(error)) throw withNomor('conflict', 'hutangSudahDilunasi', rows[0].noFakturHutang);
    throw error;
  }
  const byLoan = new Map(inserted.map((row) => [row.noFakturHutang, row]));
  return { settlements: redemptions.map((redemption) => settlementOf(byLoan.get(redemption.noFakturHutang)!)), replayed: false };
}

/** Each redemption's settlement number: its own when given (the demo), else the next of the shop's day it is paid on. */
async function numberRedemptions(tx: Tx, kodeToko: string, redemptions: Redemption[], now: Date): Promise<string[]> {
  const numbers: string[] = [];
  for (const redemption of redemptions) numbers.push(redemption.noPelunasan ?? await nextDocumentNumber(tx, kodeToko, 'PELUNASAN_HUTANG', redemption.tanggal ?? now));
  return numbers;
}

const settlementOf = (row: typeof hutangPelunasan.$inferSelect): Settlement => ({
  noPelunasan: row.noPelunasan, noFakturHutang: row.noFakturHutang, lamaHari: row.lamaHari, bungaRp: row.bungaRp, bungaPinjam: row.bungaPinjam,
  diskonBunga: row.diskonBunga, pokokDibayar: row.pokokDibayar, totalBayar: row.totalBayar, jurnalId: row.jurnalId ?? 0, stokDokumenId: row.stokDokumenId ?? 0,
});

export type CancelRedemptionInput = {
  kodeToko: string;
  createdBy: string;
  idempotencyKey: string;
  noPelunasan: string;
  alasan: string;
  /** Who approved (BATAL_PELUNASAN_HUTANG). */
  disetujuiOleh: string;
  /** The cancellation's moment: it must be the redemption's Jakarta day. Now unless given. */
  at?: Date;
};
export type CancelledRedemption = { noPelunasan: string; noFakturHutang: string; nomorBatal: string; replayed: boolean };

/**
 * Cancels a redemption of the shop, on its own Jakarta day and not validated, inside the caller's transaction: the
 * loan's row and then the settlement's are locked; a reversing journal entry (trx BATAL_PELUNASAN_HUTANG, reverses_id
 * the redemption's entry, its lines with the sides swapped), a BATAL_PELUNASAN_HUTANG custody document (each item
 * REDEMPTION_CANCELLED back into its packet in the vault, where the redemption took it from), the settlement BATAL
 * with the reason and its approver, and the loan AKTIF again. The key is claimed first: a replay answers the first.
 */
export async function cancelRedemption(tx: Tx, input: CancelRedemptionInput): Promise<CancelledRedemption> {
  const { kodeToko, createdBy, idempotencyKey, alasan, disetujuiOleh, at } = input;
  const noPelunasan = input.noPelunasan.trim().toUpperCase();
  const done = await claimDocumentKey(tx, idempotencyKey);
  const [found] = await tx.select({ no: hutangPelunasan.noFakturHutang, kodeToko: hutangPelunasan.kodeToko }).from(hutangPelunasan)
    .where(eq(hutangPelunasan.noPelunasan, noPelunasan));
  if (!found || found.kodeToko !== kodeToko) throw withNomor('not-found', 'pelunasanTidakDitemukan', noPelunasan);
  if (done) return { noPelunasan, noFakturHutang: found.no, nomorBatal: done.noDokumen, replayed: true };
  if (!alasan.trim()) throw ValidationError('pelunasanAlasanRequired');

  const [loan] = await tx.select().from(hutang).where(eq(hutang.noFakturHutang, found.no)).for('update');
  const [row] = await tx.select().from(hutangPelunasan).where(eq(hutangPelunasan.noPelunasan, noPelunasan)).for('update');
  if (row.status === 'BATAL') throw withNomor('conflict', 'pelunasanSudahBatal', noPelunasan);
  if (row.jenis !== 'LUNAS' || !row.jurnalId) throw withNomor('validation', 'pelunasanTidakDitemukan', noPelunasan);
  if (row.divalidasiAt) throw withNomor('validation', 'pelunasanSudahDivalidasi', noPelunasan);
  const now = at ?? new Date();
  if (jakartaDay(row.tanggal) !== jakartaDay(now)) throw ValidationError('pelunasanBatalKemarin');

  const original = await tx.select({ nomorAkun: jurnalDetail.nomorAkun, debit: jurnalDetail.debit, kredit: jurnalDetail.kredit }).from(jurnalDetail)
    .where(eq(jurnalDetail.jurnalId, row.jurnalId));
  const { jurnal } = await postJournal(tx, {
    kodeToko, trx: TRX.BATAL_PELUNASAN_HUTANG, keterangan: `Batal tebus ${loan.noFakturHutang} (${noPelunasan}): ${alasan.trim()}`.slice(0, 500),
    lines: original.map((line) => ({ nomorAkun: line.nomorAkun, debit: Number(line.kredit), kredit: Number(line.debit) })),
    idempotencyKey, createdBy, reversesId: row.jurnalId, tanggal: at,
  });
  // Each item back into the packet the redemption took it out of.
  const redeemed = row.stokDokumenId === null ? [] : await tx.select({ kodeBarcode: mutasiStok.kodeBarcode, packet: mutasiStok.dariBaki }).from(mutasiStok)
    .where(eq(mutasiStok.dokumenId, row.stokDokumenId)).orderBy(asc(mutasiStok.kodeBarcode));
  const nomorBatal = await nextDocumentNumber(tx, kodeToko, 'BATAL_PELUNASAN_HUTANG', now);
  const posted = redeemed.length === 0 ? null : await postStockEntries(tx, {
    document: { kodeToko, jenis: 'BATAL_PELUNASAN_HUTANG', nomor: nomorBatal }, idempotencyKey, createdBy, at,
    entries: redeemed.map((item) => ({
      kind: 'REDEMPTION_CANCELLED' as const, kodeBarcode: item.kodeBarcode, expected: { status: 'REDEEMED' as const },
      to: { kodeGudang: CUSTODY_VAULT, kodeBaki: item.packet ?? loan.noFakturHutang },
    })),
  });
  await tx.update(hutangPelunasan).set({
    status: 'BATAL', alasanBatal: alasan.trim().slice(0, 200), dibatalkanOleh: createdBy, batalDisetujuiOleh: disetujuiOleh, dibatalkanAt: now,
    jurnalBatalId: jurnal.id, stokDokumenBatalId: posted?.dokumen.id ?? null, updatedBy: createdBy, updatedAt: now,
  }).where(eq(hutangPelunasan.id, row.id));
  await tx.update(hutang).set({ status: 'AKTIF', tglLunas: null, updatedBy: createdBy, updatedAt: now }).where(eq(hutang.noFakturHutang, loan.noFakturHutang));
  return { noPelunasan, noFakturHutang: loan.noFakturHutang, nomorBatal, replayed: false };
}
