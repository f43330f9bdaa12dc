import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';

/** The ledger's invariants, checked in the database: every entry balances, every balance is the sum of its lines. */
export async function journalInvariants(db: Db) {
  const unbalanced = (await db.execute(sql`
    select j.id from jurnal j left join jurnal_detail d on d.jurnal_id = j.id
     group by j.id having count(d.id) < 2 or sum(d.debit) <> sum(d.kredit)`)).rows;
  const drift = (await db.execute(sql`
    select a.nomor_akun from akun a
      left join (select nomor_akun, sum(debit - kredit) as total from jurnal_detail group by 1) l using (nomor_akun)
      left join saldo_akun s using (nomor_akun)
     where coalesce(l.total, 0) <> coalesce(s.saldo, 0)`)).rows;
  const duplicateKeys = (await db.execute(sql`
    select idempotency_key from jurnal where idempotency_key is not null group by 1 having count(*) > 1`)).rows;
  return { unbalanced, drift, duplicateKeys };
}
export const CLEAN_JOURNAL = { unbalanced: [], drift: [], duplicateKeys: [] };

/** The gram ledger's: balances, entries and items agree, and each item is in one place. */
export async function stockInvariants(db: Db) {
  const balance = (await db.execute(sql`select * from stock_balance_mismatches()`)).rows;
  const items = (await db.execute(sql`select * from stock_item_mismatches()`)).rows;
  // One history per item: no two entries continue the same one, and each item has one first entry (unique indexes),
  // so its last entry is the one without a successor; there is exactly one such entry per item.
  const heads = (await db.execute(sql`
    select kode_barcode from mutasi_stok m where not exists (select 1 from mutasi_stok n where n.sebelumnya_id = m.id)
     group by kode_barcode having count(*) <> 1`)).rows;
  return { balance, items, heads };
}
export const CLEAN_STOCK = { balance: [], items: [], heads: [] };
