import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { kodeTransaksi, rekening } from '@/lib/db/schema/money-ledger';
import { withTransaction } from '@/lib/db/transaction';
import { cashAccountOf, TRX } from '@/lib/ledger/accounts';
import { linesFromParameters } from '@/lib/ledger/parameter-lines';
import { postJournal } from '@/lib/ledger/post-journal';
import { ValidationError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { CASH, mutasiSchema } from '../schemas';

export type MutasiKind = 'BANK' | 'CASH';
/** The screen of each kind of transfer: its gate is the service's. */
export const MUTASI_PATHS: Record<MutasiKind, string> = { BANK: '/mutasi-uang-bank', CASH: '/mutasi-uang-cash' };

/** The ledger account of one side of a transfer: the shop's cash, or a bank account of the shop under that bank. */
async function sideAccount(db: Db, ctx: SessionContext, bankOrCash: string, noRekening: string | undefined): Promise<{ nomorAkun: string; label: string }> {
  if (bankOrCash === CASH) return { nomorAkun: cashAccountOf(ctx.shop.kodeToko), label: CASH };
  if (!noRekening) throw ValidationError('rekeningRequired');
  const [account] = await db
    .select()
    .from(rekening)
    .where(and(eq(rekening.noRekening, noRekening), eq(rekening.kodeBank, bankOrCash), eq(rekening.kodeToko, ctx.shop.kodeToko)));
  if (!account) throw ValidationError('rekeningUnknown');
  return { nomorAkun: account.nomorAkun, label: `${account.kodeBank} ${account.noRekening}` };
}

/**
 * Posts a bank-to-bank (BANK) or cash-to-bank / bank-to-cash (CASH) transfer as one journal entry of the user's shop.
 * The journal parameters (para_akun_transaksi) decide which role is debited and which credited; they are read in the
 * entry's transaction, so a parameter saved meanwhile applies whole or not at all. Sending the same idempotency key
 * again (a double click, a retried request) posts nothing new.
 */
export async function postMutasi({ ctx, input: { kind, ...form }, tx }: {
  ctx: SessionContext; input: { kind: MutasiKind } & z.input<typeof mutasiSchema>; tx?: Tx;
}) {
  requireAccess(ctx, MUTASI_PATHS[kind]);
  const input = parseInput(mutasiSchema, form);
  const cashSides = [input.asal, input.tujuan].filter((side) => side === CASH).length;
  if (kind === 'BANK' && cashSides > 0) throw ValidationError('bankOnly');
  if (kind === 'CASH' && cashSides !== 1) throw ValidationError('cashBankOnly');
  if (kind === 'BANK' && input.asal_rekening === input.tujuan_rekening) throw ValidationError('rekeningSama');
  return withTransaction(tx, async (db) => {
    const [category] = await db.select().from(kodeTransaksi).where(eq(kodeTransaksi.kodeTransaksi, input.kategori));
    if (!category) throw ValidationError('kategoriRequired');
    const asal = await sideAccount(db, ctx, input.asal, input.asal_rekening);
    const tujuan = await sideAccount(db, ctx, input.tujuan, input.tujuan_rekening);
    const trx = kind === 'BANK' ? TRX.MUTASI_UANG_BANK : TRX.MUTASI_UANG_CASH;
    const lines = await linesFromParameters(db, trx, { ASAL: asal.nomorAkun, TUJUAN: tujuan.nomorAkun }, input.jumlah);
    return postJournal(db, {
      kodeToko: ctx.shop.kodeToko, trx, kategori: input.kategori, createdBy: ctx.user.userId,
      keterangan: `${input.keterangan} (${asal.label} → ${tujuan.label})`,
      // Keys are per user: two cashiers cannot collide, one cashier's retry posts once.
      idempotencyKey: `${ctx.user.userId}:${input.idempotencyKey}`,
      lines,
    });
  });
}
