// No 'server-only' marker: like the other counters' kernels, scripts and the demo generator may post through it.
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { mutasiStok } from '@/lib/db/schema/gram-ledger';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ConflictError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, FORFEITED_DEPOSIT_ACCOUNT, ORDER_DEPOSIT_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { lockDocumentKeys } from '@/lib/ledger/claim-keys';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { postStockEntries } from '@/features/stock/kernel';
import { preOrder, preOrderBarang } from '../schema';

export type CancelPreOrderInput = {
  kodeToko: string;
  noPo: string;
  /** Cash paid back to the customer; the rest of the advance is forfeited (4-9100). */
  uangKembali: number;
  alasan: string;
  /** Who approved (a BATAL_PESANAN grant naming the PO). */
  disetujuiOleh: string;
  idempotencyKey: string;
  createdBy: string;
  at?: Date;
};
export type CancelledPreOrder = { noPo: string; noBatal: string; dibayar: number; uangKembali: number; hangus: number; jurnalId: number; replayed: boolean };

/** What a PO holds in 2-1400: its advance (cash and transfer), until it is handed over or cancelled. */
export const advanceOf = (po: { bayarTunai: number; bayarTransfer: number }) => po.bayarTunai + po.bayarTransfer;

/**
 * Cancels an OPEN pre-order, approved by a supervisor (the service spends the grant). Its advance leaves 2-1400 as ONE
 * journal entry (trx BATAL_PESANAN, numbered XPO): D 2-1400 the advance, K cash the refund (never above the advance;
 * postJournal refuses more cash than the till holds), K 4-9100 the rest, forfeited. Its items closed off for it go
 * back from the reservation shelf to the trays they left (RESERVATION_RELEASED → READY; the tray read from the item's
 * RESERVED entry on the gram ledger), in a stock document of the same number, and stop being the PO's. A replay (same
 * key) answers the first cancellation.
 */
export async function cancelPreOrder(tx: Tx, input: CancelPreOrderInput): Promise<CancelledPreOrder> {
  const { kodeToko, createdBy, idempotencyKey } = input;
  await lockDocumentKeys(tx, [idempotencyKey]);
  const [earlier] = await tx.select().from(preOrder).where(eq(preOrder.batalIdempotencyKey, idempotencyKey));
  if (earlier) {
    if (earlier.kodeToko !== kodeToko) throw ConflictError('idempotencyKeyReused');
    return {
      noPo: earlier.noPo, noBatal: earlier.noBatal!, dibayar: advanceOf(earlier), uangKembali: earlier.refundRp, hangus: earlier.hangusRp,
      jurnalId: earlier.jurnalBatalId ?? 0, replayed: true,
    };
  }
  const noPo = input.noPo.trim().toUpperCase();
  if (!noPo) throw ValidationError('preOrderNoPoRequired');
  const [po] = await tx.select().from(preOrder).where(eq(preOrder.noPo, noPo)).for('update');
  if (!po || po.kodeToko !== kodeToko) throw NotFoundError('preOrderTidakDitemukan');
  if (po.status !== 'OPEN') throw ConflictError('preOrderSudahSelesai');
  const alasan = input.alasan.trim();
  if (!alasan) throw ValidationError('preOrderAlasanWajib');
  const dibayar = advanceOf(po);
  if (typeof input.uangKembali !== 'number' || !Number.isSafeInteger(input.uangKembali) || input.uangKembali < 0 || input.uangKembali > MAX_AMOUNT) {
    throw ValidationError('preOrderUangKembaliInvalid');
  }
  if (input.uangKembali > dibayar) throw new AppError('validation', 'preOrderRefundMelebihi', { total: formatRupiah(dibayar) });
  const hangus = dibayar - input.uangKembali;

  const items = await tx.select({ kodeBarcode: preOrderBarang.kodeBarcode }).from(preOrderBarang)
    .where(and(eq(preOrderBarang.noPo, noPo), eq(preOrderBarang.aktif, true))).orderBy(preOrderBarang.id);
  const trays: { kodeBarcode: string; kodeGudang: string; kodeBaki: string }[] = [];
  for (const item of items) {
    // The tray it left when it was closed off for this PO: its latest RESERVED entry onto the PO's shelf place.
    const [held] = await tx.select({ kodeGudang: mutasiStok.dariGudang, kodeBaki: mutasiStok.dariBaki }).from(mutasiStok)
      .where(and(eq(mutasiStok.kodeBarcode, item.kodeBarcode), eq(mutasiStok.jenisMutasi, 'RESERVED'), eq(mutasiStok.keBaki, noPo)))
      .orderBy(desc(mutasiStok.id)).limit(1);
    if (!held?.kodeGudang || !held.kodeBaki) throw new AppError('conflict', 'stokBarangTidakTersedia', { barcode: item.kodeBarcode });
    trays.push({ kodeBarcode: item.kodeBarcode, kodeGudang: held.kodeGudang, kodeBaki: held.kodeBaki });
  }

  const now = input.at ?? new Date();
  const noBatal = await nextDocumentNumber(tx, kodeToko, 'BATAL_PRE_ORDER', now);
  const stock = trays.length === 0 ? null : await postStockEntries(tx, {
    document: { kodeToko, jenis: 'BATAL_PRE_ORDER', nomor: noBatal }, idempotencyKey, createdBy, at: now,
    entries: trays.map((tray) => ({
      kind: 'RESERVATION_RELEASED' as const, kodeBarcode: tray.kodeBarcode, expected: { status: 'RESERVED' as const, kodeBaki: noPo },
      to: { kodeGudang: tray.kodeGudang, kodeBaki: tray.kodeBaki },
    })),
  });
  const lines: JournalLine[] = [
    { nomorAkun: ORDER_DEPOSIT_ACCOUNT, debit: dibayar, kredit: 0 },
    ...(input.uangKembali > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: 0, kredit: input.uangKembali }] : []),
    ...(hangus > 0 ? [{ nomorAkun: FORFEITED_DEPOSIT_ACCOUNT, debit: 0, kredit: hangus }] : []),
  ];
  const { jurnal } = await postJournal(tx, {
    kodeToko, trx: TRX.BATAL_PESANAN, keterangan: `Batal pre-order ${noPo} (${noBatal}): ${alasan}`.slice(0, 500), lines, idempotencyKey, createdBy, tanggal: now,
  });
  await tx.update(preOrder).set({
    status: 'BATAL', noBatal, tglBatal: now, batalBy: createdBy, batalDisetujuiOleh: input.disetujuiOleh, alasanBatal: alasan.slice(0, 200),
    refundRp: input.uangKembali, hangusRp: hangus, jurnalBatalId: jurnal.id, stokBatalId: stock?.dokumen.id ?? null, batalIdempotencyKey: idempotencyKey,
    updatedBy: createdBy, updatedAt: now,
  }).where(eq(preOrder.noPo, noPo));
  await tx.update(preOrderBarang).set({ aktif: false }).where(and(eq(preOrderBarang.noPo, noPo), eq(preOrderBarang.aktif, true)));
  return { noPo, noBatal, dibayar, uangKembali: input.uangKembali, hangus, jurnalId: jurnal.id, replayed: false };
}
