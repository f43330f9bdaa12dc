// No 'server-only' marker: the kernels run outside Next too (tests, the demo generator).
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { sumWeights, toMilligrams } from '@/lib/format';
import { ORDER_DEPOSIT_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { lockDocumentKeys } from '@/lib/ledger/claim-keys';
import { postJournal } from '@/lib/ledger/post-journal';
import { readGoldPrices } from '@/features/stock/kernel';
import type { Rounding } from '@/features/pricing';
import { orderLinePrice, orderTotals, PRICE_RULES, type PriceRule } from '../order-figures';
import { pesanan, pesananBayar, pesananDetail } from '../schema';
import { checkPayment, isAmount, lockOrder, moneyInLines, orderError, overRemainder, type Payment } from './shared';

export type OrderLine = {
  deskripsi: string;
  /** The jenis (kode_dept): its sale price per gram prices a GRAM line. */
  kodeDept: string;
  kadar: string;
  /** The estimated weight, grams as exact text. */
  berat: string;
  ongkos: number;
  aturanHarga: PriceRule;
  /** A TETAP line's price. */
  hargaTetap?: number | null;
};

/** The sale rules the counter prices with (saleSettings): step, direction and PPN. */
export type SaleRules = Rounding & { ppnPersen: string };

export type TakeOrderInput = Payment & {
  kodeToko: string;
  kodeSales: string;
  namaCustomer: string;
  alamatCustomer: string;
  noHpCustomer: string;
  /** yyyy-MM-dd, when the customer wants it. */
  tglTarget?: string | null;
  lines: OrderLine[];
  rules: SaleRules;
  idempotencyKey: string;
  createdBy: string;
  at?: Date;
};

export type TakenOrder = { noPesanan: string; totalHarga: number; jumlahBayar: number; sisa: number; jurnalId: number; replayed: boolean };

const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const KADAR = /^\d{1,3}(\.\d{1,2})?$/;
const isWeight = (grams: string) => WEIGHT.test(grams) && toMilligrams(grams) > 0n;

/**
 * Takes an order inside the caller's transaction: its number (PS), its lines priced by the counter's sale price rule
 * (GRAM: the jenis' price per gram in force × estimated weight + ongkos; TETAP: the fixed price) into the estimate
 * (subtotal + PPN, total_harga), and its down payment (> 0, never above the estimate) as ONE journal entry: D the shop's
 * cash / the rekening's account, K 2-1400 Uang Muka Pesanan (trx PESANAN). The key is locked first: a replay answers
 * the first order and writes nothing.
 */
export async function takeOrder(tx: Tx, input: TakeOrderInput): Promise<TakenOrder> {
  const { kodeToko, createdBy, idempotencyKey, lines, rules } = input;
  await lockDocumentKeys(tx, [idempotencyKey]);
  const [earlier] = await tx.select().from(pesanan).where(eq(pesanan.idempotencyKey, idempotencyKey));
  if (earlier) {
    if (earlier.kodeToko !== kodeToko) throw orderError('not-found', 'pesananTidakDitemukan', earlier.noPesanan);
    const [dp] = await tx.select({ jurnalId: pesananBayar.jurnalId }).from(pesananBayar).where(and(eq(pesananBayar.idempotencyKey, idempotencyKey), eq(pesananBayar.jenis, 'DP')));
    return { noPesanan: earlier.noPesanan, totalHarga: earlier.totalHarga, jumlahBayar: earlier.jumlahBayar, sisa: earlier.totalHarga - earlier.jumlahBayar, jurnalId: dp?.jurnalId ?? 0, replayed: true };
  }
  if (!input.namaCustomer.trim()) throw ValidationError('pesananCustomerWajib');
  if (lines.length === 0) throw ValidationError('pesananKosong');
  lines.forEach((line, i) => {
    const baris = { baris: i + 1 };
    if (!line.kodeDept || !KADAR.test(line.kadar) || !PRICE_RULES.includes(line.aturanHarga) || !isAmount(line.ongkos)) throw new AppError('validation', 'pesananBarisInvalid', baris);
    if (!isWeight(line.berat)) throw new AppError('validation', 'pesananBeratInvalid', baris);
    if (line.aturanHarga === 'TETAP' && (!isAmount(line.hargaTetap) || !line.hargaTetap)) throw new AppError('validation', 'pesananBarisInvalid', baris);
  });
  const dp = checkPayment(input);
  if (dp === 0) throw ValidationError('pesananDpWajib');

  const now = input.at ?? new Date();
  const prices = await readGoldPrices(tx, { depts: [...new Set(lines.filter((l) => l.aturanHarga === 'GRAM').map((l) => l.kodeDept))], at: input.at });
  const priced = lines.map((line) => {
    const gold = prices.get(line.kodeDept);
    if (line.aturanHarga === 'GRAM' && !gold) throw new AppError('validation', 'pesananHargaEmasKosong', { jenis: line.kodeDept });
    const hargaPerGram = gold?.hargaJual ?? 0;
    return { line, hargaPerGram, harga: orderLinePrice({ ...line, hargaTetap: line.hargaTetap ?? null }, hargaPerGram, rules) };
  });
  const totals = orderTotals(priced.map((p) => p.harga), rules.ppnPersen);
  if (dp > totals.total) throw overRemainder(totals.total);
  const debit = await moneyInLines(tx, kodeToko, input);

  // The number last, right before the writes: the shop's day-number row is held for them alone.
  const noPesanan = await nextDocumentNumber(tx, kodeToko, 'PESANAN', now);
  const { jurnal } = await postJournal(tx, {
    kodeToko, trx: TRX.PESANAN, keterangan: `Uang muka pesanan ${noPesanan} (${input.namaCustomer.trim()})`.slice(0, 500),
    lines: [...debit, { nomorAkun: ORDER_DEPOSIT_ACCOUNT, debit: 0, kredit: dp }], idempotencyKey, createdBy, tanggal: input.at,
  });
  await tx.insert(pesanan).values({
    noPesanan, kodeToko, kodeSales: input.kodeSales, namaCustomer: input.namaCustomer.trim(), alamatCustomer: input.alamatCustomer.trim(),
    noHpCustomer: input.noHpCustomer.trim(), tglPesanan: now, tglTarget: input.tglTarget || null, idempotencyKey,
    totalBerat: sumWeights(lines.map((l) => l.berat)), totalQty: lines.length, ongkos: lines.reduce((sum, l) => sum + l.ongkos, 0),
    totalHarga: totals.total, jumlahBayar: dp, status: 'OPEN', createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
  });
  await tx.insert(pesananDetail).values(priced.map(({ line, hargaPerGram, harga }, i) => ({
    noPesanan, urutan: i + 1, deskripsi: line.deskripsi.trim(), kodeDept: line.kodeDept, kadar: line.kadar, berat: line.berat, ongkos: line.ongkos,
    aturanHarga: line.aturanHarga, hargaTetap: line.aturanHarga === 'TETAP' ? line.hargaTetap! : null, hargaPerGram: line.aturanHarga === 'GRAM' ? hargaPerGram : null,
    subTotal: harga,
  })));
  await tx.insert(pesananBayar).values({
    noBayar: noPesanan, noPesanan, kodeToko, jenis: 'DP', tanggal: now, jumlah: dp, bayarTunai: input.bayarTunai, bayarTransfer: input.bayarTransfer,
    noRekeningTransfer: input.bayarTransfer > 0 ? input.noRekeningTransfer! : null, jurnalId: jurnal.id, idempotencyKey, createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
  });
  return { noPesanan, totalHarga: totals.total, jumlahBayar: dp, sisa: totals.total - dp, jurnalId: jurnal.id, replayed: false };
}

export type PayOrderInput = Payment & { kodeToko: string; noPesanan: string; idempotencyKey: string; createdBy: string; at?: Date };
export type PaidOrder = { noBayar: string; noPesanan: string; jumlah: number; jumlahBayar: number; sisa: number; jurnalId: number; replayed: boolean };

/**
 * More money towards an open order (OPEN or TIBA), never above what the estimate leaves (§5): its number (BPS) and ONE
 * journal entry, D cash / the rekening's account, K 2-1400 (trx BAYAR_PESANAN). The order's row is locked, so two
 * payments at once cannot both pass the remainder.
 */
export async function payOrder(tx: Tx, input: PayOrderInput): Promise<PaidOrder> {
  const { kodeToko, createdBy, idempotencyKey } = input;
  await lockDocumentKeys(tx, [idempotencyKey]);
  const [earlier] = await tx.select().from(pesananBayar).where(and(eq(pesananBayar.idempotencyKey, idempotencyKey), eq(pesananBayar.jenis, 'BAYAR')));
  if (earlier) {
    if (earlier.kodeToko !== kodeToko) throw orderError('not-found', 'pesananTidakDitemukan', earlier.noPesanan);
    const [order] = await tx.select().from(pesanan).where(eq(pesanan.noPesanan, earlier.noPesanan));
    return { noBayar: earlier.noBayar, noPesanan: earlier.noPesanan, jumlah: earlier.jumlah, jumlahBayar: order.jumlahBayar, sisa: Math.max(order.totalHarga - order.jumlahBayar, 0), jurnalId: earlier.jurnalId ?? 0, replayed: true };
  }
  const order = await lockOrder(tx, kodeToko, input.noPesanan);
  if (order.status !== 'OPEN' && order.status !== 'TIBA') throw orderError('conflict', 'pesananSudahSelesai', order.noPesanan);
  const jumlah = checkPayment(input);
  if (jumlah === 0) throw ValidationError('pesananBayarInvalid');
  const sisa = Math.max(order.totalHarga - order.jumlahBayar, 0);
  if (jumlah > sisa) throw overRemainder(sisa);
  const debit = await moneyInLines(tx, kodeToko, input);
  const now = input.at ?? new Date();
  const noBayar = await nextDocumentNumber(tx, kodeToko, 'BAYAR_PESANAN', now);
  const { jurnal } = await postJournal(tx, {
    kodeToko, trx: TRX.BAYAR_PESANAN, keterangan: `Bayar pesanan ${order.noPesanan} (${noBayar})`,
    lines: [...debit, { nomorAkun: ORDER_DEPOSIT_ACCOUNT, debit: 0, kredit: jumlah }], idempotencyKey, createdBy, tanggal: input.at,
  });
  await tx.insert(pesananBayar).values({
    noBayar, noPesanan: order.noPesanan, kodeToko, jenis: 'BAYAR', tanggal: now, jumlah, bayarTunai: input.bayarTunai, bayarTransfer: input.bayarTransfer,
    noRekeningTransfer: input.bayarTransfer > 0 ? input.noRekeningTransfer! : null, jurnalId: jurnal.id, idempotencyKey, createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
  });
  const jumlahBayar = order.jumlahBayar + jumlah;
  await tx.update(pesanan).set({ jumlahBayar, updatedBy: createdBy, updatedAt: now }).where(eq(pesanan.noPesanan, order.noPesanan));
  return { noBayar, noPesanan: order.noPesanan, jumlah, jumlahBayar, sisa: order.totalHarga - jumlahBayar, jurnalId: jurnal.id, replayed: false };
}

/** An order's lines in their order (the kernels' and the screens' one reading). */
export const orderLinesOf = (tx: Db, noPesanan: string) =>
  tx.select().from(pesananDetail).where(eq(pesananDetail.noPesanan, noPesanan)).orderBy(asc(pesananDetail.urutan), asc(pesananDetail.id));
