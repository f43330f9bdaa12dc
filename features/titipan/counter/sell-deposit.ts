// No 'server-only' marker: the kernel runs outside Next too (scripts, the demo).
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, GOODS_DEPOSIT_ACCOUNT, PPN_OUTPUT_ACCOUNT, SALES_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { RESERVATION_SHELF } from '@/lib/ledger/stock/states';
import { claimDocumentKey, postStockEntries } from '@/features/stock/kernel';
import { remainderOf } from '../remainder';
import { titipUang } from '../schema';
import { aboutDeposit, isAmount, lockDeposit, transferAccount, type DepositRow } from './shared';

export type SellDepositInput = {
  kodeToko: string;
  createdBy: string;
  idempotencyKey: string;
  noTitip: string;
  /** The remainder (harga_total − dp_rp), in cash, by transfer, or both: exactly the remainder. */
  sisaTunai: number;
  sisaTransfer: number;
  noRekeningSisa?: string | null;
  at?: Date;
};
export type SoldDeposit = { deposit: DepositRow; replayed: boolean };


/**
 * The held item sold to the customer it was held for, inside the caller's transaction. The deposit's row is locked
 * first (`for update`) and must be the shop's and AKTIF: a second cashier selling or cancelling it waits and is then
 * refused (`titipanTidakAktif`). The customer pays exactly the remainder. The sale takes the shop's next JL number
 * (PENJUALAN sequence) after the checks; ONE gram-ledger document (SOLD from RESERVED on the shelf, the deposit's
 * tray: `expected.status = 'RESERVED'`), ONE balanced journal entry (trx TITIP_UANG): D 2-1500 the deposit, D cash /
 * the rekening's account the remainder, K 4-1000 sales = the item's price, K 2-1100 PPN output = the snapshot's PPN
 * (the counter's saleJournalLines, with the deposit as one more way of paying). The deposit TERJUAL with the sale.
 */
export async function sellDeposit(tx: Tx, input: SellDepositInput): Promise<SoldDeposit> {
  const { kodeToko, createdBy, idempotencyKey, at } = input;
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) {
    const [row] = await tx.select().from(titipUang).where(eq(titipUang.stokJualId, done.id));
    if (row) return { deposit: row, replayed: true };
  }
  const deposit = await lockDeposit(tx, kodeToko, input.noTitip);
  if (deposit.status !== 'AKTIF') throw aboutDeposit('conflict', 'titipanTidakAktif', deposit.noTitip);
  if (!isAmount(input.sisaTunai) || !isAmount(input.sisaTransfer)) throw ValidationError('titipanJumlahInvalid');
  const sisa = remainderOf(deposit);
  if (input.sisaTunai + input.sisaTransfer !== sisa) throw new AppError('validation', 'titipanSisaHarusPas', { sisa: formatRupiah(sisa) });
  const akunTransfer = input.sisaTransfer > 0 ? await transferAccount(tx, kodeToko, input.noRekeningSisa) : null;

  const now = at ?? new Date();
  const noFakturJual = await nextDocumentNumber(tx, kodeToko, 'PENJUALAN', now);
  const stock = await postStockEntries(tx, {
    document: { kodeToko, jenis: 'TITIP_UANG_JUAL', nomor: noFakturJual }, idempotencyKey, createdBy, at: now,
    entries: [{ kind: 'SOLD', kodeBarcode: deposit.kodeBarcode!, expected: { status: 'RESERVED', kodeGudang: RESERVATION_SHELF, kodeBaki: deposit.noTitip } }],
  });
  const lines: JournalLine[] = [
    { nomorAkun: GOODS_DEPOSIT_ACCOUNT, debit: deposit.dpRp, kredit: 0 },
    { nomorAkun: cashAccountOf(kodeToko), debit: input.sisaTunai, kredit: 0 },
    { nomorAkun: akunTransfer ?? '', debit: input.sisaTransfer, kredit: 0 },
    { nomorAkun: SALES_ACCOUNT, debit: 0, kredit: deposit.hargaJual },
    { nomorAkun: PPN_OUTPUT_ACCOUNT, debit: 0, kredit: deposit.ppn },
  ].filter((line) => line.debit + line.kredit > 0);
  const journal = await postJournal(tx, {
    kodeToko, trx: TRX.TITIP_UANG, keterangan: `Jual titipan ${deposit.noTitip} (${noFakturJual})`, lines, idempotencyKey, createdBy, tanggal: now,
  });
  const [sold] = await tx.update(titipUang).set({
    status: 'TERJUAL', noFakturJual, tglJual: now, sisaTunai: input.sisaTunai, sisaTransfer: input.sisaTransfer,
    noRekeningSisa: input.sisaTransfer > 0 ? input.noRekeningSisa! : null, jurnalJualId: journal.jurnal.id, stokJualId: stock.dokumen.id,
    updatedBy: createdBy, updatedAt: now,
  }).where(eq(titipUang.noTitip, deposit.noTitip)).returning();
  return { deposit: sold, replayed: false };
}
