import 'server-only';
import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { akun, jurnal, jurnalDetail, kodeTransaksi, rekening, saldoAkun } from '@/lib/db/schema';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { ValidationError } from '@/lib/errors/app-error';
import { todayInJakarta } from '@/lib/format';
import { cashAccountOf, TRX } from '@/lib/ledger/accounts';
import { postJournal } from '@/lib/ledger/post-journal';
import { jakartaDayRange } from '@/lib/reports/day-range';
import { parseInput } from '@/lib/validation/parse-input';
import { cashBookSchema } from '../schemas';

export type CashBookKind = 'KAS' | 'BANK';
/** The screen of each book: its gate is the service's. */
export const CASH_BOOK_PATHS: Record<CashBookKind, string> = { KAS: '/uang-kas', BANK: '/uang-bank' };
const TRX_OF = { KAS: TRX.UANG_KAS, BANK: TRX.UANG_BANK } as const;

export type CashBookEntry = {
  id: number; noJurnal: string; tanggal: string; arah: 'MASUK' | 'KELUAR'; kategori: string; namaKategori: string;
  keterangan: string; akun: string; jumlah: number; createdBy: string;
};

/**
 * The posting kernel of Uang Kas / Uang Bank, without a session (the demo generator calls it too): one journal entry
 * of trx UANG_KAS / UANG_BANK. Money in: D cash/bank, K the category's account; money out: D the category's account,
 * K cash/bank. The document number (KS-… / BK-…) heads the entry's description. The key is taken under an advisory
 * lock first, so a replay answers the first entry and takes no second number. Cash never below zero (postJournal).
 */
export async function postCashBookEntry(db: Tx, input: {
  kodeToko: string; kind: CashBookKind; arah: 'MASUK' | 'KELUAR'; kategori: string; rekening?: string; jumlah: number; keterangan: string;
  idempotencyKey: string; createdBy: string; tanggal?: Date;
}) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${input.idempotencyKey}, 25))`);
  const [earlier] = await db.select().from(jurnal).where(eq(jurnal.idempotencyKey, input.idempotencyKey));
  if (earlier) return { jurnal: earlier, replayed: true };
  const [category] = await db.select().from(kodeTransaksi).where(eq(kodeTransaksi.kodeTransaksi, input.kategori));
  if (!category) throw ValidationError('kategoriRequired');
  if (!category.nomorAkun) throw ValidationError('kasKategoriTanpaAkun');
  let book: string;
  if (input.kind === 'KAS') book = cashAccountOf(input.kodeToko);
  else {
    if (!input.rekening) throw ValidationError('kasRekeningRequired');
    const [account] = await db.select().from(rekening).where(and(eq(rekening.noRekening, input.rekening), eq(rekening.kodeToko, input.kodeToko)));
    if (!account) throw ValidationError('kasRekeningUnknown');
    book = account.nomorAkun;
  }
  const nomor = await nextDocumentNumber(db, input.kodeToko, input.kind === 'KAS' ? 'UANG_KAS' : 'UANG_BANK', input.tanggal);
  const debit = input.arah === 'MASUK' ? book : category.nomorAkun;
  const kredit = input.arah === 'MASUK' ? category.nomorAkun : book;
  return postJournal(db, {
    kodeToko: input.kodeToko, trx: TRX_OF[input.kind], kategori: category.kodeTransaksi, createdBy: input.createdBy,
    keterangan: `${nomor} · ${input.keterangan}`, idempotencyKey: input.idempotencyKey, tanggal: input.tanggal,
    lines: [{ nomorAkun: debit, debit: input.jumlah, kredit: 0 }, { nomorAkun: kredit, debit: 0, kredit: input.jumlah }],
  });
}

/** Uang Kas / Uang Bank: the user's shop's money in or out with a category, posted once per idempotency key. */
export async function postCashBook({ ctx, input: { kind, ...form }, tx }: {
  ctx: SessionContext; input: { kind: CashBookKind } & z.input<typeof cashBookSchema>; tx?: Tx;
}) {
  requireAccess(ctx, CASH_BOOK_PATHS[kind]);
  const input = parseInput(cashBookSchema, form);
  return withTransaction(tx, (db) => postCashBookEntry(db, {
    kodeToko: ctx.shop.kodeToko, kind, arah: input.arah, kategori: input.kategori, rekening: input.rekening || undefined,
    jumlah: input.jumlah, keterangan: input.keterangan, createdBy: ctx.user.userId,
    // Keys are per user: two cashiers cannot collide, one cashier's retry posts once.
    idempotencyKey: `${ctx.user.userId}:${input.idempotencyKey}`,
  }));
}

/** The day's entries of one book of a shop (Jakarta day), newest first, each with its direction and amount. */
async function dayEntries(db: Db | Tx, kodeToko: string, kind: CashBookKind, now: Date): Promise<CashBookEntry[]> {
  const today = todayInJakarta(now);
  const { start, end } = jakartaDayRange(today, today);
  const cash = cashAccountOf(kodeToko);
  const bookLine = kind === 'KAS' ? sql`${jurnalDetail.nomorAkun} = ${cash}`
    : sql`${jurnalDetail.nomorAkun} in (select nomor_akun from rekening where kode_toko = ${kodeToko})`;
  const rows = await db
    .select({
      id: jurnal.id, noJurnal: jurnal.noJurnal, tanggal: jurnal.tanggal, kategori: jurnal.kategori, keterangan: jurnal.keterangan,
      createdBy: jurnal.createdBy, namaKategori: kodeTransaksi.namaTransaksi,
      // The book's line: cash (KAS) or the shop's bank account (BANK); its debit is money in.
      akun: sql<string>`min(${jurnalDetail.nomorAkun}) filter (where ${bookLine})`,
      masuk: sql<string>`coalesce(sum(${jurnalDetail.debit}) filter (where ${bookLine}), 0)`,
      keluar: sql<string>`coalesce(sum(${jurnalDetail.kredit}) filter (where ${bookLine}), 0)`,
    })
    .from(jurnal)
    .innerJoin(jurnalDetail, eq(jurnalDetail.jurnalId, jurnal.id))
    .leftJoin(kodeTransaksi, eq(kodeTransaksi.kodeTransaksi, jurnal.kategori))
    .where(and(eq(jurnal.kodeToko, kodeToko), eq(jurnal.trx, TRX_OF[kind]), gte(jurnal.tanggal, start), lt(jurnal.tanggal, end)))
    .groupBy(jurnal.id, kodeTransaksi.namaTransaksi)
    .orderBy(desc(jurnal.id));
  return rows.map((row) => {
    const masuk = Number(row.masuk);
    return {
      id: row.id, noJurnal: row.noJurnal, tanggal: row.tanggal.toISOString(), kategori: row.kategori ?? '', namaKategori: row.namaKategori ?? '',
      keterangan: row.keterangan, akun: row.akun ?? '', createdBy: row.createdBy,
      arah: masuk > 0 ? 'MASUK' as const : 'KELUAR' as const, jumlah: masuk > 0 ? masuk : Number(row.keluar),
    };
  });
}

/** What Uang Kas / Uang Bank shows: the book's balances, the categories with an account, the shop's bank accounts, the day's entries. */
export async function findCashBook({ ctx, input: { kind }, tx }: { ctx: SessionContext; input: { kind: CashBookKind }; tx?: Tx }) {
  requireAccess(ctx, CASH_BOOK_PATHS[kind]);
  const db = readDb(tx);
  const kodeToko = ctx.shop.kodeToko;
  const [categories, rekenings, entries] = await Promise.all([
    db.select({ kode: kodeTransaksi.kodeTransaksi, nama: kodeTransaksi.namaTransaksi, nomorAkun: kodeTransaksi.nomorAkun })
      .from(kodeTransaksi).where(isNotNull(kodeTransaksi.nomorAkun)).orderBy(asc(kodeTransaksi.kodeTransaksi)),
    db.select({ noRekening: rekening.noRekening, namaRekening: rekening.namaRekening, kodeBank: rekening.kodeBank, nomorAkun: rekening.nomorAkun, saldo: saldoAkun.saldo })
      .from(rekening).leftJoin(saldoAkun, eq(saldoAkun.nomorAkun, rekening.nomorAkun))
      .where(eq(rekening.kodeToko, kodeToko)).orderBy(asc(rekening.noRekening)),
    dayEntries(db, kodeToko, kind, new Date()),
  ]);
  const [cash] = await db.select({ saldo: saldoAkun.saldo, namaAkun: akun.namaAkun }).from(akun)
    .leftJoin(saldoAkun, eq(saldoAkun.nomorAkun, akun.nomorAkun)).where(eq(akun.nomorAkun, cashAccountOf(kodeToko)));
  return {
    cash: { nomorAkun: cashAccountOf(kodeToko), namaAkun: cash?.namaAkun ?? '', saldo: cash?.saldo ?? 0 },
    categories: categories.map((c) => ({ kode: c.kode, nama: c.nama, nomorAkun: c.nomorAkun ?? '' })),
    rekenings: rekenings.map((r) => ({ ...r, saldo: r.saldo ?? 0 })),
    entries,
  };
}
