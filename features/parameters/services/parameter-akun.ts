import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { akun, paraAkunTransaksi } from '@/lib/db/schema/money-ledger';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { isShopCashRole } from '@/lib/ledger/accounts';
import { spaced } from '@/lib/format';
import { NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { findPage, type ListSource } from '@/lib/paging/find-page';
import type { PageInput, Paged } from '@/lib/paging/page-params';
import { journalAccountsSchema } from '../schemas';

/** A line's role, debit or kredit, its fixed account (null: the transaction's), and whether its account may be chosen. */
export type JournalParameter = {
  trx: string; type: string; detail_akun: { kode_akun: string; jenis_akun: string; nomor_akun: string | null; editable: boolean }[];
};


const PATH = '/parameter-akun';

export { JOURNAL_SORTS } from '../journal-sorts';

/** A journal's name and type as the screen shows them: underscores as spaces, so a search matches what is read. */
const shown = (column: AnyPgColumn) => sql<string>`replace(${column}, '_', ' ')`;

/** The journals (trx, type) that have parameters, one row each, in name order. */
function journalsSource(): ListSource {
  const journals = new QueryBuilder().selectDistinct({ trx: paraAkunTransaksi.trx, type: paraAkunTransaksi.type }).from(paraAkunTransaksi).as('journals');
  return {
    from: (db, fields) => db.select(fields).from(journals).$dynamic(),
    columns: { trx: journals.trx, type: journals.type, namaJurnal: shown(journals.trx).as('nama_jurnal'), jenis: shown(journals.type).as('jenis') },
    orderBy: [asc(journals.trx), asc(journals.type)],
    unique: [journals.trx, journals.type],
  };
}

/** A page of the journals that have parameters, searched and sorted in SQL. */
export async function findJournals({ ctx, input, tx }: { ctx: SessionContext; input: PageInput; tx?: Tx }): Promise<Paged<{ trx: string; type: string }>> {
  requireAccess(ctx, PATH);
  const { data, meta } = await findPage<{ trx: string; type: string }>(readDb(tx), journalsSource(), input, { namaJurnal: 'text', jenis: 'text' });
  return { data: data.map(({ trx, type }) => ({ trx, type })), meta };
}

export async function getJournal({ ctx, input: { trx, type }, tx }: { ctx: SessionContext; input: { trx: string; type: string }; tx?: Tx }): Promise<JournalParameter | null> {
  requireAccess(ctx, PATH);
  const rows = await readDb(tx).select().from(paraAkunTransaksi).where(and(eq(paraAkunTransaksi.trx, trx), eq(paraAkunTransaksi.type, type)))
    .orderBy(asc(paraAkunTransaksi.jenisAkun), asc(paraAkunTransaksi.kodeAkun));
  if (!rows.length) return null;
  return {
    trx, type,
    detail_akun: rows.map((row) => ({ kode_akun: row.kodeAkun, jenis_akun: row.jenisAkun, nomor_akun: row.nomorAkun, editable: !isShopCashRole(row.kodeAkun) })),
  };
}

/**
 * Account choices: the accounts of the whole chain (no shop), since a journal's parameters serve every shop. A shop's
 * own accounts (its cash, its bank accounts) are never fixed here: they come from the transaction of the shop posting.
 */
export async function listAkunChoices({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<{ nomor_akun: string; nama_akun: string }[]> {
  requireAccess(ctx, PATH);
  return readDb(tx).select({ nomor_akun: akun.nomorAkun, nama_akun: akun.namaAkun }).from(akun).where(isNull(akun.kodeToko)).orderBy(asc(akun.nomorAkun));
}

/**
 * Saves the accounts of a journal's lines in one transaction. Only the account number changes: the lines of a
 * journal and whether each is debit or kredit are fixed by the transaction kind, so the entries stay balanced.
 * A role meaning "this shop's cash" stays with the transaction, and a fixed account is one of the whole chain: one
 * shop's account named here would make every other shop post to it (head office pointing Mutasi Uang Cash at a
 * branch's cash).
 */
export async function updateJournalAccounts({ ctx, input, tx }: { ctx: SessionContext; input: { trx: string; type: string; detail: unknown }; tx?: Tx }): Promise<void> {
  requireAccess(ctx, PATH);
  // The lines' shape is one message for the screen, whichever part is wrong.
  const parsed = journalAccountsSchema.safeParse(input);
  if (!parsed.success) throw ValidationError('parameterAkunLines');
  const { trx, type, detail } = parsed.data;
  await withTransaction(tx, async (tx) => {
    const current = await tx.select().from(paraAkunTransaksi).where(and(eq(paraAkunTransaksi.trx, trx), eq(paraAkunTransaksi.type, type))).for('update');
    if (!current.length) throw NotFoundError();
    const roles = new Set(current.map((row) => row.kodeAkun));
    if (detail.length !== roles.size || detail.some((line) => !roles.has(line.kode_akun)) || new Set(detail.map((l) => l.kode_akun)).size !== detail.length) {
      throw ValidationError('parameterAkunLines');
    }
    const cashRole = detail.find((line) => line.nomor_akun && isShopCashRole(line.kode_akun));
    if (cashRole) throw ValidationError('akunKasTokoDariTransaksi', { role: spaced(cashRole.kode_akun) });
    const chosen = [...new Set(detail.map((line) => line.nomor_akun).filter((nomor): nomor is string => !!nomor))];
    const known = chosen.length ? await tx.select({ nomor: akun.nomorAkun, kodeToko: akun.kodeToko }).from(akun).where(inArray(akun.nomorAkun, chosen)) : [];
    if (known.length !== chosen.length) throw ValidationError('akunUnknown');
    const ofShop = known.find((account) => account.kodeToko !== null);
    if (ofShop) throw ValidationError('akunMilikToko', { nomor: ofShop.nomor, toko: ofShop.kodeToko! });
    for (const line of detail) {
      await tx.update(paraAkunTransaksi)
        .set({ nomorAkun: line.nomor_akun || null, updatedBy: ctx.user.userId, updatedAt: new Date() })
        .where(and(eq(paraAkunTransaksi.trx, trx), eq(paraAkunTransaksi.type, type), eq(paraAkunTransaksi.kodeAkun, line.kode_akun)));
    }
  });
}
