// No 'server-only' marker: the kernels run outside Next too (tests, the demo generator).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { rekening } from '@/lib/db/schema/money-ledger';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf } from '@/lib/ledger/accounts';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import type { JournalLine } from '@/lib/ledger/post-journal';
import { pesanan } from '../schema';

export type Order = typeof pesanan.$inferSelect;
/** Money the customer hands over: cash, a transfer into one of the shop's rekening, or both. */
export type Payment = { bayarTunai: number; bayarTransfer: number; noRekeningTransfer?: string | null };

export const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT;
export const orderError = (kind: AppError['kind'], key: 'pesananTidakDitemukan' | 'pesananSudahSelesai' | 'pesananBelumTiba' | 'pesananSudahTiba', nomor: string) =>
  new AppError(kind, key, { nomor });
export const overRemainder = (sisa: number) => new AppError('validation', 'pesananBayarMelebihiSisa', { total: formatRupiah(sisa) });

/** Checks a payment's amounts; answers its total. */
export function checkPayment(payment: Payment): number {
  if (!isAmount(payment.bayarTunai) || !isAmount(payment.bayarTransfer)) throw ValidationError('pesananBayarInvalid');
  if (payment.bayarTransfer > 0 && !payment.noRekeningTransfer) throw ValidationError('pesananRekeningInvalid');
  return payment.bayarTunai + payment.bayarTransfer;
}

/** The debit lines of money coming in: the shop's cash and the transfer rekening's account (zero lines left out). */
export async function moneyInLines(tx: Tx, kodeToko: string, payment: Payment): Promise<JournalLine[]> {
  const lines: JournalLine[] = [];
  if (payment.bayarTunai > 0) lines.push({ nomorAkun: cashAccountOf(kodeToko), debit: payment.bayarTunai, kredit: 0 });
  if (payment.bayarTransfer > 0) {
    // Another shop's rekening is not this shop's to take money into: refused like an unknown one.
    const [row] = await tx.select({ akun: rekening.nomorAkun }).from(rekening)
      .where(and(eq(rekening.noRekening, payment.noRekeningTransfer ?? ''), eq(rekening.kodeToko, kodeToko)));
    if (!row) throw ValidationError('pesananRekeningInvalid');
    lines.push({ nomorAkun: row.akun, debit: payment.bayarTransfer, kredit: 0 });
  }
  return lines;
}

/** The shop's order, locked for the rest of the transaction (`for update`): another shop's is not found. */
export async function lockOrder(tx: Tx, kodeToko: string, noPesanan: string): Promise<Order> {
  const nomor = noPesanan.trim().toUpperCase();
  const [order] = await tx.select().from(pesanan).where(eq(pesanan.noPesanan, nomor)).for('update');
  if (!order || order.kodeToko !== kodeToko) throw orderError('not-found', 'pesananTidakDitemukan', nomor);
  return order;
}
