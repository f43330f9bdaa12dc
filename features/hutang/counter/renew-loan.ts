// No 'server-only' marker: the demo generator renews through it too.
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, LOAN_INTEREST_ACCOUNT, LOANS_RECEIVABLE_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { postJournals, type JournalInput, type JournalLine } from '@/lib/ledger/post-journal';
import { addDays, appraisal, interestPerDay, renewalMoney } from '@/lib/pricing/loan';
import { percentHundredths } from '@/lib/pricing/sale-price';
import { jakartaDay } from '@/lib/time/jakarta';
import { claimDocumentKey } from '@/features/stock/kernel';
import { hutang, hutangDetail, hutangPelunasan } from '../schema';
import { isAmount, isUniqueViolation, keyOf, redemptionFigures, transferAccounts, withNomor } from './settle-loan';

/** One loan renewed (perpanjang): the old loan settled, a new one on the same items, and the one money movement between them. */
export type Renewal = {
  /** The loan renewed: the shop's, AKTIF. */
  noFakturHutang: string;
  /** The new loan's number; the next HUTANG (HT) number of the shop's day when not given. */
  noFakturHutangBaru?: string;
  /** The old loan's settlement number; the next PELUNASAN_HUTANG (LH) number when not given. */
  noPelunasan?: string;
  /** Off the old loan's interest, never above it; needs its approver (DISKON_BUNGA_HUTANG). */
  diskonBunga?: number;
  diskonDisetujuiOleh?: string | null;
  /** The new loan's principal: below the old one the customer pays the difference back, above it they receive it. */
  jumlahHutang: number;
  /** The new loan's monthly rate, percent ("2.5"): required (§5 "new interest required"). */
  bunga: string | null;
  /** The plafond of the items today (null: PLAFOND_HUTANG_MODULE off); an increase above it needs `plafondDisetujuiOleh`. */
  plafond: number | null;
  plafondDisetujuiOleh?: string | null;
  lamaHari: number;
  masaTenggangHari: number;
  /** Today's gold price per gram per jenis for a re-appraisal of the items; their old prices when not given. */
  hargaEmas?: Record<string, number>;
  /** The net movement (renewalMoney): what the customer pays, or what they receive, in cash, by transfer or both. */
  bayarTunai: number;
  bayarTransfer: number;
  noRekeningTransfer?: string | null;
};

export type RenewLoansInput = {
  kodeToko: string;
  createdBy: string;
  /** Claimed first: a replay answers the first post and writes nothing. */
  idempotencyKey: string;
  renewals: Renewal[];
  /** The renewal's moment (its Jakarta day counts the old loan's days and starts the new one); now unless given. */
  at?: Date;
};

/** A renewal's figures: the slip prints them (`readRenewal`), the screen shows them. */
export type RenewedLoan = {
  noPelunasan: string; noFakturHutang: string; noFakturHutangBaru: string; tanggal: Date;
  /** The old loan: its principal, days, interest per day, interest, discount. */
  jumlahHutangLama: number; lamaHari: number; bungaRp: number; bungaPinjam: number; diskonBunga: number;
  /** The money: principal paid back or added, what the customer paid or received, and how. */
  pokokDibayar: number; tambahPinjaman: number; dibayarNasabah: number; diterimaNasabah: number;
  bayarTunai: number; bayarTransfer: number; noRekeningTransfer: string | null;
  /** The new loan. */
  jumlahHutang: number; bunga: string; bungaRpBaru: number; lamaHariBaru: number; tglJatuhTempo: string | null; masaTenggangHari: number; tglLelang: string | null;
  jurnalId: number | null;
};
export type RenewedLoans = { renewals: RenewedLoan[]; replayed: boolean };

const RATE = /^\d{1,3}(\.\d{1,2})?$/;
const isDays = (value: unknown, min: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 3650;
type LoanRow = typeof hutang.$inferSelect;

/** What nothing may pass, worded for the cashier; the renewal's money. */
function check(renewal: Renewal, loan: LoanRow, at: Date) {
  const diskon = renewal.diskonBunga ?? 0;
  const { lamaHari, bungaPinjam } = redemptionFigures(loan, at);
  if (!isAmount(diskon) || diskon > bungaPinjam) throw ValidationError('hutangDiskonInvalid');
  if (diskon > 0 && !renewal.diskonDisetujuiOleh) throw ValidationError('hutangDiskonTanpaOtorisasi');
  if (!isAmount(renewal.jumlahHutang) || renewal.jumlahHutang < 1) throw ValidationError('hutangJumlahInvalid');
  const { bunga } = renewal;
  if (!bunga || !RATE.test(bunga) || percentHundredths(bunga) <= 0n || percentHundredths(bunga) > 10_000n) throw ValidationError('hutangBungaRequired');
  if (!isDays(renewal.lamaHari, 1) || !isDays(renewal.masaTenggangHari, 0)) throw ValidationError('hutangLamaInvalid');
  const money = renewalMoney(loan.jumlahHutang, bungaPinjam, diskon, renewal.jumlahHutang);
  if (money.tambahPinjaman > 0 && renewal.plafond !== null && renewal.jumlahHutang > renewal.plafond && !renewal.plafondDisetujuiOleh) {
    throw ValidationError('hutangMelebihiPlafond');
  }
  if (!isAmount(renewal.bayarTunai) || !isAmount(renewal.bayarTransfer)) throw ValidationError('hutangBayarInvalid');
  const paid = renewal.bayarTunai + renewal.bayarTransfer;
  if (money.diterimaNasabah > 0) {
    if (paid !== money.diterimaNasabah) throw new AppError('validation', 'perpanjangTerimaInvalid', { total: formatRupiah(money.diterimaNasabah) });
  } else {
    if (paid === 0 && money.dibayarNasabah > 0) throw ValidationError('hutangMetodeBayar');
    if (paid > money.dibayarNasabah) throw new AppError('validation', 'hutangBayarMelebihiSisa', { total: formatRupiah(money.dibayarNasabah) });
    if (paid < money.dibayarNasabah) throw new AppError('validation', 'hutangBayarKurang', { total: formatRupiah(money.dibayarNasabah) });
  }
  if (renewal.bayarTransfer > 0 && !renewal.noRekeningTransfer) throw ValidationError('hutangRekeningInvalid');
  return { lamaHari, bungaPinjam, diskon, bunga, bungaRp: interestPerDay(renewal.jumlahHutang, bunga), ...money };
}

/**
 * Renews loans of one shop inside the caller's transaction. Each old loan's row is locked (`for update`, in number
 * order) and must be the shop's and AKTIF, so two renewals, or a renewal and a redemption, of one loan cannot both
 * commit (the second waits, then is refused `hutangTidakAktif`; the settlement's unique index and hutang_asal's are the
 * database's own guards). Per loan: the interest so far as a redemption computes it (days at least one), less an
 * approved discount; the old loan's settlement (`hutang_pelunasan`, jenis PERPANJANG) and state PERPANJANG; a new loan
 * (hutang_asal = the old one) with the same customer and the same items (its lines name the same custody barcodes:
 * nothing moves on the gram ledger, decision 031), the new principal, rate, term, due and auction days; and ONE balanced
 * journal entry (trx PERPANJANG_HUTANG): K 4-2000 the interest less the discount, K 1-1400 the principal paid back or
 * D 1-1400 the increase, and the net on the shop's cash or the rekening's account, D when the customer pays, K when they
 * receive (postJournal refuses cash below zero). No renewal admin fee. The key is claimed first: a replay answers the first.
 */
export async function renewLoans(tx: Tx, input: RenewLoansInput): Promise<RenewedLoans> {
  const { kodeToko, createdBy, idempotencyKey, renewals, at } = input;
  if (renewals.length === 0) throw ValidationError('hutangMetodeBayar');
  await claimDocumentKey(tx, idempotencyKey);
  const earlier = await tx.select({ noPelunasan: hutangPelunasan.noPelunasan }).from(hutangPelunasan)
    .where(or(eq(hutangPelunasan.idempotencyKey, idempotencyKey), like(hutangPelunasan.idempotencyKey, `${idempotencyKey}#%`)))
    .orderBy(asc(hutangPelunasan.id));
  if (earlier.length > 0) {
    const found: RenewedLoan[] = [];
    for (const row of earlier) found.push((await readRenewal(tx, kodeToko, row.noPelunasan))!);
    return { renewals: found, replayed: true };
  }
  const now = at ?? new Date();
  const ordered = [...renewals].sort((a, b) => (a.noFakturHutang < b.noFakturHutang ? -1 : a.noFakturHutang > b.noFakturHutang ? 1 : 0));
  if (new Set(ordered.map((r) => r.noFakturHutang)).size !== ordered.length) throw withNomor('validation', 'hutangTidakAktif', ordered[0].noFakturHutang);

  const loans = new Map<string, LoanRow>();
  for (const renewal of ordered) {
    const [loan] = await tx.select().from(hutang).where(eq(hutang.noFakturHutang, renewal.noFakturHutang)).for('update');
    if (!loan || loan.kodeToko !== kodeToko) throw withNomor('not-found', 'hutangTidakDitemukan', renewal.noFakturHutang);
    if (loan.status !== 'AKTIF') throw withNomor('conflict', 'hutangTidakAktif', loan.noFakturHutang);
    loans.set(loan.noFakturHutang, loan);
  }
  const figures = renewals.map((renewal) => check(renewal, loans.get(renewal.noFakturHutang)!, now));
  const accountOf = await transferAccounts(tx, kodeToko, renewals.filter((r) => r.bayarTransfer > 0).map((r) => r.noRekeningTransfer!));

  const numbers: { pelunasan: string; baru: string }[] = [];
  for (const renewal of renewals) {
    numbers.push({
      pelunasan: renewal.noPelunasan ?? await nextDocumentNumber(tx, kodeToko, 'PELUNASAN_HUTANG', now),
      baru: renewal.noFakturHutangBaru ?? await nextDocumentNumber(tx, kodeToko, 'HUTANG', now),
    });
  }

  // One entry per renewal; a renewal that moves no money (the interest all discounted, the principal kept) posts none.
  const journals: (JournalInput | null)[] = renewals.map((renewal, n) => {
    const f = figures[n];
    const customerPays = f.dibayarNasabah > 0;
    const side = (amount: number) => (customerPays ? { debit: amount, kredit: 0 } : { debit: 0, kredit: amount });
    const lines: JournalLine[] = [
      ...(renewal.bayarTunai > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), ...side(renewal.bayarTunai) }] : []),
      ...(renewal.bayarTransfer > 0 ? [{ nomorAkun: accountOf.get(renewal.noRekeningTransfer!)!, ...side(renewal.bayarTransfer) }] : []),
      ...(f.pokokDibayar > 0 ? [{ nomorAkun: LOANS_RECEIVABLE_ACCOUNT, debit: 0, kredit: f.pokokDibayar }] : []),
      ...(f.tambahPinjaman > 0 ? [{ nomorAkun: LOANS_RECEIVABLE_ACCOUNT, debit: f.tambahPinjaman, kredit: 0 }] : []),
      ...(f.bungaBersih > 0 ? [{ nomorAkun: LOAN_INTEREST_ACCOUNT, debit: 0, kredit: f.bungaBersih }] : []),
    ];
    if (lines.length === 0) return null;
    return {
      kodeToko, trx: TRX.PERPANJANG_HUTANG, keterangan: `Perpanjang ${renewal.noFakturHutang} → ${numbers[n].baru} (${numbers[n].pelunasan})`,
      lines, idempotencyKey: keyOf(idempotencyKey, n), createdBy, tanggal: at,
    };
  });
  const posting = journals.filter((journal): journal is JournalInput => journal !== null);
  const posted = await postJournals(tx, posting);
  const jurnalIds = journals.map((journal) => (journal ? posted[posting.indexOf(journal)].jurnal.id : null));

  const settlements = renewals.map((renewal, n) => {
    const loan = loans.get(renewal.noFakturHutang)!;
    const f = figures[n];
    const paidIn = f.dibayarNasabah > 0;
    return {
      noPelunasan: numbers[n].pelunasan, noFakturHutang: loan.noFakturHutang, kodeToko, jenis: 'PERPANJANG', tanggal: now, lamaHari: f.lamaHari,
      bungaRp: loan.bungaRp, bungaPinjam: f.bungaPinjam, diskonBunga: f.diskon, diskonDisetujuiOleh: f.diskon > 0 ? renewal.diskonDisetujuiOleh! : null,
      // What the settlement closes: the interest less the discount and the principal paid back. With an increase the
      // interest is withheld from what is paid out, so bayar_tunai/transfer here are only what the customer brought.
      pokokDibayar: f.pokokDibayar, totalBayar: f.bungaBersih + f.pokokDibayar,
      bayarTunai: paidIn ? renewal.bayarTunai : 0, bayarTransfer: paidIn ? renewal.bayarTransfer : 0,
      noRekeningTransfer: paidIn && renewal.bayarTransfer > 0 ? renewal.noRekeningTransfer! : null,
      idempotencyKey: keyOf(idempotencyKey, n), jurnalId: jurnalIds[n], createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
    };
  });
  try {
    await tx.insert(hutangPelunasan).values(settlements);
  } catch (error) {
    // Only past the row lock (a loan written by hand): the database's one live settlement per loan.
    if (isUniqueViolation(error)) throw withNomor('conflict', 'hutangSudahDilunasi', settlements[0].noFakturHutang);
    throw error;
  }
  await tx.update(hutang).set({ status: 'PERPANJANG', tglLunas: now, updatedBy: createdBy, updatedAt: now })
    .where(inArray(hutang.noFakturHutang, [...loans.keys()]));

  const lines = await tx.select().from(hutangDetail).where(inArray(hutangDetail.noFakturHutang, [...loans.keys()])).orderBy(asc(hutangDetail.urutan));
  const today = jakartaDay(now);
  await tx.insert(hutang).values(renewals.map((renewal, n) => {
    const loan = loans.get(renewal.noFakturHutang)!;
    const f = figures[n];
    const paidOut = f.diterimaNasabah > 0;
    const tglJatuhTempo = addDays(today, renewal.lamaHari);
    const totalTaksiran = lines.filter((line) => line.noFakturHutang === loan.noFakturHutang)
      .reduce((sum, line) => sum + (taksiranOf(line, renewal.hargaEmas) ?? 0), 0);
    return {
      noFakturHutang: numbers[n].baru, kodeToko, kodeCustomer: loan.kodeCustomer, namaCustomer: loan.namaCustomer, alamatCustomer: loan.alamatCustomer,
      noHpCustomer: loan.noHpCustomer, noKtp: loan.noKtp, kodeSales: loan.kodeSales, tglHutang: now, jumlahHutang: renewal.jumlahHutang,
      bunga: f.bunga, bungaRp: f.bungaRp, totalTaksiran, totalBerat: loan.totalBerat, plafond: renewal.plafond,
      plafondDisetujuiOleh: f.tambahPinjaman > 0 && renewal.plafond !== null && renewal.jumlahHutang > renewal.plafond ? renewal.plafondDisetujuiOleh! : null,
      biayaAdmin: 0, lamaHari: renewal.lamaHari, tglJatuhTempo, masaTenggangHari: renewal.masaTenggangHari, tglLelang: addDays(tglJatuhTempo, renewal.masaTenggangHari),
      // A renewal pays out only the increase less the interest withheld.
      bayarTunai: paidOut ? renewal.bayarTunai : 0, bayarTransfer: paidOut ? renewal.bayarTransfer : 0,
      noRekeningTransfer: paidOut && renewal.bayarTransfer > 0 ? renewal.noRekeningTransfer! : null,
      hutangAsal: loan.noFakturHutang, idempotencyKey: keyOf(idempotencyKey, n), jurnalId: jurnalIds[n],
      createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
    };
  }));
  const copies = renewals.flatMap((renewal, n) => lines.filter((line) => line.noFakturHutang === renewal.noFakturHutang).map((line) => ({
    noFakturHutang: numbers[n].baru, urutan: line.urutan, kodeBarcode: line.kodeBarcode, kodeGroup: line.kodeGroup, kodeDept: line.kodeDept,
    namaBarang: line.namaBarang, beratKotor: line.beratKotor, berat: line.berat, kadar: line.kadar, kodeKondisi: line.kodeKondisi,
    hargaEmas: line.kodeDept && renewal.hargaEmas?.[line.kodeDept] ? renewal.hargaEmas[line.kodeDept] : line.hargaEmas,
    taksiran: taksiranOf(line, renewal.hargaEmas), photoPath: line.photoPath,
  })));
  if (copies.length > 0) await tx.insert(hutangDetail).values(copies);

  const result: RenewedLoan[] = [];
  for (const n of numbers) result.push((await readRenewal(tx, kodeToko, n.pelunasan))!);
  return { renewals: result, replayed: false };
}

/** A line's appraisal at today's price of its jenis when given, else the one it was lent with. */
function taksiranOf(line: typeof hutangDetail.$inferSelect, hargaEmas?: Record<string, number>): number | null {
  const price = line.kodeDept ? hargaEmas?.[line.kodeDept] : undefined;
  return price ? appraisal(line.berat, price) : line.taksiran;
}

/**
 * One renewal of the shop by its settlement number (LH-…) or by a loan's number (the renewal that made that loan, else
 * the one that renewed it): the old loan's
 * interest and discount, the money between the shop and the customer and how, and the new loan's terms. Null when
 * there is none. The renewal slip prints from it; the screen's history reads it.
 */
export async function readRenewal(db: Db, kodeToko: string, nomor: string): Promise<RenewedLoan | null> {
  const key = nomor.trim().toUpperCase();
  const [byLoan] = await db.select({ asal: hutang.hutangAsal }).from(hutang).where(and(eq(hutang.noFakturHutang, key), eq(hutang.kodeToko, kodeToko)));
  const [row] = await db.select().from(hutangPelunasan).where(and(
    eq(hutangPelunasan.kodeToko, kodeToko), eq(hutangPelunasan.jenis, 'PERPANJANG'),
    byLoan ? eq(hutangPelunasan.noFakturHutang, byLoan.asal ?? key) : eq(hutangPelunasan.noPelunasan, key),
  )).orderBy(asc(hutangPelunasan.id));
  if (!row) return null;
  const [old] = await db.select().from(hutang).where(eq(hutang.noFakturHutang, row.noFakturHutang));
  const [next] = await db.select().from(hutang).where(eq(hutang.hutangAsal, row.noFakturHutang));
  if (!old || !next) return null;
  const money = renewalMoney(old.jumlahHutang, row.bungaPinjam, row.diskonBunga, next.jumlahHutang);
  const paidOut = money.diterimaNasabah > 0;
  return {
    noPelunasan: row.noPelunasan, noFakturHutang: row.noFakturHutang, noFakturHutangBaru: next.noFakturHutang, tanggal: row.tanggal,
    jumlahHutangLama: old.jumlahHutang, lamaHari: row.lamaHari, bungaRp: row.bungaRp, bungaPinjam: row.bungaPinjam, diskonBunga: row.diskonBunga,
    pokokDibayar: money.pokokDibayar, tambahPinjaman: money.tambahPinjaman, dibayarNasabah: money.dibayarNasabah, diterimaNasabah: money.diterimaNasabah,
    bayarTunai: paidOut ? next.bayarTunai : row.bayarTunai, bayarTransfer: paidOut ? next.bayarTransfer : row.bayarTransfer,
    noRekeningTransfer: paidOut ? next.noRekeningTransfer : row.noRekeningTransfer,
    jumlahHutang: next.jumlahHutang, bunga: next.bunga, bungaRpBaru: next.bungaRp, lamaHariBaru: next.lamaHari, tglJatuhTempo: next.tglJatuhTempo,
    masaTenggangHari: next.masaTenggangHari, tglLelang: next.tglLelang, jurnalId: row.jurnalId,
  };
}
