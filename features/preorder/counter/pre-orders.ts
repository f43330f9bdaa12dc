// No 'server-only' marker: like the other counters' kernels, scripts and the demo generator may post through it.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { sales } from '@/lib/db/schema/shop';
import { rekening } from '@/lib/db/schema/money-ledger';
import { nextDocumentNumbers } from '@/lib/documents/next-number';
import { AppError, ConflictError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { toMilligrams } from '@/lib/format/grams';
import { cashAccountOf, ORDER_DEPOSIT_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { lockDocumentKeys } from '@/lib/ledger/claim-keys';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { postJournals } from '@/lib/ledger/post-journal';
import { RESERVATION_SHELF } from '@/lib/ledger/stock/states';
import { saleTotals } from '@/lib/pricing';
import { heldSaleLines, postSales, shareByWeight } from '@/features/penjualan/kernel';
import { claimDocumentKey, postStockEntries } from '@/features/stock/kernel';
import { preOrder, preOrderBarang } from '../schema';

/** One pre-order as taken at the counter or read from a spreadsheet row. */
export type PreOrderToTake = {
  namaCustomer: string;
  noHpCustomer?: string;
  alamatCustomer?: string;
  namaBarang: string;
  kodeDept: string;
  /** Grams as exact text. */
  berat: string;
  /** The goods' price; PPN comes on top at `ppnPersen`. */
  harga: number;
  bayarTunai: number;
  bayarTransfer: number;
  noRekeningTransfer?: string | null;
};

export type TakePreOrdersInput = {
  kodeToko: string;
  createdBy: string;
  /** The batch's key: the n-th PO of it keeps `${key}#${n}`; a replayed batch answers the first and writes nothing. */
  idempotencyKey: string;
  /** PPN_PENJUALAN_PERSEN in force ('0', '1.1'). */
  ppnPersen: string;
  orders: PreOrderToTake[];
  at?: Date;
};

export type TakenPreOrder = { noPo: string; totalHarga: number; dibayar: number; jurnalId: number };

const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const isAmount = (value: unknown, min: number) => typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= MAX_AMOUNT;
const poKey = (key: string, n: number) => `${key}#${n}`;

/** What nothing may pass, worded for the cashier, and the PO's figures (PPN as the counter computes it). */
export function checkPreOrder(order: PreOrderToTake, ppnPersen: string) {
  if (!order.namaCustomer.trim()) throw ValidationError('preOrderCustomerRequired');
  if (!order.namaBarang.trim()) throw ValidationError('preOrderBarangRequired');
  if (!order.kodeDept.trim()) throw ValidationError('preOrderJenisRequired');
  if (!WEIGHT.test(order.berat) || toMilligrams(order.berat) <= 0n) throw ValidationError('preOrderBeratInvalid');
  if (!isAmount(order.harga, 1)) throw ValidationError('preOrderHargaInvalid');
  if (!isAmount(order.bayarTunai, 0) || !isAmount(order.bayarTransfer, 0)) throw ValidationError('preOrderBayarInvalid');
  if (order.bayarTunai + order.bayarTransfer === 0) throw ValidationError('preOrderBayarKosong');
  if (order.bayarTransfer > 0 && !order.noRekeningTransfer) throw ValidationError('preOrderRekeningInvalid');
  const { subtotal, ppn, totalHarga } = saleTotals({ lines: [{ hargaJual: order.harga }], ppnPersen, uangDiterima: 0 });
  if (order.bayarTunai + order.bayarTransfer > totalHarga) throw ValidationError('preOrderBayarInvalid');
  return { harga: subtotal, ppn, totalHarga };
}

/** A shop's own rekening accounts for the numbers given (any other is refused with `key`). */
async function accountsOf(tx: Tx, kodeToko: string, numbers: (string | null | undefined)[], key: 'preOrderRekeningInvalid') {
  const wanted = [...new Set(numbers.filter((n): n is string => !!n))];
  const accountOf = new Map<string, string>();
  if (wanted.length === 0) return accountOf;
  const rows = await tx.select({ no: rekening.noRekening, akun: rekening.nomorAkun }).from(rekening)
    .where(and(inArray(rekening.noRekening, wanted), eq(rekening.kodeToko, kodeToko)));
  for (const row of rows) accountOf.set(row.no, row.akun);
  if (accountOf.size !== wanted.length) throw ValidationError(key);
  return accountOf;
}

/**
 * Takes pre-orders of one shop, paid in advance, inside the caller's transaction: for each, its header and ONE
 * balanced journal entry (D the shop's cash = cash paid, D the transfer rekening's account = transfer paid, K 2-1400
 * Uang Muka Pesanan = all paid: the customer's money until the goods are handed over). The screen takes one a call;
 * the import a whole spreadsheet, all or none. Numbers (PO-…) are taken last, after every check.
 */
export async function takePreOrders(tx: Tx, input: TakePreOrdersInput): Promise<TakenPreOrder[]> {
  const { kodeToko, createdBy, idempotencyKey, orders, ppnPersen } = input;
  if (orders.length === 0) throw ValidationError('preOrderKosong');
  const keys = orders.map((_, n) => poKey(idempotencyKey, n));
  await lockDocumentKeys(tx, [idempotencyKey]);
  const earlier = await tx.select().from(preOrder).where(inArray(preOrder.idempotencyKey, keys)).orderBy(preOrder.noPo);
  if (earlier.length > 0) {
    if (earlier.some((row) => row.kodeToko !== kodeToko)) throw ConflictError('idempotencyKeyReused');
    return earlier.map((row) => ({ noPo: row.noPo, totalHarga: row.totalHarga, dibayar: row.bayarTunai + row.bayarTransfer, jurnalId: row.jurnalId ?? 0 }));
  }
  const figures = orders.map((order) => checkPreOrder(order, ppnPersen));
  const accountOf = await accountsOf(tx, kodeToko, orders.map((order) => (order.bayarTransfer > 0 ? order.noRekeningTransfer : null)), 'preOrderRekeningInvalid');

  const at = input.at ?? new Date();
  const numbers = await nextDocumentNumbers(tx, kodeToko, 'PRE_ORDER', orders.length, at);
  const journals = await postJournals(tx, orders.map((order, n) => ({
    kodeToko, trx: TRX.PESANAN, createdBy, idempotencyKey: keys[n], tanggal: at, keterangan: `Pre-order ${numbers[n]}`,
    lines: [
      { nomorAkun: cashAccountOf(kodeToko), debit: order.bayarTunai, kredit: 0 },
      { nomorAkun: order.bayarTransfer > 0 ? accountOf.get(order.noRekeningTransfer!)! : '', debit: order.bayarTransfer, kredit: 0 },
      { nomorAkun: ORDER_DEPOSIT_ACCOUNT, debit: 0, kredit: order.bayarTunai + order.bayarTransfer },
    ].filter((line) => line.debit + line.kredit > 0),
  })));
  await tx.insert(preOrder).values(orders.map((order, n) => ({
    noPo: numbers[n], kodeToko, tanggal: at, namaCustomer: order.namaCustomer.trim(), noHpCustomer: (order.noHpCustomer ?? '').trim(),
    alamatCustomer: (order.alamatCustomer ?? '').trim(), namaBarang: order.namaBarang.trim(), kodeDept: order.kodeDept.trim(), berat: order.berat,
    harga: figures[n].harga, ppnPersen, ppn: figures[n].ppn, totalHarga: figures[n].totalHarga,
    bayarTunai: order.bayarTunai, bayarTransfer: order.bayarTransfer, noRekeningTransfer: order.bayarTransfer > 0 ? order.noRekeningTransfer! : null,
    jurnalId: journals[n].jurnal.id, idempotencyKey: keys[n], createdBy, updatedBy: createdBy, createdAt: at, updatedAt: at,
  })));
  return orders.map((order, n) => ({ noPo: numbers[n], totalHarga: figures[n].totalHarga, dibayar: order.bayarTunai + order.bayarTransfer, jurnalId: journals[n].jurnal.id }));
}

/** The PO of the shop, locked for the rest of the transaction; another shop's PO is not found. */
async function lockPreOrder(tx: Tx, kodeToko: string, noPo: string) {
  const [row] = await tx.select().from(preOrder).where(eq(preOrder.noPo, noPo)).for('update');
  if (!row || row.kodeToko !== kodeToko) throw NotFoundError('preOrderTidakDitemukan');
  return row;
}

export type CloseItemsInput = { kodeToko: string; noPo: string; barcodes: string[]; createdBy: string; idempotencyKey: string; at?: Date };

/**
 * Tutup barang pre-order: the scanned items of the shop, READY in a tray, are closed off for an OPEN PO: RESERVED on
 * the reservation shelf, tray = the PO's number (one stock document TUTUP_PO), listed as its items. An item already a
 * live PO's item is refused ("barcode already a PO item"; the partial unique index refuses it too), another shop's
 * item as not found, an item not READY as not available.
 */
export async function closeItems(tx: Tx, input: CloseItemsInput) {
  const { kodeToko, createdBy, idempotencyKey, at } = input;
  const noPo = input.noPo.trim();
  if (!noPo) throw ValidationError('preOrderNoPoRequired');
  const barcodes = input.barcodes.map((code) => code.trim().toUpperCase()).filter(Boolean);
  if (barcodes.length === 0) throw ValidationError('preOrderBarcodeRequired');
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) return { noPo: done.noDokumen, jumlah: barcodes.length, replayed: true };
  const po = await lockPreOrder(tx, kodeToko, noPo);
  if (po.status !== 'OPEN') throw ConflictError('preOrderSudahSelesai');
  const seen = new Set<string>();
  for (const code of barcodes) {
    if (seen.has(code)) throw new AppError('validation', 'stokBarangGanda', { barcode: code });
    seen.add(code);
  }
  const [taken] = await tx.select({ kodeBarcode: preOrderBarang.kodeBarcode }).from(preOrderBarang)
    .where(and(inArray(preOrderBarang.kodeBarcode, barcodes), eq(preOrderBarang.aktif, true))).limit(1);
  if (taken) throw new AppError('conflict', 'preOrderBarcodeSudahPo', { barcode: taken.kodeBarcode });
  const items = await tx.select({ kodeBarcode: barang.kodeBarcode, kodeToko: barang.kodeToko, namaBarang: barang.namaBarang, berat: barang.berat, hargaJual: barang.hargaJual })
    .from(barang).where(inArray(barang.kodeBarcode, barcodes));
  const byCode = new Map(items.map((item) => [item.kodeBarcode, item]));
  for (const code of barcodes) {
    const item = byCode.get(code);
    if (!item || item.kodeToko !== kodeToko) throw new AppError('not-found', 'stokBarangTidakDitemukan', { barcode: code });
  }
  const posted = await postStockEntries(tx, {
    document: { kodeToko, jenis: 'TUTUP_PO', nomor: noPo }, idempotencyKey, createdBy, at,
    entries: barcodes.map((code) => ({
      kind: 'RESERVED' as const, kodeBarcode: code, expected: { status: 'READY' as const, berat: byCode.get(code)!.berat },
      to: { kodeGudang: RESERVATION_SHELF, kodeBaki: noPo },
    })),
  });
  await tx.insert(preOrderBarang).values(barcodes.map((code) => {
    const item = byCode.get(code)!;
    return { noPo, kodeBarcode: code, namaBarang: item.namaBarang, berat: item.berat, harga: item.hargaJual ?? 0, closedBy: createdBy, closedAt: at ?? new Date(), stokDokumenId: posted.dokumen.id };
  }));
  return { noPo, jumlah: barcodes.length, replayed: false };
}

export type FinishPreOrderInput = {
  kodeToko: string;
  noPo: string;
  /** What the advance left, paid now: cash and transfer together equal it exactly. */
  pelunasanTunai: number;
  pelunasanTransfer: number;
  noRekeningPelunasan?: string | null;
  /** The shop's sales person the hand-over's sale is credited to. */
  kodeSales: string;
  createdBy: string;
  idempotencyKey: string;
  at?: Date;
};

/**
 * The PO handed over: a sale posted by the counter's sale kernel (postSales), with its `penjualan` row and JL number,
 * credited to the shop's sales person chosen. The PO's price is shared among its items by weight (shareByWeight);
 * what was paid in advance is the sale's `uangMuka` (D 2-1400), the remainder paid now in cash or by transfer. ONE
 * journal entry (trx PENJUALAN: D 2-1400, D cash / the rekening's account, K 4-1000 the price, K 2-1100 its PPN) and
 * ONE stock document (PENJUALAN): the items SOLD from RESERVED on the PO's shelf. The PO row is locked first: of two
 * cashiers finishing one PO, one wins and the other is told it is finished.
 */
export async function finishPreOrder(tx: Tx, input: FinishPreOrderInput) {
  const { kodeToko, createdBy, idempotencyKey, at } = input;
  const noPo = input.noPo.trim();
  if (!noPo) throw ValidationError('preOrderNoPoRequired');
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) {
    const [row] = await tx.select().from(preOrder).where(eq(preOrder.stokDokumenSelesaiId, done.id));
    return { noPo: row.noPo, noFakturJual: row.noFakturJual!, jurnalId: row.jurnalSelesaiId ?? 0, replayed: true };
  }
  const po = await lockPreOrder(tx, kodeToko, noPo);
  if (po.status !== 'OPEN') throw ConflictError('preOrderSudahSelesai');
  const items = await tx.select().from(preOrderBarang).where(and(eq(preOrderBarang.noPo, noPo), eq(preOrderBarang.aktif, true))).orderBy(preOrderBarang.id);
  if (items.length === 0) throw ValidationError('preOrderBelumAdaBarang');
  const dibayar = po.bayarTunai + po.bayarTransfer;
  const sisa = po.totalHarga - dibayar;
  const { pelunasanTunai, pelunasanTransfer } = input;
  if (!isAmount(pelunasanTunai, 0) || !isAmount(pelunasanTransfer, 0) || pelunasanTunai + pelunasanTransfer !== sisa) throw ValidationError('preOrderPelunasanInvalid');
  if (pelunasanTransfer > 0 && !input.noRekeningPelunasan) throw ValidationError('preOrderRekeningInvalid');
  // Another shop's rekening is told in the PO's words before the sale kernel would refuse it in its own.
  await accountsOf(tx, kodeToko, [pelunasanTransfer > 0 ? input.noRekeningPelunasan : null], 'preOrderRekeningInvalid');

  const [seller] = await tx.select({ kodeToko: sales.kodeToko }).from(sales).where(eq(sales.kodeSales, input.kodeSales ?? ''));
  if (!seller || seller.kodeToko !== kodeToko) throw ValidationError('preOrderSalesInvalid');

  const now = at ?? new Date();
  const shares = shareByWeight(po.harga, items.map((item) => item.berat));
  const lines = await heldSaleLines(tx, noPo, items.map((item, i) => ({ kodeBarcode: item.kodeBarcode, hargaJual: shares[i], hargaPerGram: 0, ongkos: 0, hargaTetap: true })),
    { pembulatan: 0, pembulatanKebawah: false });
  const [sale] = await postSales(tx, [{
    kodeToko, kodeSales: input.kodeSales, namaCustomer: po.namaCustomer, alamatCustomer: po.alamatCustomer, noHpCustomer: po.noHpCustomer, lines, ppnPersen: po.ppnPersen,
    uangDiterima: pelunasanTunai, bayarTransfer: pelunasanTransfer, noRekeningTransfer: pelunasanTransfer > 0 ? input.noRekeningPelunasan : null,
    uangMuka: dibayar > 0 ? { nomorAkun: ORDER_DEPOSIT_ACCOUNT, jumlah: dibayar } : undefined, noReferensi: noPo, idempotencyKey, createdBy, at: now,
  }]);
  if (sale.totalHarga !== po.totalHarga) throw ValidationError('preOrderPelunasanInvalid');
  const noFakturJual = sale.nomor;
  await tx.update(preOrder).set({
    status: 'FINISH', finishedAt: now, finishedBy: createdBy, noFakturJual, jurnalSelesaiId: sale.jurnalId, stokDokumenSelesaiId: sale.stokDokumenId,
    pelunasanTunai, pelunasanTransfer, noRekeningPelunasan: pelunasanTransfer > 0 ? input.noRekeningPelunasan! : null, updatedBy: createdBy, updatedAt: now,
  }).where(eq(preOrder.noPo, noPo));
  await tx.update(preOrderBarang).set({ aktif: false }).where(and(eq(preOrderBarang.noPo, noPo), eq(preOrderBarang.aktif, true)));
  return { noPo, noFakturJual, jurnalId: sale.jurnalId, totalHarga: po.totalHarga, dibayar, sisa, replayed: false };
}
