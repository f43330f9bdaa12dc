import 'server-only';
import { and, asc, desc, eq, getTableName, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { akun, bank, jurnal, jurnalDetail, kodeTransaksi, rekening } from '@/lib/db/schema/money-ledger';
import { balanceOf, readBalances } from '@/lib/ledger/balances';
import { cashAccountOf, TRX } from '@/lib/ledger/accounts';
import { readRupiah } from '@/lib/format';
import { findPage, type ListSource, type SearchAs } from '@/lib/paging/find-page';
import type { PageInput } from '@/lib/paging/page-params';
import { MUTASI_PATHS, type MutasiKind } from './post-mutasi';

/** The shop's bank accounts under one bank, for the account dropdown that opens once a bank is chosen. */
export async function findRekenings({ ctx, input: { kind, kodeBank }, tx }: { ctx: SessionContext; input: { kind: MutasiKind; kodeBank: string }; tx?: Tx }) {
  requireAccess(ctx, MUTASI_PATHS[kind]);
  return readDb(tx)
    .select({ noRekening: rekening.noRekening, namaRekening: rekening.namaRekening })
    .from(rekening)
    .where(and(eq(rekening.kodeBank, kodeBank), eq(rekening.kodeToko, ctx.shop.kodeToko)))
    .orderBy(asc(rekening.noRekening));
}

/** The banks and transaction categories a transfer form offers. */
export async function findTransferOptions({ ctx, input: { kind }, tx }: { ctx: SessionContext; input: { kind: MutasiKind }; tx?: Tx }) {
  requireAccess(ctx, MUTASI_PATHS[kind]);
  const db = readDb(tx);
  const [banks, categories] = await Promise.all([
    db.select({ kodeBank: bank.kodeBank, namaBank: bank.namaBank }).from(bank).orderBy(asc(bank.kodeBank)),
    db.select({ kode: kodeTransaksi.kodeTransaksi, nama: kodeTransaksi.namaTransaksi }).from(kodeTransaksi).orderBy(asc(kodeTransaksi.kodeTransaksi)),
  ]);
  return { banks, categories };
}

/** The columns the transfer history sorts by (the URL's `sort`). */
export { MUTASI_SORTS } from '../mutasi-sorts';

/**
 * A transfer as its history shows it: the category's code with its name (Master Kode Transaksi), and each account of a
 * side as "1-1200-01014678 · Bank BRI 01014678", number and name (an accountant reads the number, a cashier the name).
 */
export type MutasiRow = {
  noJurnal: string; tanggal: string; kategori: string; namaKategori: string; keterangan: string; createdBy: string; jumlah: number; debit: string[]; kredit: string[];
};

/**
 * A column named with its table, as a correlated subquery needs: drizzle writes a lone table's columns unqualified in
 * the select list, where `id` would be the line's own id.
 */
const qualified = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
const lines = sql`${jurnalDetail} where ${qualified(jurnalDetail.jurnalId)} = ${qualified(jurnal.id)}`;

/** The accounts of an entry's lines on one side, in line order, each as its number and name. */
const accountsOn = (side: AnyPgColumn) =>
  sql<string[]>`array(select ${qualified(jurnalDetail.nomorAkun)} || ' · ' || ${qualified(akun.namaAkun)}
    from ${jurnalDetail} join ${akun} on ${qualified(akun.nomorAkun)} = ${qualified(jurnalDetail.nomorAkun)}
    where ${qualified(jurnalDetail.jurnalId)} = ${qualified(jurnal.id)} and ${qualified(side)} > 0 order by ${qualified(jurnalDetail.id)})`;

const HISTORY_SEARCHABLE: Record<string, SearchAs> = {
  noJurnal: 'text', kategori: 'text', keterangan: 'text', createdBy: 'text', jumlah: 'text', debit: 'list', kredit: 'list',
};

/** A search for a category by its code or its name: the matching codes of the small master first, then the entries'. */
async function searchKategori(db: Pick<Db, 'select'>, pattern: string) {
  const found = await db.select({ kode: kodeTransaksi.kodeTransaksi }).from(kodeTransaksi)
    .where(or(ilike(kodeTransaksi.kodeTransaksi, pattern), ilike(kodeTransaksi.namaTransaksi, pattern)));
  return found.length ? inArray(jurnal.kategori, found.map(({ kode }) => kode)) : undefined;
}

/** The shop's transfers of one kind (one journal each), newest first; an entry's amount and accounts read from its lines. */
function historySource(ctx: SessionContext, kind: MutasiKind): ListSource {
  return {
    from: (db, fields) => db.select(fields).from(jurnal).$dynamic(),
    table: jurnal,
    where: and(eq(jurnal.kodeToko, ctx.shop.kodeToko), eq(jurnal.trx, kind === 'BANK' ? TRX.MUTASI_UANG_BANK : TRX.MUTASI_UANG_CASH)),
    columns: {
      noJurnal: jurnal.noJurnal, tanggal: jurnal.tanggal, kategori: jurnal.kategori,
      namaKategori: sql<string | null>`(select ${qualified(kodeTransaksi.namaTransaksi)} from ${kodeTransaksi} where ${qualified(kodeTransaksi.kodeTransaksi)} = ${qualified(jurnal.kategori)})`.as('nama_kategori'),
      keterangan: jurnal.keterangan, createdBy: jurnal.createdBy,
      jumlah: sql`(select coalesce(sum(${qualified(jurnalDetail.debit)}), 0) from ${lines})`.mapWith(readRupiah).as('jumlah'),
      debit: accountsOn(jurnalDetail.debit).as('debit'),
      kredit: accountsOn(jurnalDetail.kredit).as('kredit'),
    },
    searchVia: { kategori: searchKategori },
    orderBy: [desc(jurnal.id)],
    unique: [jurnal.id],
  };
}

type StoredMutasi = Omit<MutasiRow, 'tanggal' | 'kategori' | 'namaKategori'> & { tanggal: Date; kategori: string | null; namaKategori: string | null };

/** The shop's cash and bank balances, and a page of its transfers of one kind with their accounts, paged in SQL. */
export async function findMoneyOverview({ ctx, input: { kind, ...page }, tx }: { ctx: SessionContext; input: PageInput & { kind: MutasiKind }; tx?: Tx }) {
  requireAccess(ctx, MUTASI_PATHS[kind]);
  const db = readDb(tx);
  const cash = cashAccountOf(ctx.shop.kodeToko);
  const [balances, history] = await Promise.all([
    db.select({ nomorAkun: akun.nomorAkun, namaAkun: akun.namaAkun, saldo: balanceOf(akun.nomorAkun) })
      .from(akun)
      .leftJoin(rekening, eq(rekening.nomorAkun, akun.nomorAkun))
      .where(or(eq(akun.nomorAkun, cash), eq(rekening.kodeToko, ctx.shop.kodeToko)))
      .orderBy(asc(akun.nomorAkun)),
    findPage<StoredMutasi>(db, historySource(ctx, kind), page, HISTORY_SEARCHABLE),
  ]);
  return {
    balances: balances.map((row) => ({ ...row, saldo: readRupiah(row.saldo) })),
    history: {
      data: history.data.map((row): MutasiRow => ({ ...row, tanggal: row.tanggal.toISOString(), kategori: row.kategori ?? '', namaKategori: row.namaKategori ?? '' })),
      meta: history.meta,
    },
  };
}

/** The branch's cash balance, shown on Kirim Uang Pusat. */
export async function getCashBalance({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<number> {
  requireAccess(ctx, '/kirim-uang-pusat');
  const cash = cashAccountOf(ctx.shop.kodeToko);
  return (await readBalances(readDb(tx), [cash])).get(cash)!;
}
