// No 'server-only' marker: the kernels run outside Next too (tests, the demo generator).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, ORDER_DEPOSIT_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { lockDocumentKeys } from '@/lib/ledger/claim-keys';
import { postJournal } from '@/lib/ledger/post-journal';
import { heldSaleLines, postSales } from '@/features/penjualan/kernel';
import { readGoldPrices } from '@/features/stock/kernel';
import { orderLinePrice, orderTotals, pickupSettlement, type PriceRule } from '../order-figures';
import { pesanan, pesananBayar, pesananDetail } from '../schema';
import { checkPayment, lockOrder, orderError, overRemainder, type Payment } from './shared';
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
 * The customer picks up an arrived order (TIBA → DIAMBIL): it is a sale, posted by the counter's sale kernel
 * (postSales) as any other, with a `penjualan` row numbered JL. The final price comes from the real weights
 * (priceArrivedOrder, the counter's sale price rule and PPN); the down payments (all the order holds in 2-1400) are
 * applied first as the sale's `uangMuka`, and the remainder must be paid exactly, in cash or by transfer. The sale's
 * ONE journal entry (trx PENJUALAN): D 2-1400 the down payments applied, D cash / the rekening's account the remainder,
 * K 4-1000 the subtotal, K 2-1100 the PPN; its ONE stock document (PENJUALAN): each piece SOLD from RESERVED on the
 * order's shelf. A final price below the down payments hands the difference back: a second entry (trx AMBIL_PESANAN)
 * D 2-1400, K cash. The order's row is locked first: of two cashiers picking up one order, the second waits and is
 * then refused (`pesananSudahSelesai`).
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

  const now = input.at ?? new Date();
  const lines = await heldSaleLines(tx, order.noPesanan, priced.map(({ line, hargaPerGram, harga }) => ({
    kodeBarcode: line.kodeBarcode!, hargaJual: harga, hargaPerGram, ongkos: line.ongkos, hargaTetap: line.aturanHarga === 'TETAP',
  })), { pembulatan: rules.step, pembulatanKebawah: rules.down });
  const applied = dibayar - kembali;
  const [sale] = await postSales(tx, [{
    kodeToko, kodeSales: order.kodeSales, namaCustomer: order.namaCustomer, alamatCustomer: order.alamatCustomer, noHpCustomer: order.noHpCustomer,
    lines, ppnPersen: rules.ppnPersen, uangDiterima: input.bayarTunai, bayarTransfer: input.bayarTransfer, noRekeningTransfer: input.noRekeningTransfer,
    uangMuka: applied > 0 ? { nomorAkun: ORDER_DEPOSIT_ACCOUNT, jumlah: applied } : undefined, noReferensi: order.noPesanan,
    idempotencyKey, createdBy, at: now,
  }]);
  if (kembali > 0) {
    await postJournal(tx, {
      kodeToko, trx: TRX.AMBIL_PESANAN, keterangan: `Kembali uang muka pesanan ${order.noPesanan} (${sale.nomor})`, idempotencyKey: `${idempotencyKey}:kembali`, createdBy, tanggal: now,
      lines: [{ nomorAkun: ORDER_DEPOSIT_ACCOUNT, debit: kembali, kredit: 0 }, { nomorAkun: cashAccountOf(kodeToko), debit: 0, kredit: kembali }],
    });
  }
  await tx.insert(pesananBayar).values({
    noBayar: sale.nomor, noPesanan: order.noPesanan, kodeToko, jenis: 'PAKAI', tanggal: now, jumlah: dibayar, bayarTunai: input.bayarTunai,
    bayarTransfer: input.bayarTransfer, noRekeningTransfer: input.bayarTransfer > 0 ? input.noRekeningTransfer! : null, jurnalId: sale.jurnalId, idempotencyKey,
    createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
  });
  for (const { line, hargaPerGram, harga } of priced) {
    await tx.update(pesananDetail).set({ hargaPerGramAkhir: line.aturanHarga === 'GRAM' ? hargaPerGram : null, hargaAkhir: harga }).where(eq(pesananDetail.id, line.id));
  }
  await tx.update(pesanan).set({ status: 'DIAMBIL', tglAmbil: now, noPenjualan: sale.nomor, hargaAkhir: total, updatedBy: createdBy, updatedAt: now })
    .where(eq(pesanan.noPesanan, order.noPesanan));
  return { noPesanan: order.noPesanan, noPenjualan: sale.nomor, subtotal, ppn, total, dibayar, sisa, kembali, jurnalId: sale.jurnalId, stokDokumenId: sale.stokDokumenId, replayed: false };
}
