import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { rekening } from '@/lib/db/schema/money-ledger';
import { sales } from '@/lib/db/schema/shop';
import { readDb } from '@/lib/db/transaction';
import { todayInJakarta } from '@/lib/time/jakarta';
import { kondisiPinjaman } from '../schema';
import { readLoanParameters } from './loan-terms';

/** What Transaksi Hutang offers: groups, jenis, conditions, the shop's appraisers and rekening, and the loan parameters. */
export async function readLendingOptions({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-hutang');
  const db = readDb(tx);
  const kodeToko = ctx.shop.kodeToko;
  const groups = await db.select({ kode: groupBarang.kodeGroup, nama: groupBarang.namaGroup }).from(groupBarang).orderBy(asc(groupBarang.kodeGroup));
  const depts = await db.select({ kode: jenis.kodeDept, nama: jenis.namaDept }).from(jenis).orderBy(asc(jenis.kodeDept));
  const kondisi = await db.select({ kode: kondisiPinjaman.kodeKondisi, nama: kondisiPinjaman.namaKondisi }).from(kondisiPinjaman).orderBy(asc(kondisiPinjaman.kodeKondisi));
  const appraisers = await db.select({ kode: sales.kodeSales, nama: sales.namaSales }).from(sales).where(eq(sales.kodeToko, kodeToko)).orderBy(asc(sales.kodeSales));
  const rekenings = await db.select({ kode: rekening.noRekening, nama: rekening.namaRekening, bank: rekening.kodeBank }).from(rekening)
    .where(eq(rekening.kodeToko, kodeToko)).orderBy(asc(rekening.noRekening));
  const parameters = await readLoanParameters(ctx, db);
  return { groups, jenis: depts, kondisi, sales: appraisers, rekenings, parameters, today: todayInJakarta() };
}
export type LendingOptions = Awaited<ReturnType<typeof readLendingOptions>>;
