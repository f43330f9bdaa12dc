// No 'server-only' marker: the demo seed posts its buybacks through it too.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { pembelian, pembelianDetail } from '@/features/pembelian/schema';
import { rekening } from '@/lib/db/schema/money-ledger';
import { sumWeights, toMilligrams } from '@/lib/format/grams';
import { ValidationError } from '@/lib/errors/app-error';
import { BOUGHT_GOLD_ACCOUNT, cashAccountOf, TRX } from '@/lib/ledger/accounts';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { claimDocumentKey, postStockEntries, type StockEntryInput } from '@/features/stock/kernel';

export const BUYBACK_DESTINATIONS = ['BAKI', 'HANCUR'] as const;
export type BuybackDestination = (typeof BUYBACK_DESTINATIONS)[number];

/** One item bought, priced already (buyback-pricing.ts), with where it goes. */
export type BuybackLine = {
  /** An own item: its barcode (a SOLD item of the chain) and the sale it came from. Empty for an outside item. */
  kodeBarcode?: string | null;
  noFakturJual?: string | null;
  kondisi: string;
  kelompokHarga: string;
  kodeGroup: string;
  kodeDept: string;
  namaBarang: string;
  hargaEmas: number;
  hargaBeliPerGram: number;
  beratNota: string;
  berat: string;
  hargaNota: number;
  hargaHitung: number;
  pembulatan: number;
  pembulatanKebawah: boolean;
  harga: number;
  disetujuiOleh?: string | null;
  tujuan: BuybackDestination;
  /** The tray of the buying shop it enters (scrap waits there too, marked HANCUR, until /hancur-pembelian melts it). */
  kodeGudang: string;
  kodeBaki: string;
};

export type Buyback = {
  noFakturBeli: string;
  /** When it happened, when the batch's own times differ (the demo); the batch's `at` (else now) otherwise. */
  tanggal?: Date;
  kodeSales: string;
  namaCustomer?: string;
  alamatCustomer?: string;
  noHpCustomer?: string;
  bayarTunai: number;
  bayarTransfer: number;
  noRekeningTransfer?: string | null;
  /** The document's own key (the screen's form key); none for a batch of the demo. */
  idempotencyKey?: string | null;
  lines: BuybackLine[];
};

export type PostBuybacksInput = {
  kodeToko: string;
  createdBy: string;
  /** Claimed first: a replay answers the first post and writes nothing. */
  idempotencyKey: string;
  buybacks: Buyback[];
  /** When they happened; now unless given (the demo back-dates). */
  at?: Date;
};

export type PostedBuybacks = { nomor: string[]; jurnalId: number; stokDokumenId: number; replayed: boolean };

const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const isPositiveWeight = (grams: unknown): grams is string => typeof grams === 'string' && WEIGHT.test(grams) && toMilligrams(grams) > 0n;
const isAmount = (value: unknown, min: number) => typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= MAX_AMOUNT;

/** An outside item's new barcode: the buyback's number and the line's place in it (`BL-K01-261123-0001-1`). */
export const outsideBarcodeOf = (noFakturBeli: string, urutan: number) => `${noFakturBeli}-${urutan}`;

/** What nothing may pass: weights and prices, the payments adding up, a transfer naming its account. */
function check(buyback: Buyback) {
  if (buyback.lines.length === 0) throw ValidationError('pembelianLinesRequired');
  for (const line of buyback.lines) {
    if (!isPositiveWeight(line.berat)) throw ValidationError('pembelianBeratInvalid');
    if (!isPositiveWeight(line.beratNota)) throw ValidationError('pembelianBeratNotaInvalid');
    // §5: "entered weight not above stock weight": an own item weighs at most what it was sold at.
    if (line.kodeBarcode && toMilligrams(line.berat) > toMilligrams(line.beratNota)) throw ValidationError('pembelianBeratMelebihiStok');
    if (!isAmount(line.harga, 1) || !isAmount(line.hargaHitung, 0) || !isAmount(line.hargaEmas, 0) || !isAmount(line.hargaBeliPerGram, 0)) {
      throw ValidationError('pembelianHargaInvalid');
    }
    if (!isAmount(line.hargaNota, 0)) throw ValidationError('pembelianHargaNotaInvalid');
    if (!(BUYBACK_DESTINATIONS as readonly string[]).includes(line.tujuan) || !line.kodeGudang || !line.kodeBaki) throw ValidationError('pembelianBakiInvalid');
  }
  const total = buyback.lines.reduce((sum, line) => sum + line.harga, 0);
  if (!isAmount(buyback.bayarTunai, 0) || !isAmount(buyback.bayarTransfer, 0)) throw ValidationError('pembelianBayarInvalid');
  if (buyback.bayarTunai + buyback.bayarTransfer !== total) throw ValidationError('pembelianBayarInvalid');
  if (buyback.bayarTransfer > 0 && !buyback.noRekeningTransfer) throw ValidationError('pembelianRekeningInvalid');
  return total;
}

/**
 * Posts buybacks of one shop inside the caller's transaction, set-based: their headers (`pembelian`) and lines
 * (`pembelian_detail`), ONE balanced journal entry for them all (D gold bought back 1-1500 = the total; K the shop's
 * cash = the cash paid, K each transfer rekening's account = what was transferred from it; postJournal refuses
 * cash below zero) and ONE stock document PEMBELIAN (an own item BOUGHT_BACK from SOLD into the tray at its weighed
 * weight; an outside item RECEIVED as a new item with the barcode `outsideBarcodeOf`). The screen posts one buyback a
 * call; the demo posts a shop's day a call. The key is claimed first: a replay answers the first post.
 */
export async function postBuybacks(tx: Tx, input: PostBuybacksInput): Promise<PostedBuybacks> {
  const { kodeToko, createdBy, idempotencyKey, buybacks, at } = input;
  if (buybacks.length === 0) throw ValidationError('pembelianLinesRequired');
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) {
    const rows = await tx.select({ no: pembelian.noFakturBeli, jurnalId: pembelian.jurnalId }).from(pembelian)
      .where(eq(pembelian.stokDokumenId, done.id)).orderBy(pembelian.noFakturBeli);
    return { nomor: rows.map((row) => row.no), jurnalId: rows[0]?.jurnalId ?? 0, stokDokumenId: done.id, replayed: true };
  }
  const totals = buybacks.map(check);

  // Transfer accounts: the shop's own rekening only (a foreign shop's is refused before anything is written).
  const rekenings = [...new Set(buybacks.filter((b) => b.bayarTransfer > 0).map((b) => b.noRekeningTransfer!))];
  const accountOf = new Map<string, string>();
  if (rekenings.length > 0) {
    const rows = await tx.select({ no: rekening.noRekening, akun: rekening.nomorAkun }).from(rekening)
      .where(and(inArray(rekening.noRekening, rekenings), eq(rekening.kodeToko, kodeToko)));
    for (const row of rows) accountOf.set(row.no, row.akun);
    if (accountOf.size !== rekenings.length) throw ValidationError('pembelianRekeningInvalid');
  }
  const depts = [...new Set(buybacks.flatMap((b) => b.lines.map((line) => line.kodeDept)))];
  const kadarOf = new Map((await tx.select({ kode: jenis.kodeDept, kadar: jenis.kadar }).from(jenis).where(inArray(jenis.kodeDept, depts)))
    .map((row) => [row.kode, row.kadar]));
  if (kadarOf.size !== depts.length) throw ValidationError('pembelianJenisInvalid');

  const total = totals.reduce((sum, value) => sum + value, 0);
  const cash = buybacks.reduce((sum, b) => sum + b.bayarTunai, 0);
  const perAccount = new Map<string, number>();
  for (const b of buybacks) if (b.bayarTransfer > 0) {
    const account = accountOf.get(b.noRekeningTransfer!)!;
    perAccount.set(account, (perAccount.get(account) ?? 0) + b.bayarTransfer);
  }
  const lines: JournalLine[] = [
    { nomorAkun: BOUGHT_GOLD_ACCOUNT, debit: total, kredit: 0 },
    ...(cash > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: 0, kredit: cash }] : []),
    ...[...perAccount].map(([nomorAkun, kredit]) => ({ nomorAkun, debit: 0, kredit })),
  ];
  const first = buybacks[0].noFakturBeli;
  const { jurnal } = await postJournal(tx, {
    kodeToko, trx: TRX.PEMBELIAN, createdBy, idempotencyKey, tanggal: at, lines,
    keterangan: buybacks.length === 1 ? `Pembelian ${first}` : `Pembelian ${first} … ${buybacks.at(-1)!.noFakturBeli} (${buybacks.length})`,
  });

  const entries: StockEntryInput[] = buybacks.flatMap((b) => b.lines.map((line, i): StockEntryInput => line.kodeBarcode
    ? { kind: 'BOUGHT_BACK', kodeBarcode: line.kodeBarcode, expected: { status: 'SOLD' }, to: { kodeGudang: line.kodeGudang, kodeBaki: line.kodeBaki, berat: line.berat } }
    : {
        kind: 'RECEIVED',
        item: {
          kodeBarcode: outsideBarcodeOf(b.noFakturBeli, i + 1), kodeToko, kodeGroup: line.kodeGroup, kodeDept: line.kodeDept, kodeIntern: 'BELI',
          namaBarang: line.namaBarang, berat: line.berat, kadar: kadarOf.get(line.kodeDept)!, hargaJual: line.harga,
          kodeGudang: line.kodeGudang, kodeBaki: line.kodeBaki,
        },
      }));
  const posted = await postStockEntries(tx, { document: { kodeToko, jenis: 'PEMBELIAN', nomor: first }, entries, idempotencyKey, createdBy, at });

  const now = at ?? new Date();
  await tx.insert(pembelian).values(buybacks.map((b, n) => ({
    noFakturBeli: b.noFakturBeli, kodeToko, tanggal: b.tanggal ?? now, kodeSales: b.kodeSales,
    namaCustomer: b.namaCustomer ?? '', alamatCustomer: b.alamatCustomer ?? '', noHpCustomer: b.noHpCustomer ?? '',
    totalBerat: sumWeights(b.lines.map((line) => line.berat)), totalHarga: totals[n],
    bayarTunai: b.bayarTunai, bayarTransfer: b.bayarTransfer, noRekeningTransfer: b.bayarTransfer > 0 ? b.noRekeningTransfer! : null,
    idempotencyKey: b.idempotencyKey ?? null, jurnalId: jurnal.id, stokDokumenId: posted.dokumen.id,
    createdBy, updatedBy: createdBy, createdAt: b.tanggal ?? now, updatedAt: b.tanggal ?? now,
  })));
  await tx.insert(pembelianDetail).values(buybacks.flatMap((b) => b.lines.map((line, i) => ({
    noFakturBeli: b.noFakturBeli, urutan: i + 1, kodeBarcode: line.kodeBarcode || outsideBarcodeOf(b.noFakturBeli, i + 1),
    noFakturJual: line.kodeBarcode ? line.noFakturJual ?? null : null,
    kondisi: line.kondisi, kelompokHarga: line.kelompokHarga, kodeGroup: line.kodeGroup, kodeDept: line.kodeDept, namaBarang: line.namaBarang,
    hargaEmas: line.hargaEmas, hargaBeliPerGram: line.hargaBeliPerGram, beratNota: line.beratNota, berat: line.berat, hargaNota: line.hargaNota,
    hargaHitung: line.hargaHitung, pembulatan: line.pembulatan, pembulatanKebawah: line.pembulatanKebawah, harga: line.harga,
    disetujuiOleh: line.disetujuiOleh ?? null, tujuan: line.tujuan,
  }))));
  return { nomor: buybacks.map((b) => b.noFakturBeli), jurnalId: jurnal.id, stokDokumenId: posted.dokumen.id, replayed: false };
}
