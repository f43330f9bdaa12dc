// No 'server-only' marker: the kernels run outside Next too (tests, the demo generator).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, FORFEITED_DEPOSIT_ACCOUNT, ORDER_DEPOSIT_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { lockDocumentKeys } from '@/lib/ledger/claim-keys';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { postStockEntries } from '@/features/stock/kernel';
import { pesanan, pesananBayar } from '../schema';
import { isAmount, lockOrder, orderError } from './shared';
import { orderLinesOf } from './take-order';

export type CancelOrderInput = {
  kodeToko: string;
  noPesanan: string;
  /** Cash paid back to the customer; the rest of what the order holds is forfeited (4-9100). */
  uangKembali: number;
  alasan: string;
  /** Who approved (BATAL_PESANAN). */
  disetujuiOleh: string;
  /** Where an arrived piece goes as the shop's stock. */
  tray?: { kodeGudang: string; kodeBaki: string } | null;
  idempotencyKey: string;
  createdBy: string;
  at?: Date;
};
export type CancelledOrder = { noPesanan: string; noBatal: string; dibayar: number; uangKembali: number; hangus: number; jurnalId: number | null; replayed: boolean };

/** What an order holds in 2-1400: its payments in less what left (the history orders before issue 28 hold none). */
export async function heldDeposit(tx: Db, noPesanan: string): Promise<number> {
  const [row] = await tx.select({
    held: sql<string>`coalesce(sum(case when ${pesananBayar.jenis} in ('DP', 'BAYAR') then ${pesananBayar.jumlah} else -${pesananBayar.jumlah} end), 0)::text`,
  }).from(pesananBayar).where(eq(pesananBayar.noPesanan, noPesanan));
  return Number(row.held);
}

/**
 * Cancels an order not picked up (OPEN or TIBA → BATAL), approved by a supervisor (the service spends the grant): what
 * it holds in 2-1400 is paid back in cash (`uangKembali`, never above it; postJournal refuses more cash than the till
 * holds) and the rest forfeited, as ONE journal entry (trx BATAL_PESANAN, numbered XPS): D 2-1400 all it holds,
 * K cash the refund, K 4-9100 the forfeit. An arrived piece goes from the reservation shelf to the tray chosen as the
 * shop's stock (RESERVATION_RELEASED → READY), in a stock document of the same number.
 */
export async function cancelOrder(tx: Tx, input: CancelOrderInput): Promise<CancelledOrder> {
  const { kodeToko, createdBy, idempotencyKey } = input;
  await lockDocumentKeys(tx, [idempotencyKey]);
  const earlier = await tx.select().from(pesananBayar).where(and(eq(pesananBayar.idempotencyKey, idempotencyKey), inArray(pesananBayar.jenis, ['REFUND', 'HANGUS'])));
  if (earlier.length > 0) {
    if (earlier[0].kodeToko !== kodeToko) throw orderError('not-found', 'pesananTidakDitemukan', earlier[0].noPesanan);
    const kembali = earlier.find((row) => row.jenis === 'REFUND')?.jumlah ?? 0;
    const hangus = earlier.find((row) => row.jenis === 'HANGUS')?.jumlah ?? 0;
    return { noPesanan: earlier[0].noPesanan, noBatal: earlier[0].noBayar, dibayar: kembali + hangus, uangKembali: kembali, hangus, jurnalId: earlier[0].jurnalId, replayed: true };
  }
  const order = await lockOrder(tx, kodeToko, input.noPesanan);
  if (order.status !== 'OPEN' && order.status !== 'TIBA') throw orderError('conflict', 'pesananSudahSelesai', order.noPesanan);
  if (!input.alasan.trim()) throw ValidationError('pesananAlasanWajib');
  const dibayar = await heldDeposit(tx, order.noPesanan);
  if (!isAmount(input.uangKembali)) throw ValidationError('pesananBayarInvalid');
  if (input.uangKembali > dibayar) throw new AppError('validation', 'pesananRefundMelebihi', { total: formatRupiah(dibayar) });
  const hangus = dibayar - input.uangKembali;
  const pieces = order.status === 'TIBA' ? (await orderLinesOf(tx, order.noPesanan)).filter((line) => line.kodeBarcode) : [];
  if (pieces.length > 0 && (!input.tray?.kodeGudang || !input.tray.kodeBaki)) throw ValidationError('pesananBakiWajib');

  const now = input.at ?? new Date();
  const noBatal = await nextDocumentNumber(tx, kodeToko, 'BATAL_PESANAN', now);
  if (pieces.length > 0) {
    await postStockEntries(tx, {
      document: { kodeToko, jenis: 'BATAL_PESANAN', nomor: noBatal }, idempotencyKey, createdBy, at: input.at,
      entries: pieces.map((line) => ({
        kind: 'RESERVATION_RELEASED' as const, kodeBarcode: line.kodeBarcode!, expected: { status: 'RESERVED' as const, kodeBaki: order.noPesanan },
        to: { kodeGudang: input.tray!.kodeGudang, kodeBaki: input.tray!.kodeBaki },
      })),
    });
  }
  let jurnalId: number | null = null;
  if (dibayar > 0) {
    const lines: JournalLine[] = [
      { nomorAkun: ORDER_DEPOSIT_ACCOUNT, debit: dibayar, kredit: 0 },
      ...(input.uangKembali > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: 0, kredit: input.uangKembali }] : []),
      ...(hangus > 0 ? [{ nomorAkun: FORFEITED_DEPOSIT_ACCOUNT, debit: 0, kredit: hangus }] : []),
    ];
    const { jurnal } = await postJournal(tx, {
      kodeToko, trx: TRX.BATAL_PESANAN, keterangan: `Batal pesanan ${order.noPesanan} (${noBatal}): ${input.alasan.trim()}`.slice(0, 500),
      lines, idempotencyKey, createdBy, tanggal: input.at,
    });
    jurnalId = jurnal.id;
    const row = (jenis: 'REFUND' | 'HANGUS', jumlah: number) => ({
      noBayar: noBatal, noPesanan: order.noPesanan, kodeToko, jenis, tanggal: now, jumlah, bayarTunai: jenis === 'REFUND' ? jumlah : 0, bayarTransfer: 0,
      jurnalId: jurnal.id, idempotencyKey, createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
    });
    await tx.insert(pesananBayar).values([
      ...(input.uangKembali > 0 ? [row('REFUND', input.uangKembali)] : []),
      ...(hangus > 0 ? [row('HANGUS', hangus)] : []),
    ]);
  }
  await tx.update(pesanan).set({
    status: 'BATAL', tglBatal: now, batalBy: createdBy, batalDisetujuiOleh: input.disetujuiOleh, alasanBatal: input.alasan.trim().slice(0, 200),
    updatedBy: createdBy, updatedAt: now,
  }).where(eq(pesanan.noPesanan, order.noPesanan));
  return { noPesanan: order.noPesanan, noBatal, dibayar, uangKembali: input.uangKembali, hangus, jurnalId, replayed: false };
}
