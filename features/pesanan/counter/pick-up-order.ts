// No 'server-only' marker: the kernels run outside Next too (tests, the demo generator).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, ORDER_DEPOSIT_ACCOUNT, PPN_OUTPUT_ACCOUNT, SALES_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { lockDocumentKeys } from '@/lib/ledger/claim-keys';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { postStockEntries, readGoldPrices } from '@/features/stock/kernel';
import { orderLinePrice, orderTotals, pickupSettlement, type PriceRule } from '../order-figures';
import { pesanan, pesananBayar, pesananDetail } from '../schema';
import { checkPayment, lockOrder, moneyInLines, orderError, overRemainder, type Payment } from './shared';
import { orderLinesOf, type SaleRules } from './take-order';

export type PickUpOrderInput = Payment & { kodeToko: string; noPesanan: string; rules: SaleRules; idempotencyKey: string; createdBy: string; at?: Date };
export type PickedUpOrder = {
  noPesanan: string; noPenjualan: string; subtotal: number; ppn: number; total: number; dibayar: number; sisa: number; kembali: number;
  jurnalId: number; stokDokumenId: number; replayed: boolean;
};

/** An arrived order's lines priced at pickup: GRAM from the real weight and the day's price of its jenis, TETAP as agreed. */
export async function priceArrivedOrder(tx: Db, noPesanan: string, rules: SaleRules, at?: Date) {
  const lines = await orderLinesOf(tx, noPesanan);
  const prices = await readGoldPrices(tx, { depts: [...new Set(lines.filter((l) => l.aturanHarga === 'GRAM').map((l) => l.kodeDept!))], at });
  const priced = lines.map((line, i) => {
    if (!line.kodeBarcode || !line.beratAsli || !line.kodeDept) throw new AppError('validation', 'pesananBarisInvalid', { baris: i + 1 });
    const gold = prices.get(line.kodeDept);
    if (line.aturanHarga === 'GRAM' && !gold) throw new AppError('validation', 'pesananHargaEmasKosong', { jenis: line.kodeDept });
    const hargaPerGram = line.aturanHarga === 'GRAM' ? gold!.hargaJual : 0;
    const harga = orderLinePrice({ aturanHarga: line.aturanHarga as PriceRule, berat: line.beratAsli, ongkos: line.ongkos, hargaTetap: line.hargaTetap }, hargaPerGram, rules);
    return { line, hargaPerGram, harga };
  });
  return { priced, ...orderTotals(priced.map((p) => p.harga), rules.ppnPersen) };
}

/**
 * The customer picks up an arrived order (TIBA → DIAMBIL): it is a sale. The final price comes from the real weights
 * (priceArrivedOrder, the counter's sale price rule and PPN), the down payments (all the order holds in 2-1400) are
 * applied, and the remainder must be paid exactly, in cash or by transfer; a final price below the down payments hands
 * the difference back in cash. The counter's sale kernel (postSales) takes READY items and no deposit, so the sale is
 * posted here, numbered as a sale (JL): ONE journal entry (trx AMBIL_PESANAN) D 2-1400 the down payments, D cash / the
 * rekening's account the remainder, K 4-1000 the subtotal, K 2-1100 the PPN, K cash what is handed back; and ONE stock
 * document AMBIL_PESANAN, each piece SOLD from RESERVED on the order's shelf. The order's row is locked first: of two
 * cashiers picking up one order, the second waits and is then refused (`pesananSudahSelesai`).
 */
export async function pickUpOrder(tx: Tx, input: PickUpOrderInput): Promise<PickedUpOrder> {
  const { kodeToko, createdBy, idempotencyKey, rules } = input;
  await lockDocumentKeys(tx, [idempotencyKey]);
  const [earlier] = await tx.select().from(pesananBayar).where(and(eq(pesananBayar.idempotencyKey, idempotencyKey), eq(pesananBayar.jenis, 'PAKAI')));
  if (earlier) {
    if (earlier.kodeToko !== kodeToko) throw orderError('not-found', 'pesananTidakDitemukan', earlier.noPesanan);
    const [order] = await tx.select().from(pesanan).where(eq(pesanan.noPesanan, earlier.noPesanan));
    const total = order.hargaAkhir ?? 0;
    const { sisa, kembali } = pickupSettlement(total, earlier.jumlah);
    return { noPesanan: order.noPesanan, noPenjualan: order.noPenjualan ?? '', subtotal: 0, ppn: 0, total, dibayar: earlier.jumlah, sisa, kembali, jurnalId: earlier.jurnalId ?? 0, stokDokumenId: 0, replayed: true };
  }
  const order = await lockOrder(tx, kodeToko, input.noPesanan);
  if (order.status === 'OPEN') throw orderError('validation', 'pesananBelumTiba', order.noPesanan);
  if (order.status !== 'TIBA') throw orderError('conflict', 'pesananSudahSelesai', order.noPesanan);
  const { priced, subtotal, ppn, total } = await priceArrivedOrder(tx, order.noPesanan, rules, input.at);
  const dibayar = order.jumlahBayar;
  const { sisa, kembali } = pickupSettlement(total, dibayar);
  const paid = checkPayment(input);
  if (paid > sisa) throw overRemainder(sisa);
  if (paid < sisa) throw new AppError('validation', 'pesananBayarKurang', { total: formatRupiah(sisa) });
  const debit = await moneyInLines(tx, kodeToko, input);

  const now = input.at ?? new Date();
  const noPenjualan = await nextDocumentNumber(tx, kodeToko, 'PENJUALAN', now);
  const stock = await postStockEntries(tx, {
    document: { kodeToko, jenis: 'AMBIL_PESANAN', nomor: noPenjualan }, idempotencyKey, createdBy, at: input.at,
    entries: priced.map(({ line }) => ({
      kind: 'SOLD' as const, kodeBarcode: line.kodeBarcode!, expected: { status: 'RESERVED' as const, kodeBaki: order.noPesanan, berat: line.beratAsli! },
    })),
  });
  const lines: JournalLine[] = [
    ...(dibayar > 0 ? [{ nomorAkun: ORDER_DEPOSIT_ACCOUNT, debit: dibayar, kredit: 0 }] : []),
    ...debit,
    { nomorAkun: SALES_ACCOUNT, debit: 0, kredit: subtotal },
    ...(ppn > 0 ? [{ nomorAkun: PPN_OUTPUT_ACCOUNT, debit: 0, kredit: ppn }] : []),
    ...(kembali > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: 0, kredit: kembali }] : []),
  ];
  const { jurnal } = await postJournal(tx, {
    kodeToko, trx: TRX.AMBIL_PESANAN, keterangan: `Ambil pesanan ${order.noPesanan} (${noPenjualan})`, lines, idempotencyKey, createdBy, tanggal: input.at,
  });
  await tx.insert(pesananBayar).values({
    noBayar: noPenjualan, noPesanan: order.noPesanan, kodeToko, jenis: 'PAKAI', tanggal: now, jumlah: dibayar, bayarTunai: input.bayarTunai,
    bayarTransfer: input.bayarTransfer, noRekeningTransfer: input.bayarTransfer > 0 ? input.noRekeningTransfer! : null, jurnalId: jurnal.id, idempotencyKey,
    createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
  });
  for (const { line, hargaPerGram, harga } of priced) {
    await tx.update(pesananDetail).set({ hargaPerGramAkhir: line.aturanHarga === 'GRAM' ? hargaPerGram : null, hargaAkhir: harga }).where(eq(pesananDetail.id, line.id));
  }
  await tx.update(pesanan).set({ status: 'DIAMBIL', tglAmbil: now, noPenjualan, hargaAkhir: total, updatedBy: createdBy, updatedAt: now })
    .where(eq(pesanan.noPesanan, order.noPesanan));
  return { noPesanan: order.noPesanan, noPenjualan, subtotal, ppn, total, dibayar, sisa, kembali, jurnalId: jurnal.id, stokDokumenId: stock.dokumen.id, replayed: false };
}
