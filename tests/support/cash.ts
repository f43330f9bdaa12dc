import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { CAPITAL_ACCOUNT, cashAccountOf } from '../../lib/ledger/accounts';
import { postJournal } from '../../lib/ledger/post-journal';

/**
 * Brings a shop's cash to `amount` by a deposit into (or a withdrawal from) its first bank account, so a test can
 * count from a round figure: the demo's 90 days of sales leave each shop's cash at its opening Rp 50.000.000 plus
 * the cash its sales brought in.
 */
export async function bringCashTo(db: Database, kodeToko: string, amount: number): Promise<void> {
  const cash = cashAccountOf(kodeToko);
  const [{ saldo }] = (await db.execute(sql`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = ${cash}), 0)::text as saldo`)).rows as { saldo: string }[];
  const excess = Number(saldo) - amount;
  if (excess === 0) return;
  const [bank] = (await db.execute(sql`select nomor_akun from rekening where kode_toko = ${kodeToko} order by no_rekening limit 1`)).rows as { nomor_akun: string }[];
  await db.transaction((tx) => postJournal(tx, {
    kodeToko, trx: 'MUTASI_UANG_CASH', keterangan: 'Setoran kas ke bank (uji)', createdBy: 'tester', idempotencyKey: `test:kas-ke-${amount}:${kodeToko}`,
    lines: excess > 0
      ? [{ nomorAkun: bank.nomor_akun, debit: excess, kredit: 0 }, { nomorAkun: cash, debit: 0, kredit: excess }]
      : [{ nomorAkun: cash, debit: -excess, kredit: 0 }, { nomorAkun: bank.nomor_akun, debit: 0, kredit: -excess }],
  }));
}

/** Brings a bank account's balance to `amount` against the owner's capital (3-1000), so a test counts from a round figure. */
export async function bringBankTo(db: Database, kodeToko: string, nomorAkun: string, amount: number): Promise<void> {
  const [{ saldo }] = (await db.execute(sql`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = ${nomorAkun}), 0)::text as saldo`)).rows as { saldo: string }[];
  const excess = Number(saldo) - amount;
  if (excess === 0) return;
  await db.transaction((tx) => postJournal(tx, {
    kodeToko, trx: 'SALDO_AWAL', keterangan: 'Saldo rekening (uji)', createdBy: 'tester', idempotencyKey: `test:bank-${nomorAkun}-${amount}`,
    lines: excess > 0
      ? [{ nomorAkun: CAPITAL_ACCOUNT, debit: excess, kredit: 0 }, { nomorAkun, debit: 0, kredit: excess }]
      : [{ nomorAkun, debit: -excess, kredit: 0 }, { nomorAkun: CAPITAL_ACCOUNT, debit: 0, kredit: -excess }],
  }));
}
