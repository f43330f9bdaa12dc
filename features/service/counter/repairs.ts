// No 'server-only' marker: the demo generator and scripts may post repairs too.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { jurnal, rekening } from '@/lib/db/schema/money-ledger';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { sumWeights, toMilligrams } from '@/lib/format/grams';
import {
  cashAccountOf, FORFEITED_DEPOSIT_ACCOUNT, SALES_ACCOUNT, SERVICE_DEPOSIT_ACCOUNT, SERVICE_INCOME_ACCOUNT, TRX,
} from '@/lib/ledger/accounts';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { SERVICE_VAULT } from '@/lib/ledger/stock/states';
import { claimDocumentKey, postStockEntries, readGoldPrices, type StockEntryInput } from '@/features/stock/kernel';
import { goldAddedPrice, pickupRemainder, serviceBarcodeOf, weightChange } from '../repair-figures';
import { service, serviceBayar, serviceDetail } from '../schema';

/** Money brought or given back: cash, a transfer to or from one of the shop's bank accounts, or both. */
export type RepairPayment = { bayarTunai: number; bayarTransfer: number; noRekeningTransfer?: string | null };

export type RepairPiece = {
  deskripsi: string;
  kodeGroup: string;
  /** The piece's jenis: the gold added is priced at its sale price per gram. */
  kodeDept: string;
  /** Weight in, grams as exact text. */
  berat: string;
  photoPath?: string | null;
};

export type ReceiveRepairInput = {
  kodeToko: string;
  createdBy: string;
  /** Claimed first: a replay answers the first post and writes nothing. */
  idempotencyKey: string;
  /** The ticket's number; the next SV number of the shop's day when not given. */
  noService?: string;
  namaCustomer: string;
  alamatCustomer: string;
  noHpCustomer: string;
  kodeTukang: string | null;
  estimasiBiaya: number;
  /** yyyy-MM-dd, when the customer may come back. */
  tglEstimasi: string | null;
  uangMuka: RepairPayment;
  pieces: RepairPiece[];
  at?: Date;
};

export type CompleteRepairInput = {
  kodeToko: string;
  createdBy: string;
  idempotencyKey: string;
  noService: string;
  /** The craftsman's work. */
  biayaAkhir: number;
  /** Weight out per piece, by its place in the ticket (1, 2…). */
  weights: { urutan: number; beratKeluar: string }[];
  at?: Date;
};

export type PickUpRepairInput = { kodeToko: string; createdBy: string; idempotencyKey: string; noService: string; payment: RepairPayment; at?: Date };

export type CancelRepairInput = {
  kodeToko: string;
  createdBy: string;
  idempotencyKey: string;
  noService: string;
  alasan: string;
  /** KEMBALI: the down payment goes back in cash; HANGUS: the customer gives it up (4-9100). */
  uangMuka: 'KEMBALI' | 'HANGUS';
  /** Who approved (BATAL_SERVICE). */
  disetujuiOleh: string;
  at?: Date;
};

export type RepairResult = { noService: string; nomor: string; jurnalId: number | null; replayed: boolean };

const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const isPositiveWeight = (grams: unknown): grams is string => typeof grams === 'string' && WEIGHT.test(grams) && toMilligrams(grams) > 0n;
const isAmount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT;
const withNomor = (kind: AppError['kind'], key: 'serviceTidakDitemukan' | 'serviceStatusBerubah', nomor: string) => new AppError(kind, key, { nomor });
const paid = (payment: RepairPayment) => payment.bayarTunai + payment.bayarTransfer;

function checkPayment(payment: RepairPayment) {
  if (!isAmount(payment.bayarTunai) || !isAmount(payment.bayarTransfer)) throw ValidationError('serviceBayarInvalid');
  if (payment.bayarTransfer > 0 && !payment.noRekeningTransfer) throw ValidationError('serviceRekeningInvalid');
}

/** The debit (money in) or credit (money out) lines of a payment: the shop's cash and its bank account's. */
async function paymentLines(tx: Tx, kodeToko: string, payment: RepairPayment, side: 'debit' | 'kredit'): Promise<JournalLine[]> {
  const lines: JournalLine[] = [];
  const line = (nomorAkun: string, amount: number): JournalLine => ({ nomorAkun, debit: side === 'debit' ? amount : 0, kredit: side === 'kredit' ? amount : 0 });
  if (payment.bayarTunai > 0) lines.push(line(cashAccountOf(kodeToko), payment.bayarTunai));
  if (payment.bayarTransfer > 0) {
    const [row] = await tx.select({ akun: rekening.nomorAkun }).from(rekening)
      .where(and(eq(rekening.noRekening, payment.noRekeningTransfer!), eq(rekening.kodeToko, kodeToko)));
    if (!row) throw ValidationError('serviceRekeningInvalid');
    lines.push(line(row.akun, payment.bayarTransfer));
  }
  return lines;
}

/** The ticket locked for the rest of the transaction (`for update`): the shop's, else not found. */
async function lockTicket(tx: Tx, kodeToko: string, noService: string) {
  const nomor = noService.trim().toUpperCase();
  const [ticket] = await tx.select().from(service).where(eq(service.noService, nomor)).for('update');
  if (!ticket || ticket.kodeToko !== kodeToko) throw withNomor('not-found', 'serviceTidakDitemukan', nomor);
  return ticket;
}

/** A replayed key: the ticket the first post wrote, the document number it took and its journal entry, if any. */
async function replayOf(tx: Tx, done: { noDokumen: string }, noService: string, idempotencyKey: string): Promise<RepairResult> {
  const [entry] = await tx.select({ id: jurnal.id }).from(jurnal).where(eq(jurnal.idempotencyKey, idempotencyKey));
  return { noService, nomor: done.noDokumen, jurnalId: entry?.id ?? null, replayed: true };
}

/**
 * Terima Service: a ticket (MASUK) and the customer's pieces into custody, inside the caller's transaction. Each piece
 * is a new item SERVICE_RECEIVED → IN_SERVICE in the repair vault (warehouse SERVICE, tray = the ticket's number,
 * barcode `serviceBarcodeOf`), one SERVICE stock document; a down payment is ONE entry D cash / bank K 2-1600 Uang
 * Muka Service (TRX SERVICE); no money, no entry. The down payment is never above the estimate.
 */
export async function receiveRepair(tx: Tx, input: ReceiveRepairInput): Promise<RepairResult> {
  const { kodeToko, createdBy, idempotencyKey, pieces, uangMuka, at } = input;
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) return replayOf(tx, done, done.noDokumen, idempotencyKey);
  if (pieces.length === 0) throw ValidationError('serviceBarangRequired');
  if (!input.namaCustomer.trim() || !input.noHpCustomer.trim()) throw ValidationError('serviceCustomerRequired');
  for (const piece of pieces) {
    if (!piece.deskripsi.trim()) throw ValidationError('serviceDeskripsiRequired');
    if (!isPositiveWeight(piece.berat)) throw ValidationError('serviceBeratInvalid');
  }
  if (!isAmount(input.estimasiBiaya)) throw ValidationError('serviceEstimasiInvalid');
  checkPayment(uangMuka);
  if (paid(uangMuka) > input.estimasiBiaya) throw new AppError('validation', 'serviceUangMukaMelebihiEstimasi', { total: formatRupiah(input.estimasiBiaya) });
  const moneyLines = await paymentLines(tx, kodeToko, uangMuka, 'debit');

  const now = at ?? new Date();
  const noService = input.noService ?? await nextDocumentNumber(tx, kodeToko, 'SERVICE', now);
  const entries: StockEntryInput[] = pieces.map((piece, i) => ({
    kind: 'SERVICE_RECEIVED',
    item: {
      kodeBarcode: serviceBarcodeOf(noService, i + 1), kodeToko, kodeGroup: piece.kodeGroup, kodeDept: piece.kodeDept, kodeIntern: 'SERVICE',
      namaBarang: piece.deskripsi.trim().slice(0, 100), berat: piece.berat, kadar: '0', hargaJual: 0, photoPath: piece.photoPath ?? null,
      kodeGudang: SERVICE_VAULT, kodeBaki: noService,
    },
  }));
  const posted = await postStockEntries(tx, { document: { kodeToko, jenis: 'SERVICE', nomor: noService }, entries, idempotencyKey, createdBy, at });

  await tx.insert(service).values({
    noService, kodeToko, tanggal: now, totalBerat: sumWeights(pieces.map((piece) => piece.berat)), totalHarga: input.estimasiBiaya,
    namaCustomer: input.namaCustomer.trim(), alamatCustomer: input.alamatCustomer.trim(), noHpCustomer: input.noHpCustomer.trim(),
    kodeTukang: input.kodeTukang, status: 'MASUK', estimasiBiaya: input.estimasiBiaya, tglEstimasi: input.tglEstimasi, uangMuka: paid(uangMuka),
    idempotencyKey, stokDokumenId: posted.dokumen.id, createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
  });
  await tx.insert(serviceDetail).values(pieces.map((piece, i) => ({
    noService, urutan: i + 1, kodeBarcode: serviceBarcodeOf(noService, i + 1), deskripsi: piece.deskripsi.trim(), kodeGroup: piece.kodeGroup,
    kodeDept: piece.kodeDept, beratMasuk: piece.berat, photoPath: piece.photoPath ?? null,
  })));

  let jurnalId: number | null = null;
  if (moneyLines.length > 0) {
    const { jurnal: entry } = await postJournal(tx, {
      kodeToko, trx: TRX.SERVICE, createdBy, idempotencyKey, tanggal: at, keterangan: `Uang muka service ${noService}`,
      lines: [...moneyLines, { nomorAkun: SERVICE_DEPOSIT_ACCOUNT, debit: 0, kredit: paid(uangMuka) }],
    });
    jurnalId = entry.id;
    await tx.insert(serviceBayar).values({
      noService, jenis: 'DP', tanggal: now, bayarTunai: uangMuka.bayarTunai, bayarTransfer: uangMuka.bayarTransfer,
      noRekeningTransfer: uangMuka.bayarTransfer > 0 ? uangMuka.noRekeningTransfer! : null, jurnalId, idempotencyKey, createdBy,
    });
  }
  return { noService, nomor: noService, jurnalId, replayed: false };
}

/**
 * Selesai Service: the ticket locked and MASUK; each piece weighed out (SERVICE_WEIGHED with its new weight, still in
 * custody; one SELESAI_SERVICE document), the gold added priced by the gram at the sale price in force of its jenis
 * (readGoldPrices), the cost of the work set. No money moves: the ticket is SELESAI until it is picked up. The cost and
 * the gold together are never below the down payment (pickup never pays money back).
 */
export async function completeRepair(tx: Tx, input: CompleteRepairInput): Promise<RepairResult> {
  const { kodeToko, createdBy, idempotencyKey, at } = input;
  const done = await claimDocumentKey(tx, idempotencyKey);
  const ticket = await lockTicket(tx, kodeToko, input.noService);
  if (done) return { noService: ticket.noService, nomor: done.noDokumen, jurnalId: null, replayed: true };
  if (ticket.status !== 'MASUK') throw withNomor('conflict', 'serviceStatusBerubah', ticket.noService);
  if (!isAmount(input.biayaAkhir)) throw ValidationError('serviceBiayaInvalid');
  const pieces = await tx.select().from(serviceDetail).where(eq(serviceDetail.noService, ticket.noService)).orderBy(asc(serviceDetail.urutan));
  const weightOf = new Map(input.weights.map((w) => [w.urutan, w.beratKeluar]));
  if (weightOf.size !== pieces.length || pieces.some((piece) => !isPositiveWeight(weightOf.get(piece.urutan)))) throw ValidationError('serviceBeratInvalid');

  const now = at ?? new Date();
  const prices = await readGoldPrices(tx, { depts: [...new Set(pieces.map((piece) => piece.kodeDept))], at: now });
  const lines = pieces.map((piece) => {
    const beratKeluar = weightOf.get(piece.urutan)!;
    const hargaEmas = prices.get(piece.kodeDept)?.hargaJual ?? 0;
    const hargaTambah = goldAddedPrice(piece.beratMasuk, beratKeluar, hargaEmas);
    if (toMilligrams(beratKeluar) > toMilligrams(piece.beratMasuk) && hargaEmas <= 0) throw ValidationError('serviceHargaEmasKosong');
    return { piece, beratKeluar, hargaEmas, hargaTambah };
  });
  const hargaEmasTambah = lines.reduce((sum, line) => sum + line.hargaTambah, 0);
  if (input.biayaAkhir + hargaEmasTambah < ticket.uangMuka) throw new AppError('validation', 'serviceBiayaDiBawahUangMuka', { total: formatRupiah(ticket.uangMuka) });

  const nomor = await nextDocumentNumber(tx, kodeToko, 'SELESAI_SERVICE', now);
  await postStockEntries(tx, {
    document: { kodeToko, jenis: 'SELESAI_SERVICE', nomor }, idempotencyKey, createdBy, at,
    entries: lines.map(({ piece, beratKeluar }) => ({
      kind: 'SERVICE_WEIGHED' as const, kodeBarcode: piece.kodeBarcode, expected: { status: 'IN_SERVICE' as const }, to: { berat: beratKeluar },
    })),
  });
  for (const { piece, beratKeluar, hargaEmas, hargaTambah } of lines) {
    await tx.update(serviceDetail).set({ beratKeluar, selisihBerat: weightChange(piece.beratMasuk, beratKeluar), hargaEmas, hargaTambah })
      .where(and(eq(serviceDetail.noService, piece.noService), eq(serviceDetail.urutan, piece.urutan)));
  }
  await tx.update(service).set({
    status: 'SELESAI', biayaAkhir: input.biayaAkhir, hargaEmasTambah, totalHarga: input.biayaAkhir + hargaEmasTambah, tglSelesai: now, noSelesai: nomor,
    updatedBy: createdBy, updatedAt: now,
  }).where(eq(service.noService, ticket.noService));
  return { noService: ticket.noService, nomor, jurnalId: null, replayed: false };
}

/**
 * Ambil Service: the ticket locked and SELESAI; the customer pays exactly the remainder (the work and the gold added
 * less the down payment; never above it, never below), and ONE entry applies it all: D 2-1600 the down payment, D cash
 * / bank what was paid, K 4-3000 the work, K 4-1000 the gold added (TRX AMBIL_SERVICE). Each piece SERVICE_RETURNED →
 * RETURNED (one AMBIL_SERVICE document); the ticket DIAMBIL.
 */
export async function pickUpRepair(tx: Tx, input: PickUpRepairInput): Promise<RepairResult> {
  const { kodeToko, createdBy, idempotencyKey, payment, at } = input;
  const done = await claimDocumentKey(tx, idempotencyKey);
  const ticket = await lockTicket(tx, kodeToko, input.noService);
  if (done) return replayOf(tx, done, ticket.noService, idempotencyKey);
  if (ticket.status !== 'SELESAI') throw withNomor('conflict', 'serviceStatusBerubah', ticket.noService);
  checkPayment(payment);
  const biayaAkhir = ticket.biayaAkhir ?? 0;
  const remainder = pickupRemainder({ biayaAkhir, hargaEmasTambah: ticket.hargaEmasTambah, uangMuka: ticket.uangMuka });
  if (paid(payment) > remainder) throw new AppError('validation', 'serviceBayarMelebihiSisa', { total: formatRupiah(remainder) });
  if (paid(payment) < remainder) throw new AppError('validation', 'serviceBayarKurang', { total: formatRupiah(remainder) });
  const moneyLines = await paymentLines(tx, kodeToko, payment, 'debit');

  const now = at ?? new Date();
  const pieces = await tx.select({ kodeBarcode: serviceDetail.kodeBarcode }).from(serviceDetail)
    .where(eq(serviceDetail.noService, ticket.noService)).orderBy(asc(serviceDetail.urutan));
  const nomor = await nextDocumentNumber(tx, kodeToko, 'AMBIL_SERVICE', now);
  await postStockEntries(tx, {
    document: { kodeToko, jenis: 'AMBIL_SERVICE', nomor }, idempotencyKey, createdBy, at,
    entries: pieces.map((piece) => ({ kind: 'SERVICE_RETURNED' as const, kodeBarcode: piece.kodeBarcode, expected: { status: 'IN_SERVICE' as const } })),
  });

  let jurnalId: number | null = null;
  const lines: JournalLine[] = [
    ...(ticket.uangMuka > 0 ? [{ nomorAkun: SERVICE_DEPOSIT_ACCOUNT, debit: ticket.uangMuka, kredit: 0 }] : []),
    ...moneyLines,
    ...(biayaAkhir > 0 ? [{ nomorAkun: SERVICE_INCOME_ACCOUNT, debit: 0, kredit: biayaAkhir }] : []),
    ...(ticket.hargaEmasTambah > 0 ? [{ nomorAkun: SALES_ACCOUNT, debit: 0, kredit: ticket.hargaEmasTambah }] : []),
  ];
  if (lines.length > 0) {
    const { jurnal: entry } = await postJournal(tx, { kodeToko, trx: TRX.AMBIL_SERVICE, createdBy, idempotencyKey, tanggal: at, keterangan: `Ambil service ${ticket.noService} (${nomor})`, lines });
    jurnalId = entry.id;
  }
  if (paid(payment) > 0) {
    await tx.insert(serviceBayar).values({
      noService: ticket.noService, jenis: 'AMBIL', tanggal: now, bayarTunai: payment.bayarTunai, bayarTransfer: payment.bayarTransfer,
      noRekeningTransfer: payment.bayarTransfer > 0 ? payment.noRekeningTransfer! : null, jurnalId: jurnalId!, idempotencyKey, createdBy,
    });
  }
  await tx.update(service).set({ status: 'DIAMBIL', tglDiambil: now, noAmbil: nomor, updatedBy: createdBy, updatedAt: now })
    .where(eq(service.noService, ticket.noService));
  return { noService: ticket.noService, nomor, jurnalId, replayed: false };
}

/**
 * Batal Service (with a supervisor's BATAL_SERVICE grant, spent by the caller): a ticket still MASUK, locked; its pieces
 * go back to their owner (SERVICE_RETURNED, one BATAL_SERVICE document) and its down payment is either refunded in
 * cash (D 2-1600 K cash; the till may not go below zero) or forfeited (D 2-1600 K 4-9100), TRX BATAL_SERVICE. Only a
 * ticket not yet completed can be cancelled: a completed one is picked up (the work is done, the gold added).
 */
export async function cancelRepair(tx: Tx, input: CancelRepairInput): Promise<RepairResult> {
  const { kodeToko, createdBy, idempotencyKey, at } = input;
  const done = await claimDocumentKey(tx, idempotencyKey);
  const ticket = await lockTicket(tx, kodeToko, input.noService);
  if (done) return replayOf(tx, done, ticket.noService, idempotencyKey);
  if (ticket.status !== 'MASUK') throw withNomor('conflict', 'serviceStatusBerubah', ticket.noService);
  if (!input.alasan.trim()) throw ValidationError('serviceAlasanRequired');

  const now = at ?? new Date();
  const pieces = await tx.select({ kodeBarcode: serviceDetail.kodeBarcode }).from(serviceDetail)
    .where(eq(serviceDetail.noService, ticket.noService)).orderBy(asc(serviceDetail.urutan));
  const nomor = await nextDocumentNumber(tx, kodeToko, 'BATAL_SERVICE', now);
  await postStockEntries(tx, {
    document: { kodeToko, jenis: 'BATAL_SERVICE', nomor }, idempotencyKey, createdBy, at,
    entries: pieces.map((piece) => ({ kind: 'SERVICE_RETURNED' as const, kodeBarcode: piece.kodeBarcode, expected: { status: 'IN_SERVICE' as const } })),
  });
  let jurnalId: number | null = null;
  if (ticket.uangMuka > 0) {
    const refund = input.uangMuka === 'KEMBALI';
    const { jurnal: entry } = await postJournal(tx, {
      kodeToko, trx: TRX.BATAL_SERVICE, createdBy, idempotencyKey, tanggal: at,
      keterangan: `Batal service ${ticket.noService} (${nomor}): uang muka ${refund ? 'dikembalikan' : 'hangus'}`,
      lines: [
        { nomorAkun: SERVICE_DEPOSIT_ACCOUNT, debit: ticket.uangMuka, kredit: 0 },
        { nomorAkun: refund ? cashAccountOf(kodeToko) : FORFEITED_DEPOSIT_ACCOUNT, debit: 0, kredit: ticket.uangMuka },
      ],
    });
    jurnalId = entry.id;
    if (refund) {
      await tx.insert(serviceBayar).values({ noService: ticket.noService, jenis: 'REFUND', tanggal: now, bayarTunai: ticket.uangMuka, jurnalId, idempotencyKey, createdBy });
    }
  }
  await tx.update(service).set({
    status: 'BATAL', tglBatal: now, noBatal: nomor, alasanBatal: input.alasan.trim().slice(0, 200), batalDisetujuiOleh: input.disetujuiOleh,
    uangMukaBatal: ticket.uangMuka > 0 ? input.uangMuka : null, updatedBy: createdBy, updatedAt: now,
  }).where(eq(service.noService, ticket.noService));
  return { noService: ticket.noService, nomor, jurnalId, replayed: false };
}

