// No 'server-only' marker: the kernel runs outside Next too (scripts, the demo).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { rekening } from '@/lib/db/schema/money-ledger';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { titipUang } from '../schema';

export type DepositRow = typeof titipUang.$inferSelect;

export const isAmount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT;

/** A refusal naming the deposit. */
export const aboutDeposit = (kind: AppError['kind'], key: 'titipanTidakDitemukan' | 'titipanTidakAktif', nomor: string) => new AppError(kind, key, { nomor });

/** The shop's rekening's ledger account for a transfer; another shop's or an unknown one is refused. */
export async function transferAccount(tx: Tx, kodeToko: string, noRekening: string | null | undefined): Promise<string> {
  if (!noRekening) throw ValidationError('titipanRekeningInvalid');
  const [row] = await tx.select({ akun: rekening.nomorAkun }).from(rekening).where(and(eq(rekening.noRekening, noRekening), eq(rekening.kodeToko, kodeToko)));
  if (!row) throw ValidationError('titipanRekeningInvalid');
  return row.akun;
}

/**
 * A counter deposit of the shop, locked (`for update`): every sale and cancellation of one deposit takes this row
 * first, so two cashiers acting on it run one after the other and the second finds it no longer AKTIF. Another
 * shop's deposit, or a history row without a held item, is not found.
 */
export async function lockDeposit(tx: Tx, kodeToko: string, noTitip: string): Promise<DepositRow> {
  const nomor = noTitip.trim().toUpperCase();
  const [row] = await tx.select().from(titipUang).where(eq(titipUang.noTitip, nomor)).for('update');
  if (!row || row.kodeToko !== kodeToko || !row.kodeBarcode) throw aboutDeposit('not-found', 'titipanTidakDitemukan', nomor);
  return row;
}
