import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';

/**
 * The money ledger's invariants, checked in the database: every entry balances (and has two lines at least), every
 * account's balance (the sum of its rows) is the sum of its lines, each shop's row the sum of that shop's lines, and no
 * idempotency key was posted twice. All empty when the ledger holds.
 */
export async function journalInvariants(db: Db) {
  const unbalanced = (await db.execute(sql`
    select j.id from jurnal j left join jurnal_detail d on d.jurnal_id = j.id
     group by j.id having count(d.id) < 2 or sum(d.debit) <> sum(d.kredit)`)).rows;
  const drift = (await db.execute(sql`
    select a.nomor_akun from akun a
      left join (select nomor_akun, sum(debit - kredit) as total from jurnal_detail group by 1) l using (nomor_akun)
      left join (select nomor_akun, sum(saldo) as saldo from saldo_akun group by 1) s using (nomor_akun)
     where coalesce(l.total, 0) <> coalesce(s.saldo, 0)`)).rows;
  // Each balance row is its shop's: the lines of that shop's entries.
  const shopDrift = (await db.execute(sql`
    select coalesce(s.nomor_akun, l.nomor_akun) as nomor_akun, coalesce(s.kode_toko, l.kode_toko) as kode_toko from saldo_akun s
      full join (select d.nomor_akun, j.kode_toko, sum(d.debit - d.kredit) as total from jurnal_detail d join jurnal j on j.id = d.jurnal_id group by 1, 2) l
        using (nomor_akun, kode_toko)
     where coalesce(l.total, 0) <> coalesce(s.saldo, 0)`)).rows;
  const duplicateKeys = (await db.execute(sql`
    select idempotency_key from jurnal where idempotency_key is not null group by 1 having count(*) > 1`)).rows;
  return { unbalanced, drift, shopDrift, duplicateKeys };
}

export const JOURNAL_CLEAN = { unbalanced: [], drift: [], shopDrift: [], duplicateKeys: [] };

/**
 * The gram ledger's invariants: balances per shop and jenis equal the entries, every item is where its last entry
 * left it, and each item's history is one chain (exactly one entry without a successor). All empty when it holds.
 */
export async function stockInvariants(db: Db) {
  const balance = (await db.execute(sql`select * from stock_balance_mismatches()`)).rows;
  const items = (await db.execute(sql`select * from stock_item_mismatches()`)).rows;
  const heads = (await db.execute(sql`
    select kode_barcode from mutasi_stok m where not exists (select 1 from mutasi_stok n where n.sebelumnya_id = m.id)
     group by kode_barcode having count(*) <> 1`)).rows;
  return { balance, items, heads };
}

export const STOCK_CLEAN = { balance: [], items: [], heads: [] };

/**
 * Every sale whole or not there at all: each `penjualan` has its lines, its journal entry (trx PENJUALAN, debits =
 * the sale's total) and its stock document with one SOLD entry per line on exactly those items; and no PENJUALAN
 * journal entry or stock document exists without its sale. Each list names what is wrong; all empty when whole.
 */
export async function saleCompleteness(db: Db) {
  const halfSales = (await db.execute(sql`
    select p.no_faktur_jual from penjualan p
      left join jurnal j on j.id = p.jurnal_id and j.trx = 'PENJUALAN'
      left join stok_dokumen s on s.id = p.stok_dokumen_id and s.jenis_dokumen = 'PENJUALAN'
     where j.id is null or s.id is null
        or (select count(*) from penjualan_detail d where d.no_faktur_jual = p.no_faktur_jual) = 0
        or (select coalesce(sum(debit), 0) from jurnal_detail jd where jd.jurnal_id = j.id) <> p.total_harga
        or exists (select kode_barcode from penjualan_detail d where d.no_faktur_jual = p.no_faktur_jual
                    except select kode_barcode from mutasi_stok m where m.dokumen_id = s.id and m.jenis_mutasi = 'SOLD')
        or exists (select kode_barcode from mutasi_stok m where m.dokumen_id = s.id
                    except select kode_barcode from penjualan_detail d where d.no_faktur_jual = p.no_faktur_jual)`)).rows;
  const orphanJournals = (await db.execute(sql`
    select j.id from jurnal j where j.trx = 'PENJUALAN' and not exists (select 1 from penjualan p where p.jurnal_id = j.id)`)).rows;
  const orphanDocuments = (await db.execute(sql`
    select s.id from stok_dokumen s where s.jenis_dokumen = 'PENJUALAN' and not exists (select 1 from penjualan p where p.stok_dokumen_id = s.id)`)).rows;
  return { halfSales, orphanJournals, orphanDocuments };
}

export const SALES_WHOLE = { halfSales: [], orphanJournals: [], orphanDocuments: [] };
