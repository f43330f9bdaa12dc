// No 'server-only' marker: the closing's figures and the bench read balances outside a request too.
import { getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { saldoAkun } from '@/lib/db/schema/money-ledger';
import { readRupiah } from '../format';

/**
 * An account's balance in a select: the sum of its balance rows (one per shop that posted to it; a shop's cash or bank
 * account has its shop's only), 0 before anything was posted. Read it with `readRupiah`. The outer column is written
 * with its table's name, as drizzle leaves some columns bare, which inside the subquery would name its own.
 */
export const balanceOf = (nomorAkun: AnyPgColumn) =>
  sql<string>`(select coalesce(sum(s.saldo), 0) from ${saldoAkun} s where s.nomor_akun = ${sql.identifier(getTableName(nomorAkun.table))}.${sql.identifier(nomorAkun.name)})`;

/** The balances of some accounts, each the sum of its rows; an account nothing was posted to is 0. */
export async function readBalances(db: Db, accounts: string[]): Promise<Map<string, number>> {
  const balances = new Map(accounts.map((nomorAkun) => [nomorAkun, 0]));
  if (accounts.length === 0) return balances;
  const rows = await db.select({ nomorAkun: saldoAkun.nomorAkun, saldo: sql<string>`sum(${saldoAkun.saldo})` })
    .from(saldoAkun).where(inArray(saldoAkun.nomorAkun, accounts)).groupBy(saldoAkun.nomorAkun);
  for (const row of rows) balances.set(row.nomorAkun, readRupiah(row.saldo));
  return balances;
}
