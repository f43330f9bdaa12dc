// No 'server-only' marker: the kernel runs outside Next too (scripts, the demo).
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, FORFEITED_DEPOSIT_ACCOUNT, GOODS_DEPOSIT_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { RESERVATION_SHELF } from '@/lib/ledger/stock/states';
import { claimDocumentKey, postStockEntries } from '@/features/stock/kernel';
import { titipUang } from '../schema';
import { aboutDeposit, isAmount, lockDeposit, type DepositRow } from './shared';

export type CancelDepositInput = {
  kodeToko: string;
  createdBy: string;
  idempotencyKey: string;
  noTitip: string;
  /** What goes back to the customer in cash; the rest of the deposit is forfeited (4-9100). */
  refundRp: number;
  alasan: string;
  /** The supervisor whose grant (BATAL_TITIP) named this deposit and this refund. */
  disetujuiOleh: string;
  at?: Date;
};
export type CancelledDeposit = { deposit: DepositRow; replayed: boolean };

/**
 * A deposit cancelled, inside the caller's transaction: its row locked first and AKTIF (a sale or a second cancel
 * racing it waits and is refused). The item goes back to the tray it was taken from (RESERVATION_RELEASED: RESERVED
 * on the shelf → READY in its original tray), under the XTU number. ONE balanced journal entry (trx BATAL_TITIP):
 * D 2-1500 the whole deposit; K the shop's cash = the refund (paid out in cash; postJournal refuses a till below zero),
 * K 4-9100 Pendapatan Uang Muka Hangus = what the customer gave up. The deposit BATAL with the reason, the refund and
 * the forfeit, who cancelled and who approved.
 */
export async function cancelDeposit(tx: Tx, input: CancelDepositInput): Promise<CancelledDeposit> {
  const { kodeToko, createdBy, idempotencyKey, at } = input;
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) {
    const [row] = await tx.select().from(titipUang).where(eq(titipUang.stokBatalId, done.id));
    if (row) return { deposit: row, replayed: true };
  }
  const deposit = await lockDeposit(tx, kodeToko, input.noTitip);
  if (deposit.status !== 'AKTIF') throw aboutDeposit('conflict', 'titipanTidakAktif', deposit.noTitip);
  const alasan = input.alasan.trim();
  if (!alasan) throw ValidationError('titipanAlasanRequired');
  if (!input.disetujuiOleh) throw ValidationError('titipanOtorisasiRequired');
  if (!isAmount(input.refundRp) || input.refundRp > deposit.dpRp) throw new AppError('validation', 'titipanRefundInvalid', { dp: formatRupiah(deposit.dpRp) });
  const hangusRp = deposit.dpRp - input.refundRp;

  const now = at ?? new Date();
  const noBatal = await nextDocumentNumber(tx, kodeToko, 'BATAL_TITIP', now);
  const stock = await postStockEntries(tx, {
    document: { kodeToko, jenis: 'BATAL_TITIP', nomor: noBatal }, idempotencyKey, createdBy, at: now,
    entries: [{
      kind: 'RESERVATION_RELEASED', kodeBarcode: deposit.kodeBarcode!,
      expected: { status: 'RESERVED', kodeGudang: RESERVATION_SHELF, kodeBaki: deposit.noTitip },
      to: { kodeGudang: deposit.asalGudang!, kodeBaki: deposit.asalBaki! },
    }],
  });
  const lines: JournalLine[] = [
    { nomorAkun: GOODS_DEPOSIT_ACCOUNT, debit: deposit.dpRp, kredit: 0 },
    { nomorAkun: cashAccountOf(kodeToko), debit: 0, kredit: input.refundRp },
    { nomorAkun: FORFEITED_DEPOSIT_ACCOUNT, debit: 0, kredit: hangusRp },
  ].filter((line) => line.debit + line.kredit > 0);
  const journal = await postJournal(tx, {
    kodeToko, trx: TRX.BATAL_TITIP, keterangan: `Batal titip ${deposit.noTitip} (${noBatal})`, lines, idempotencyKey, createdBy, tanggal: now,
  });
  const [cancelled] = await tx.update(titipUang).set({
    status: 'BATAL', tglBatal: now, noBatal, refundRp: input.refundRp, hangusRp, alasanBatal: alasan, batalBy: createdBy,
    disetujuiOleh: input.disetujuiOleh, jurnalBatalId: journal.jurnal.id, stokBatalId: stock.dokumen.id, updatedBy: createdBy, updatedAt: now,
  }).where(eq(titipUang.noTitip, deposit.noTitip)).returning();
  return { deposit: cancelled, replayed: false };
}
