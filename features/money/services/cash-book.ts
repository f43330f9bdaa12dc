import 'server-only';
import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { akun, jurnal, jurnalDetail, kodeTransaksi, rekening } from '@/lib/db/schema/money-ledger';
import { balanceOf } from '@/lib/ledger/balances';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { readRupiah, todayInJakarta } from '@/lib/format';
import { cashAccountOf } from '@/lib/ledger/accounts';
import { jakartaDayRange } from '@/lib/time/jakarta';
import { parseInput } from '@/lib/validation/parse-input';
import { cashBookSchema } from '../schemas';
import { CASH_BOOK_TRX as TRX_OF, postCashBookEntry, type CashBookKind } from '@/lib/ledger/cash-book';

export type { CashBookKind } from '@/lib/ledger/cash-book';

/** The screen of each book: its gate is the service's. */
export const CASH_BOOK_PATHS: Record<CashBookKind, string> = { KAS: '/uang-kas', BANK: '/uang-bank' };

export type CashBookEntry = {
  id: number; noJurnal: string; tanggal: string; arah: 'MASUK' | 'KELUAR'; kategori: string; namaKategori: string;
  keterangan: string; akun: string; jumlah: number; createdBy: string;
};

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
    const masuk = readRupiah(row.masuk);
    return {
      id: row.id, noJurnal: row.noJurnal, tanggal: row.tanggal.toISOString(), kategori: row.kategori ?? '', namaKategori: row.namaKategori ?? '',
      keterangan: row.keterangan, akun: row.akun ?? '', createdBy: row.createdBy,
      arah: masuk > 0 ? 'MASUK' as const : 'KELUAR' as const, jumlah: masuk > 0 ? masuk : readRupiah(row.keluar),
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
    db.select({ noRekening: rekening.noRekening, namaRekening: rekening.namaRekening, kodeBank: rekening.kodeBank, nomorAkun: rekening.nomorAkun, saldo: balanceOf(rekening.nomorAkun) })
      .from(rekening)
      .where(eq(rekening.kodeToko, kodeToko)).orderBy(asc(rekening.noRekening)),
    dayEntries(db, kodeToko, kind, new Date()),
  ]);
  const [cash] = await db.select({ saldo: balanceOf(akun.nomorAkun), namaAkun: akun.namaAkun }).from(akun)
    .where(eq(akun.nomorAkun, cashAccountOf(kodeToko)));
  return {
    cash: { nomorAkun: cashAccountOf(kodeToko), namaAkun: cash?.namaAkun ?? '', saldo: cash ? readRupiah(cash.saldo) : 0 },
    categories: categories.map((c) => ({ kode: c.kode, nama: c.nama, nomorAkun: c.nomorAkun ?? '' })),
    rekenings: rekenings.map((r) => ({ ...r, saldo: readRupiah(r.saldo) })),
    entries,
  };
}
