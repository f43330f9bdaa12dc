import 'server-only';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { akun, bank, jurnal, jurnalDetail, kodeTransaksi, rekening, saldoAkun } from '@/lib/db/schema';
import { cashAccountOf, TRX } from '@/lib/ledger/accounts';
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

/** The shop's cash and bank balances, and its latest transfers of one kind with their lines. */
export async function findMoneyOverview({ ctx, input: { kind }, tx }: { ctx: SessionContext; input: { kind: MutasiKind }; tx?: Tx }) {
  requireAccess(ctx, MUTASI_PATHS[kind]);
  const db = readDb(tx);
  const trx = kind === 'BANK' ? TRX.MUTASI_UANG_BANK : TRX.MUTASI_UANG_CASH;
  const cash = cashAccountOf(ctx.shop.kodeToko);
  const balances = await db
    .select({ nomorAkun: akun.nomorAkun, namaAkun: akun.namaAkun, saldo: saldoAkun.saldo })
    .from(akun)
    .leftJoin(saldoAkun, eq(saldoAkun.nomorAkun, akun.nomorAkun))
    .leftJoin(rekening, eq(rekening.nomorAkun, akun.nomorAkun))
    .where(or(eq(akun.nomorAkun, cash), eq(rekening.kodeToko, ctx.shop.kodeToko)))
    .orderBy(asc(akun.nomorAkun));
  const entries = await db
    .select()
    .from(jurnal)
    .where(and(eq(jurnal.kodeToko, ctx.shop.kodeToko), eq(jurnal.trx, trx)))
    .orderBy(desc(jurnal.id))
    .limit(50);
  const lines = entries.length
    ? await db.select().from(jurnalDetail).where(inArray(jurnalDetail.jurnalId, entries.map((entry) => entry.id))).orderBy(asc(jurnalDetail.id))
    : [];
  return {
    balances: balances.map((row) => ({ ...row, saldo: row.saldo ?? 0 })),
    history: entries.map((entry) => {
      const own = lines.filter((line) => line.jurnalId === entry.id);
      return {
        noJurnal: entry.noJurnal, tanggal: entry.tanggal.toISOString(), kategori: entry.kategori ?? '', keterangan: entry.keterangan,
        createdBy: entry.createdBy, jumlah: own.reduce((sum, line) => sum + line.debit, 0),
        debit: own.filter((line) => line.debit > 0).map((line) => line.nomorAkun), kredit: own.filter((line) => line.kredit > 0).map((line) => line.nomorAkun),
      };
    }),
  };
}

/** The branch's cash balance, shown on Kirim Uang Pusat. */
export async function getCashBalance({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<number> {
  requireAccess(ctx, '/kirim-uang-pusat');
  const [cash] = await readDb(tx).select({ saldo: saldoAkun.saldo }).from(saldoAkun).where(eq(saldoAkun.nomorAkun, cashAccountOf(ctx.shop.kodeToko)));
  return cash?.saldo ?? 0;
}
