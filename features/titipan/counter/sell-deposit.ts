// No 'server-only' marker: the kernel runs outside Next too (scripts, the demo).
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { GOODS_DEPOSIT_ACCOUNT } from '@/lib/ledger/accounts';
import { heldSaleLines, postSales } from '@/features/penjualan/kernel';
import { claimDocumentKey } from '@/features/stock/kernel';
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
 * refused (`titipanTidakAktif`). The customer pays exactly the remainder. It is a sale posted by the counter's sale
 * kernel (postSales) at the price the deposit agreed, with its `penjualan` row and JL number; the deposit is its
 * `uangMuka`. ONE journal entry (trx PENJUALAN): D 2-1500 the deposit, D cash / the rekening's account the remainder,
 * K 4-1000 sales = the item's price, K 2-1100 PPN output = the snapshot's PPN; ONE stock document (PENJUALAN): the item
 * SOLD from RESERVED on the deposit's shelf. The deposit TERJUAL with the sale.
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
  if (input.sisaTransfer > 0) await transferAccount(tx, kodeToko, input.noRekeningSisa);

  const now = at ?? new Date();
  const lines = await heldSaleLines(tx, deposit.noTitip, [{ kodeBarcode: deposit.kodeBarcode!, hargaJual: deposit.hargaJual, hargaPerGram: 0, ongkos: deposit.ongkos, hargaTetap: true }],
    { pembulatan: 0, pembulatanKebawah: false });
  const [sale] = await postSales(tx, [{
    kodeToko, kodeSales: deposit.kodeSales!, namaCustomer: deposit.namaCustomer, alamatCustomer: deposit.alamatCustomer, noHpCustomer: deposit.noHpCustomer,
    lines, ppnPersen: deposit.ppnPersen, uangDiterima: input.sisaTunai, bayarTransfer: input.sisaTransfer, noRekeningTransfer: input.sisaTransfer > 0 ? input.noRekeningSisa : null,
    uangMuka: deposit.dpRp > 0 ? { nomorAkun: GOODS_DEPOSIT_ACCOUNT, jumlah: deposit.dpRp } : undefined, noReferensi: deposit.noTitip,
    idempotencyKey, createdBy, at: now,
  }]);
  // The sale's PPN is worked out again from the price: a deposit whose snapshot said otherwise is not the sale it agreed.
  if (sale.totalHarga !== deposit.hargaTotal) throw ValidationError('titipanJumlahInvalid');
  const [sold] = await tx.update(titipUang).set({
    status: 'TERJUAL', noFakturJual: sale.nomor, tglJual: now, sisaTunai: input.sisaTunai, sisaTransfer: input.sisaTransfer,
    noRekeningSisa: input.sisaTransfer > 0 ? input.noRekeningSisa! : null, jurnalJualId: sale.jurnalId, stokJualId: sale.stokDokumenId,
    updatedBy: createdBy, updatedAt: now,
  }).where(eq(titipUang.noTitip, deposit.noTitip)).returning();
  return { deposit: sold, replayed: false };
}
