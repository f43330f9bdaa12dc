// No 'server-only' marker: the demo generator lends through it too.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { rekening } from '@/lib/db/schema/money-ledger';
import { sumWeights, toMilligrams } from '@/lib/format/grams';
import { ValidationError } from '@/lib/errors/app-error';
import { cashAccountOf, LOAN_ADMIN_FEE_ACCOUNT, LOANS_RECEIVABLE_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { CUSTODY_VAULT } from '@/lib/ledger/stock/states';
import { addDays, appraisal, interestPerDay } from '@/lib/pricing/loan';
import { percentHundredths } from '@/lib/pricing/sale-price';
import { jakartaDay } from '@/lib/time/jakarta';
import { claimDocumentKey, postStockEntries, type StockEntryInput } from '@/features/stock/kernel';
import { hutang, hutangDetail } from '../schema';

/** One pledged item as appraised at the counter. */
export type LoanItem = {
  kodeGroup: string;
  kodeDept: string;
  namaBarang: string;
  /** Gross weight (with stones); the gold weight when not given. */
  beratKotor?: string | null;
  /** Gold weight, grams as exact text. */
  berat: string;
  /** Percent, more than 0 and at most 100 (§5: "grade not above 100 for loans"). */
  kadar: string;
  kodeKondisi: string;
  /** The gold price per gram of its jenis the appraisal uses. */
  hargaEmas: number;
  photoPath?: string | null;
};

export type Loan = {
  noFakturHutang: string;
  /** When it happened, when the batch's own times differ (the demo); the batch's `at` (else now) otherwise. */
  tanggal?: Date;
  /** Who appraised the items. */
  kodeSales: string;
  namaCustomer: string;
  alamatCustomer: string;
  noHpCustomer: string;
  noKtp: string;
  jumlahHutang: number;
  /** Percent per month. */
  bunga: string;
  /** The plafond in force (null: PLAFOND_HUTANG_MODULE off); above it the loan needs `plafondDisetujuiOleh`. */
  plafond: number | null;
  plafondDisetujuiOleh?: string | null;
  biayaAdmin: number;
  lamaHari: number;
  masaTenggangHari: number;
  /** Paid out: cash plus transfer equal the principal less the admin fee. */
  bayarTunai: number;
  bayarTransfer: number;
  noRekeningTransfer?: string | null;
  /** The document's own key (the screen's form key); none for a batch of the demo. */
  idempotencyKey?: string | null;
  items: LoanItem[];
};

export type PostLoansInput = {
  kodeToko: string;
  createdBy: string;
  /** Claimed first: a replay answers the first post and writes nothing. */
  idempotencyKey: string;
  loans: Loan[];
  /** When they happened; now unless given (the demo back-dates). */
  at?: Date;
};

export type PostedLoans = { nomor: string[]; jurnalId: number; stokDokumenId: number; replayed: boolean };

/** A pledged item's custody barcode: the loan's number and the line's place in it (`HT-CAB01-261126-0001-1`). */
export const pledgedBarcodeOf = (noFakturHutang: string, urutan: number) => `${noFakturHutang}-${urutan}`;

const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const KADAR = /^\d{1,3}(\.\d{1,2})?$/;
const isPositiveWeight = (grams: unknown): grams is string => typeof grams === 'string' && WEIGHT.test(grams) && toMilligrams(grams) > 0n;
const isAmount = (value: unknown, min: number) => typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= MAX_AMOUNT;
const isDays = (value: unknown, min: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 3650;

/** What nothing may pass (§5 and the columns' checks), worded for the cashier; the figures it derives. */
function check(loan: Loan) {
  if (loan.items.length === 0) throw ValidationError('hutangBarangRequired');
  if (!loan.namaCustomer.trim() || !loan.alamatCustomer.trim() || !loan.noHpCustomer.trim() || !loan.noKtp.trim()) throw ValidationError('hutangCustomerRequired');
  const taksiran = loan.items.map((item) => {
    if (!isPositiveWeight(item.berat)) throw ValidationError('hutangBeratInvalid');
    if (item.beratKotor != null && (!isPositiveWeight(item.beratKotor) || toMilligrams(item.beratKotor) < toMilligrams(item.berat))) throw ValidationError('hutangBeratKotorInvalid');
    if (!KADAR.test(item.kadar) || percentHundredths(item.kadar) <= 0n || percentHundredths(item.kadar) > 10_000n) throw ValidationError('hutangKadarInvalid');
    if (!isAmount(item.hargaEmas, 1)) throw ValidationError('hutangHargaEmasInvalid');
    return appraisal(item.berat, item.hargaEmas);
  });
  if (!isAmount(loan.jumlahHutang, 1)) throw ValidationError('hutangJumlahInvalid');
  if (!KADAR.test(loan.bunga) || percentHundredths(loan.bunga) <= 0n || percentHundredths(loan.bunga) > 10_000n) throw ValidationError('hutangBungaRequired');
  if (loan.plafond !== null && loan.jumlahHutang > loan.plafond && !loan.plafondDisetujuiOleh) throw ValidationError('hutangMelebihiPlafond');
  if (!isAmount(loan.biayaAdmin, 0) || loan.biayaAdmin >= loan.jumlahHutang) throw ValidationError('hutangBiayaAdminInvalid');
  if (!isDays(loan.lamaHari, 1) || !isDays(loan.masaTenggangHari, 0)) throw ValidationError('hutangLamaInvalid');
  if (!isAmount(loan.bayarTunai, 0) || !isAmount(loan.bayarTransfer, 0) || loan.bayarTunai + loan.bayarTransfer !== loan.jumlahHutang - loan.biayaAdmin) {
    throw ValidationError('hutangBayarInvalid');
  }
  if (loan.bayarTransfer > 0 && !loan.noRekeningTransfer) throw ValidationError('hutangRekeningInvalid');
  return { taksiran, totalTaksiran: taksiran.reduce((sum, value) => sum + value, 0), bungaRp: interestPerDay(loan.jumlahHutang, loan.bunga) };
}

/**
 * Lends, for loans of one shop, inside the caller's transaction: their headers (`hutang`) and pledged items
 * (`hutang_detail`), ONE balanced journal entry for them all (D loans receivable 1-1400 = the principals; K the shop's
 * cash = the cash paid out, K each transfer rekening's account = what left it, K admin fee income 4-2100 = the fees;
 * postJournal refuses cash below zero) and ONE custody document HUTANG (each item PLEDGED into the vault, its packet
 * the loan's number, barcode `pledgedBarcodeOf`). The appraisal, the interest per day and the due and auction dates
 * are computed here from lib/pricing/loan, never taken from the caller. The screen lends one loan a call; the demo a
 * shop's day a call. The key is claimed first: a replay answers the first post.
 */
export async function postLoans(tx: Tx, input: PostLoansInput): Promise<PostedLoans> {
  const { kodeToko, createdBy, idempotencyKey, loans, at } = input;
  if (loans.length === 0) throw ValidationError('hutangBarangRequired');
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) {
    const rows = await tx.select({ no: hutang.noFakturHutang, jurnalId: hutang.jurnalId }).from(hutang)
      .where(eq(hutang.stokDokumenId, done.id)).orderBy(hutang.noFakturHutang);
    return { nomor: rows.map((row) => row.no), jurnalId: rows[0]?.jurnalId ?? 0, stokDokumenId: done.id, replayed: true };
  }
  const figures = loans.map(check);

  // Transfer accounts: the shop's own rekening only.
  const rekenings = [...new Set(loans.filter((loan) => loan.bayarTransfer > 0).map((loan) => loan.noRekeningTransfer!))];
  const accountOf = new Map<string, string>();
  if (rekenings.length > 0) {
    const rows = await tx.select({ no: rekening.noRekening, akun: rekening.nomorAkun }).from(rekening)
      .where(and(inArray(rekening.noRekening, rekenings), eq(rekening.kodeToko, kodeToko)));
    for (const row of rows) accountOf.set(row.no, row.akun);
    if (accountOf.size !== rekenings.length) throw ValidationError('hutangRekeningInvalid');
  }

  const principal = loans.reduce((sum, loan) => sum + loan.jumlahHutang, 0);
  const fees = loans.reduce((sum, loan) => sum + loan.biayaAdmin, 0);
  const cash = loans.reduce((sum, loan) => sum + loan.bayarTunai, 0);
  const perAccount = new Map<string, number>();
  for (const loan of loans) if (loan.bayarTransfer > 0) {
    const account = accountOf.get(loan.noRekeningTransfer!)!;
    perAccount.set(account, (perAccount.get(account) ?? 0) + loan.bayarTransfer);
  }
  const lines: JournalLine[] = [
    { nomorAkun: LOANS_RECEIVABLE_ACCOUNT, debit: principal, kredit: 0 },
    ...(cash > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: 0, kredit: cash }] : []),
    ...[...perAccount].map(([nomorAkun, kredit]) => ({ nomorAkun, debit: 0, kredit })),
    ...(fees > 0 ? [{ nomorAkun: LOAN_ADMIN_FEE_ACCOUNT, debit: 0, kredit: fees }] : []),
  ];
  const first = loans[0].noFakturHutang;
  const { jurnal } = await postJournal(tx, {
    kodeToko, trx: TRX.HUTANG, createdBy, idempotencyKey, tanggal: at, lines,
    keterangan: loans.length === 1 ? `Gadai ${first}` : `Gadai ${first} … ${loans.at(-1)!.noFakturHutang} (${loans.length})`,
  });

  const entries: StockEntryInput[] = loans.flatMap((loan) => loan.items.map((item, i): StockEntryInput => ({
    kind: 'PLEDGED',
    item: {
      kodeBarcode: pledgedBarcodeOf(loan.noFakturHutang, i + 1), kodeToko, kodeGroup: item.kodeGroup, kodeDept: item.kodeDept, kodeIntern: 'GADAI',
      namaBarang: item.namaBarang, berat: item.berat, beratKotor: item.beratKotor ?? item.berat, kadar: item.kadar, hargaJual: 0,
      photoPath: item.photoPath ?? null, kodeGudang: CUSTODY_VAULT, kodeBaki: loan.noFakturHutang,
    },
  })));
  const posted = await postStockEntries(tx, { document: { kodeToko, jenis: 'HUTANG', nomor: first }, entries, idempotencyKey, createdBy, at });

  const now = at ?? new Date();
  await tx.insert(hutang).values(loans.map((loan, n) => {
    const tanggal = loan.tanggal ?? now;
    const tglJatuhTempo = addDays(jakartaDay(tanggal), loan.lamaHari);
    return {
      noFakturHutang: loan.noFakturHutang, kodeToko, kodeSales: loan.kodeSales, tglHutang: tanggal,
      namaCustomer: loan.namaCustomer.trim(), alamatCustomer: loan.alamatCustomer.trim(), noHpCustomer: loan.noHpCustomer.trim(), noKtp: loan.noKtp.trim(),
      jumlahHutang: loan.jumlahHutang, bunga: loan.bunga, bungaRp: figures[n].bungaRp, totalTaksiran: figures[n].totalTaksiran,
      totalBerat: pledgedGrams(loan),
      plafond: loan.plafond, plafondDisetujuiOleh: loan.plafond !== null && loan.jumlahHutang > loan.plafond ? loan.plafondDisetujuiOleh! : null,
      biayaAdmin: loan.biayaAdmin, lamaHari: loan.lamaHari, tglJatuhTempo, masaTenggangHari: loan.masaTenggangHari,
      tglLelang: addDays(tglJatuhTempo, loan.masaTenggangHari),
      bayarTunai: loan.bayarTunai, bayarTransfer: loan.bayarTransfer, noRekeningTransfer: loan.bayarTransfer > 0 ? loan.noRekeningTransfer! : null,
      idempotencyKey: loan.idempotencyKey ?? null, jurnalId: jurnal.id, stokDokumenId: posted.dokumen.id,
      createdBy, updatedBy: createdBy, createdAt: tanggal, updatedAt: tanggal,
    };
  }));
  await tx.insert(hutangDetail).values(loans.flatMap((loan, n) => loan.items.map((item, i) => ({
    noFakturHutang: loan.noFakturHutang, urutan: i + 1, kodeBarcode: pledgedBarcodeOf(loan.noFakturHutang, i + 1),
    kodeGroup: item.kodeGroup, kodeDept: item.kodeDept, namaBarang: item.namaBarang, beratKotor: item.beratKotor ?? item.berat, berat: item.berat,
    kadar: item.kadar, kodeKondisi: item.kodeKondisi, hargaEmas: item.hargaEmas, taksiran: figures[n].taksiran[i], photoPath: item.photoPath ?? null,
  }))));
  return { nomor: loans.map((loan) => loan.noFakturHutang), jurnalId: jurnal.id, stokDokumenId: posted.dokumen.id, replayed: false };
}

/** The grams a loan pledges (its items' gold weight). */
export const pledgedGrams = (loan: Pick<Loan, 'items'>) => sumWeights(loan.items.map((item) => item.berat));
