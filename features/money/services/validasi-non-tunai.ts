import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { readRupiah, todayInJakarta } from '@/lib/format';
import { TRX } from '@/lib/ledger/accounts';
import { parseInput } from '@/lib/validation/parse-input';
import { approvesOwnActions } from '@/features/otorisasi';
import { buybackNonCashPayments } from '@/features/pembelian';
import { saleNonCashPayments } from '@/features/penjualan';
import { SQL_JAKARTA } from '@/lib/time/sql';

export const NON_CASH_PATH = '/validasi-non-cash';
export const NON_CASH_SOURCES = ['PENJUALAN_TRANSFER', 'PENJUALAN_KARTU', 'PEMBELIAN_TRANSFER', 'UANG_BANK'] as const;
export type NonCashSource = (typeof NON_CASH_SOURCES)[number];

export type NonCashRow = {
  sumber: NonCashSource; dokumen: string; jam: string; arah: 'MASUK' | 'KELUAR'; jumlah: number; noRekening: string; namaRekening: string;
  keterangan: string; cocokOleh: string | null; cocokAt: string | null;
};

const daySchema = z.object({ tanggal: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal('')).default('') });
export const matchNonCashSchema = z.object({
  items: z.array(z.object({ sumber: z.enum(NON_CASH_SOURCES), dokumen: z.string().trim().min(1).max(40) })).min(1, 'nonTunaiPilihDulu').max(500),
});

/**
 * Every non-cash payment of a shop: a sale's transfer and card parts (money in), a buyback's transfer (money out), and
 * each line of the Uang Bank book on one of the shop's accounts, in or out. Cancelled sales and buybacks are left out
 * (their money went back). `day` narrows it to a Jakarta day.
 */
function payments(kodeToko: string, day: string | null) {
  const onDay = (column: SQL) => (day === null ? sql`true` : sql`(${column} at time zone ${SQL_JAKARTA})::date = ${day}::date`);
  return sql`
    ${saleNonCashPayments(kodeToko, onDay)}
    union all
    ${buybackNonCashPayments(kodeToko, onDay)}
    union all
    select 'UANG_BANK', j.no_jurnal, j.tanggal, case when d.debit > 0 then 'MASUK' else 'KELUAR' end, greatest(d.debit, d.kredit), r.no_rekening, j.keterangan
      from jurnal j join jurnal_detail d on d.jurnal_id = j.id join rekening r on r.nomor_akun = d.nomor_akun and r.kode_toko = ${kodeToko}
     where j.kode_toko = ${kodeToko} and j.trx = ${TRX.UANG_BANK} and ${onDay(sql`j.tanggal`)}`;
}

/**
 * Validasi Non Tunai: the shop's transfer and card payments of a Jakarta day (today unless given), oldest first, each
 * with its amount, account, document and whether it was matched with the bank (who, when). Anyone the screen lets in
 * may look; `canMatch` says whether the user may mark them (a supervisor of the shop, the owner).
 */
export async function findNonCash({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof daySchema>; tx?: Tx }) {
  requireAccess(ctx, NON_CASH_PATH);
  const tanggal = parseInput(daySchema, input).tanggal || todayInJakarta();
  const result = await readDb(tx).execute(sql`
    select x.sumber, x.dokumen, to_char(x.tanggal at time zone ${SQL_JAKARTA}, 'HH24:MI') as jam, x.arah, x.jumlah::text as jumlah,
           coalesce(x.no_rekening, '') as no_rekening, coalesce(r.nama_rekening, '') as nama_rekening, coalesce(x.keterangan, '') as keterangan,
           v.cocok_oleh, to_char(v.cocok_at at time zone ${SQL_JAKARTA}, 'DD-MM-YYYY HH24:MI') as cocok_at
      from (${payments(ctx.shop.kodeToko, tanggal)}) x
      left join rekening r on r.no_rekening = x.no_rekening
      left join validasi_non_tunai v on v.sumber = x.sumber and v.dokumen = x.dokumen
     order by x.tanggal, x.dokumen, x.sumber`);
  const rows = (result.rows as Record<string, string | null>[]).map((row): NonCashRow => ({
    sumber: row.sumber as NonCashSource, dokumen: row.dokumen!, jam: row.jam!, arah: row.arah as 'MASUK' | 'KELUAR', jumlah: readRupiah(row.jumlah!),
    noRekening: row.no_rekening!, namaRekening: row.nama_rekening!, keterangan: row.keterangan!, cocokOleh: row.cocok_oleh, cocokAt: row.cocok_at,
  }));
  return { tanggal, rows, canMatch: approvesOwnActions(ctx) };
}

/**
 * Marks the chosen payments of the shop matched with the bank: who, when, and the amount and account as the server
 * reads them (never the browser's). Only a supervisor of the shop or the owner; a payment of another shop, a cancelled
 * document or an unknown one is not marked; one matched already keeps its first mark. Answers how many were marked now.
 */
export async function matchNonCash({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof matchNonCashSchema>; tx?: Tx }) {
  requireAccess(ctx, NON_CASH_PATH);
  if (!approvesOwnActions(ctx)) throw new AppError('forbidden', 'nonTunaiCocokDitolak');
  const form = parseInput(matchNonCashSchema, input);
  const chosen = form.items.map((item) => `${item.sumber}:${item.dokumen.toUpperCase()}`);
  return withTransaction(tx, async (db) => {
    const result = await db.execute(sql`
      insert into validasi_non_tunai (sumber, dokumen, kode_toko, no_rekening, jumlah, cocok_oleh)
      select x.sumber, x.dokumen, ${ctx.shop.kodeToko}, x.no_rekening, x.jumlah, ${ctx.user.userId}
        from (${payments(ctx.shop.kodeToko, null)}) x
       where x.sumber || ':' || upper(x.dokumen) in (${sql.join(chosen.map((one) => sql`${one}`), sql`, `)})
      on conflict (sumber, dokumen) do nothing`);
    return { dicocokkan: result.rowCount ?? 0 };
  });
}
