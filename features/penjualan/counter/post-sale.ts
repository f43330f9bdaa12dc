// No 'server-only' marker: the demo generator (features/demo) posts its sales through this too.
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { penjualan } from '@/features/penjualan/schema';
import { rekening } from '@/lib/db/schema/money-ledger';
import { unnest, type UnnestValue } from '@/lib/db/unnest';
import { sumWeights, toMilligrams } from '@/lib/format/grams';
import { nextDocumentNumbers } from '@/lib/documents/next-number';
import { todayInJakarta } from '@/lib/format';
import { AppError, ConflictError, ValidationError } from '@/lib/errors/app-error';
import { cashAccountOf, PPN_OUTPUT_ACCOUNT, SALES_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { RESERVATION_SHELF } from '@/lib/ledger/stock/states';
import { postJournals, type JournalLine } from '@/lib/ledger/post-journal';
import { postStockDocuments, type PostedStock } from '@/features/stock/kernel';
import { lockDocumentKeys } from '@/lib/ledger/claim-keys';
import { MAX_AMOUNT } from '@/lib/ledger/limits';
import { saleTotals } from '@/lib/pricing';
import { paymentProblem } from '../payment-rules';

/** One item sold, with the snapshot of everything that made its price. */
export type SaleLineToPost = {
  kodeBarcode: string;
  namaBarang: string;
  kodeGroup: string;
  kodeDept: string;
  kadar: string;
  /** The weight the cashier saw: the item must still weigh it. */
  berat: string;
  hargaPerGram: number;
  ongkos: number;
  hargaTetap: boolean;
  pembulatan: number;
  pembulatanKebawah: boolean;
  /** What the formula gave (salePrice). */
  hargaHitung: number;
  /** What the customer pays for the line. */
  hargaJual: number;
  /** Who approved a price above the limit or below cost (null when none was needed). */
  disetujuiOleh?: string | null;
  /** The order, deposit or pre-order the item is held for (its tray on the reservation shelf); a counter sale's item is READY in a tray. */
  heldFor?: string;
};

export type SaleToPost = {
  kodeToko: string;
  /** The sale's number; taken from the shop's PENJUALAN sequence of the day when not given. */
  nomor?: string;
  kodeSales: string;
  namaCustomer?: string;
  alamatCustomer?: string;
  noHpCustomer?: string;
  lines: SaleLineToPost[];
  /** PPN_PENJUALAN_PERSEN at the sale ('0', '1.1', '1.65'). */
  ppnPersen: string;
  /** Cash the customer handed over (0 when none); the cash applied is what transfer and card leave of the total. */
  uangDiterima: number;
  bayarTransfer?: number;
  noRekeningTransfer?: string | null;
  bayarKartu?: number;
  noRekeningKartu?: string | null;
  /** The customer's money the shop holds for this sale (an order's down payments, a deposit), applied first, and the liability it leaves. */
  uangMuka?: { nomorAkun: string; jumlah: number };
  /** The order, deposit or pre-order this sale picks up. */
  noReferensi?: string;
  idempotencyKey: string;
  createdBy: string;
  /** When the sale happened; now unless given (only the demo generator and tests back-date). */
  at?: Date;
};

export type PostedSale = {
  nomor: string;
  idempotencyKey: string;
  subtotal: number;
  ppn: number;
  totalHarga: number;
  bayarTunai: number;
  kembalian: number;
  jurnalId: number;
  stokDokumenId: number;
  replayed: boolean;
};

const isAmount = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= MAX_AMOUNT;
const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;

/** Checks one sale before anything is written (what the service's schema checks too, for callers without one). */
function check(sale: SaleToPost) {
  if (sale.lines.length === 0) throw ValidationError('penjualanKosong');
  const barcodes = new Set<string>();
  for (const line of sale.lines) {
    if (barcodes.has(line.kodeBarcode)) throw new AppError('validation', 'stokBarangGanda', { barcode: line.kodeBarcode });
    barcodes.add(line.kodeBarcode);
    if (!WEIGHT.test(line.berat) || toMilligrams(line.berat) <= 0n) throw new AppError('validation', 'stokBeratInvalid', { barcode: line.kodeBarcode });
    if (!isAmount(line.hargaJual) || line.hargaJual <= 0 || !isAmount(line.hargaHitung) || !isAmount(line.hargaPerGram) || !isAmount(line.ongkos)) {
      throw new AppError('validation', 'penjualanHargaInvalid', { barcode: line.kodeBarcode });
    }
  }
  if (sale.uangMuka && (!sale.uangMuka.nomorAkun || !isAmount(sale.uangMuka.jumlah) || sale.uangMuka.jumlah === 0)) throw ValidationError('jumlahInvalid');
  const totals = saleTotals({ ...sale, uangMuka: sale.uangMuka?.jumlah });
  if (![totals.totalHarga, totals.transfer, totals.kartu, sale.uangDiterima].every(isAmount)) throw ValidationError('jumlahInvalid');
  const problem = paymentProblem(totals, sale);
  if (problem) throw new AppError('validation', problem.key, {}, problem.field);
  return totals;
}

/** The header's journal lines: the money held for the sale applied, cash, transfer and card in; sales and PPN out. Zero lines are left out. */
export function saleJournalLines(kodeToko: string, totals: ReturnType<typeof saleTotals>, akunTransfer: string | null, akunKartu: string | null, akunUangMuka: string | null = null): JournalLine[] {
  const lines: JournalLine[] = [
    { nomorAkun: akunUangMuka ?? '', debit: totals.uangMuka, kredit: 0 },
    { nomorAkun: cashAccountOf(kodeToko), debit: totals.bayarTunai, kredit: 0 },
    { nomorAkun: akunTransfer ?? '', debit: totals.transfer, kredit: 0 },
    { nomorAkun: akunKartu ?? '', debit: totals.kartu, kredit: 0 },
    { nomorAkun: SALES_ACCOUNT, debit: 0, kredit: totals.subtotal },
    { nomorAkun: PPN_OUTPUT_ACCOUNT, debit: 0, kredit: totals.ppn },
  ];
  return lines.filter((line) => line.debit + line.kredit > 0);
}

/** postStockEntries' refusals of an item that is not ready in the shop, told as "stock out". */
const STOCK_OUT = new Set(['stokBarangSudahTerjual', 'stokBarangTidakTersedia', 'stokBarangTidakDitemukan', 'stokBarangSudahPindah', 'stokBeratBerubah']);

/**
 * Posts sales inside the caller's transaction: for each, its header (`penjualan`), its lines with their price snapshot
 * (`penjualan_detail`), one balanced journal entry (postJournals: D the shop's cash = cash applied, D the transfer
 * rekening's account, D the card rekening's account, K sales = subtotal, K PPN output = PPN) and the gram ledger's
 * SOLD entries (postStockDocuments, document PENJUALAN numbered as the sale), both under the sale's idempotency key.
 * A list of any length takes a fixed number of statements (the demo generator posts a shop's day at once; the screen
 * one sale).
 *
 * Each sale's key is taken first (lockDocumentKeys: once per transaction, so the service's claim is this one), so a
 * double click waits for the first and gets its sale back (`replayed`). The number comes last: after the items are
 * locked and checked, right before the stock document, the journal entry and the sale with its lines, so a shop's
 * sales hold its day's number row only for those writes and the commit (issue 26 point 10). Items must be READY in the sale's shop and weigh what the cashier saw, or, for
 * a pickup (a line's `heldFor`), RESERVED on the reservation shelf for that order, deposit or pre-order; any other item
 * is refused as "stock out" (`penjualanStokHabis`, a conflict naming it). A pickup applies the money held for it
 * (`uangMuka`: D that liability, 2-1400 or 2-1500) before the cash, transfer and card. A rekening must be the shop's. On any error
 * the caller's transaction must roll back, as for every posting.
 */
export async function postSales(tx: Tx, sales: SaleToPost[]): Promise<PostedSale[]> {
  if (sales.length === 0) return [];
  const checked = sales.map((sale) => ({ sale, totals: check(sale) }));
  const keys = sales.map((sale) => sale.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw ConflictError('idempotencyKeyReused');

  // Every key, in one order (so two batches never wait on each other crosswise; a key the service took already is not
  // taken again), then the sales already posted.
  await lockDocumentKeys(tx, keys);
  const earlier = await tx.select().from(penjualan).where(inArray(penjualan.idempotencyKey, keys));
  const byKey = new Map(earlier.map((row) => [row.idempotencyKey!, row]));

  const rekeningNumbers = [...new Set(sales.flatMap((sale) => [sale.noRekeningTransfer, sale.noRekeningKartu]).filter((n): n is string => !!n))];
  const accounts = rekeningNumbers.length === 0 ? [] : await tx.select({ noRekening: rekening.noRekening, kodeToko: rekening.kodeToko, nomorAkun: rekening.nomorAkun })
    .from(rekening).where(inArray(rekening.noRekening, rekeningNumbers));
  const rekeningOf = new Map(accounts.map((row) => [row.noRekening, row]));
  const accountOf = (sale: SaleToPost, noRekening: string | null | undefined, amount: number) => {
    if (amount === 0) return null;
    const row = rekeningOf.get(noRekening ?? '');
    // Another shop's bank account is not this shop's to take money into: told apart from an unknown one by nothing.
    if (!row || row.kodeToko !== sale.kodeToko) throw ValidationError('penjualanRekeningInvalid');
    return row.nomorAkun;
  };

  const fresh: { sale: SaleToPost; totals: ReturnType<typeof saleTotals>; at: Date; nomor: string; akunTransfer: string | null; akunKartu: string | null }[] = [];
  for (const { sale, totals } of checked) {
    const before = byKey.get(sale.idempotencyKey);
    if (before) {
      if (before.kodeToko !== sale.kodeToko) throw ConflictError('idempotencyKeyReused');
      continue;
    }
    const akunTransfer = accountOf(sale, sale.noRekeningTransfer, totals.transfer);
    const akunKartu = accountOf(sale, sale.noRekeningKartu, totals.kartu);
    fresh.push({ sale, totals, at: sale.at ?? new Date(), nomor: sale.nomor ?? '', akunTransfer, akunKartu });
  }
  // One item in two sales of a batch: the second finds it sold.
  const sold = new Set<string>();
  for (const { sale } of fresh) {
    for (const line of sale.lines) {
      if (sold.has(line.kodeBarcode)) throw new AppError('conflict', 'penjualanStokHabis', { barcode: line.kodeBarcode });
      sold.add(line.kodeBarcode);
    }
  }
  // Numbers per shop and day, taken together and as late as they can be: after the items are locked and checked, right
  // before the first write. A shop's sales wait for each other on its day's counter row from then until they commit.
  const numberSales = async (documents: { idempotencyKey: string }[]) => {
    const unnumbered = new Map<string, typeof fresh>();
    for (const row of fresh.filter((one) => !one.nomor)) {
      const group = `${row.sale.kodeToko}|${todayInJakarta(row.at)}`;
      unnumbered.set(group, [...(unnumbered.get(group) ?? []), row]);
    }
    for (const rows of unnumbered.values()) {
      const numbers = await nextDocumentNumbers(tx, rows[0].sale.kodeToko, 'PENJUALAN', rows.length, rows[0].at);
      rows.forEach((row, i) => { row.nomor = numbers[i]; });
    }
    const nomorOf = new Map(fresh.map((row) => [row.sale.idempotencyKey, row.nomor]));
    return documents.map((document) => nomorOf.get(document.idempotencyKey)!);
  };

  let stock: PostedStock[];
  try {
    stock = await postStockDocuments(tx, fresh.map(({ sale, at, nomor }) => ({
      document: { kodeToko: sale.kodeToko, jenis: 'PENJUALAN', nomor },
      entries: sale.lines.map((line) => ({
        kind: 'SOLD' as const, kodeBarcode: line.kodeBarcode,
        expected: line.heldFor
          ? { status: 'RESERVED' as const, kodeGudang: RESERVATION_SHELF, kodeBaki: line.heldFor, berat: line.berat }
          : { status: 'READY' as const, berat: line.berat },
      })),
      idempotencyKey: sale.idempotencyKey, createdBy: sale.createdBy, at,
    })), { numbers: numberSales });
  } catch (error) {
    if (error instanceof AppError && STOCK_OUT.has(error.messageKey)) throw new AppError('conflict', 'penjualanStokHabis', error.values);
    throw error;
  }
  const journals = await postJournals(tx, fresh.map(({ sale, totals, at, nomor, akunTransfer, akunKartu }) => ({
    kodeToko: sale.kodeToko, trx: TRX.PENJUALAN, keterangan: `Penjualan ${nomor}`,
    lines: saleJournalLines(sale.kodeToko, totals, akunTransfer, akunKartu, sale.uangMuka?.nomorAkun ?? null),
    idempotencyKey: sale.idempotencyKey, createdBy: sale.createdBy, tanggal: at,
  })));

  const headers: (typeof penjualan.$inferInsert)[] = [];
  const details: { nomor: string; urutan: number; line: SaleLineToPost }[] = [];
  const postedByKey = new Map<string, PostedSale>();
  fresh.forEach(({ sale, totals, at, nomor }, i) => {
    const jurnalId = journals[i].jurnal.id;
    const stokDokumenId = stock[i].dokumen.id;
    headers.push({
      noFakturJual: nomor, kodeToko: sale.kodeToko, tanggal: at, kodeSales: sale.kodeSales,
      namaCustomer: sale.namaCustomer ?? '', alamatCustomer: sale.alamatCustomer ?? '', noHpCustomer: sale.noHpCustomer ?? '',
      totalBerat: sumWeights(sale.lines.map((line) => line.berat)), subtotal: totals.subtotal, ppnPersen: sale.ppnPersen, ppn: totals.ppn,
      totalHarga: totals.totalHarga, bayarTunai: totals.bayarTunai, uangDiterima: sale.uangDiterima,
      bayarTransfer: totals.transfer, noRekeningTransfer: totals.transfer > 0 ? sale.noRekeningTransfer : null,
      bayarKartu: totals.kartu, noRekeningKartu: totals.kartu > 0 ? sale.noRekeningKartu : null,
      uangMuka: totals.uangMuka, akunUangMuka: sale.uangMuka?.nomorAkun ?? null, noReferensi: sale.noReferensi ?? null,
      idempotencyKey: sale.idempotencyKey, jurnalId, stokDokumenId,
      createdBy: sale.createdBy, updatedBy: sale.createdBy, createdAt: at, updatedAt: at,
    });
    sale.lines.forEach((line, n) => details.push({ nomor, urutan: n + 1, line }));
    postedByKey.set(sale.idempotencyKey, {
      nomor, idempotencyKey: sale.idempotencyKey, subtotal: totals.subtotal, ppn: totals.ppn, totalHarga: totals.totalHarga,
      bayarTunai: totals.bayarTunai, kembalian: totals.kembalian, jurnalId, stokDokumenId, replayed: false,
    });
  });
  await insertSales(tx, headers, details);
  return sales.map((sale) => {
    const posted = postedByKey.get(sale.idempotencyKey);
    if (posted) return posted;
    const before = byKey.get(sale.idempotencyKey)!;
    return {
      nomor: before.noFakturJual, idempotencyKey: sale.idempotencyKey, subtotal: before.subtotal, ppn: before.ppn, totalHarga: before.totalHarga,
      bayarTunai: before.bayarTunai, kembalian: before.uangDiterima - before.bayarTunai, jurnalId: before.jurnalId ?? 0,
      stokDokumenId: before.stokDokumenId ?? 0, replayed: true,
    };
  });
}

const CHUNK = 2000;

/** The headers and their lines, one statement per 2,000 sales (the lines' foreign key is checked at its end). */
async function insertSales(tx: Tx, headers: (typeof penjualan.$inferInsert)[], details: { nomor: string; urutan: number; line: SaleLineToPost }[]) {
  const linesOf = new Map<string, typeof details>();
  for (const detail of details) linesOf.set(detail.nomor, [...(linesOf.get(detail.nomor) ?? []), detail]);
  for (let i = 0; i < headers.length; i += CHUNK) {
    const part = headers.slice(i, i + CHUNK);
    const rows = part.flatMap((header) => linesOf.get(header.noFakturJual) ?? []);
    const h = (pick: (header: (typeof part)[number]) => UnnestValue) => part.map(pick);
    const d = (pick: (row: (typeof rows)[number]) => UnnestValue) => rows.map(pick);
    await tx.execute(sql`
      with headers as (
        insert into penjualan (no_faktur_jual, kode_toko, tanggal, kode_sales, nama_customer, alamat_customer, no_hp_customer, total_berat, subtotal,
                               ppn_persen, ppn, total_harga, bayar_tunai, uang_diterima, bayar_transfer, no_rekening_transfer, bayar_kartu, no_rekening_kartu,
                               uang_muka, akun_uang_muka, no_referensi, idempotency_key, jurnal_id, stok_dokumen_id, created_by, updated_by, created_at, updated_at)
        select * from ${unnest({
          no_faktur_jual: ['varchar', h((r) => r.noFakturJual)], kode_toko: ['varchar', h((r) => r.kodeToko)], tanggal: ['timestamptz', h((r) => r.tanggal)],
          kode_sales: ['varchar', h((r) => r.kodeSales)], nama_customer: ['varchar', h((r) => r.namaCustomer)], alamat_customer: ['varchar', h((r) => r.alamatCustomer)],
          no_hp_customer: ['varchar', h((r) => r.noHpCustomer)], total_berat: ['numeric', h((r) => r.totalBerat)], subtotal: ['bigint', h((r) => r.subtotal)],
          ppn_persen: ['numeric', h((r) => r.ppnPersen)], ppn: ['bigint', h((r) => r.ppn)], total_harga: ['bigint', h((r) => r.totalHarga)],
          bayar_tunai: ['bigint', h((r) => r.bayarTunai)], uang_diterima: ['bigint', h((r) => r.uangDiterima)], bayar_transfer: ['bigint', h((r) => r.bayarTransfer)],
          no_rekening_transfer: ['varchar', h((r) => r.noRekeningTransfer)], bayar_kartu: ['bigint', h((r) => r.bayarKartu)],
          no_rekening_kartu: ['varchar', h((r) => r.noRekeningKartu)], uang_muka: ['bigint', h((r) => r.uangMuka)],
          akun_uang_muka: ['varchar', h((r) => r.akunUangMuka)], no_referensi: ['varchar', h((r) => r.noReferensi)], idempotency_key: ['varchar', h((r) => r.idempotencyKey)],
          jurnal_id: ['bigint', h((r) => r.jurnalId)], stok_dokumen_id: ['bigint', h((r) => r.stokDokumenId)], created_by: ['varchar', h((r) => r.createdBy)],
          updated_by: ['varchar', h((r) => r.updatedBy)], created_at: ['timestamptz', h((r) => r.createdAt)], updated_at: ['timestamptz', h((r) => r.updatedAt)],
        })}
      )
      insert into penjualan_detail (no_faktur_jual, urutan, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, harga_per_gram, ongkos,
                                    harga_tetap, pembulatan, pembulatan_kebawah, harga_hitung, harga_jual, disetujui_oleh)
      select * from ${unnest({
        no_faktur_jual: ['varchar', d((r) => r.nomor)], urutan: ['smallint', d((r) => r.urutan)], kode_barcode: ['varchar', d((r) => r.line.kodeBarcode)],
        nama_barang: ['varchar', d((r) => r.line.namaBarang)], kode_group: ['varchar', d((r) => r.line.kodeGroup)], kode_dept: ['varchar', d((r) => r.line.kodeDept)],
        kadar: ['numeric', d((r) => r.line.kadar)], berat: ['numeric', d((r) => r.line.berat)], harga_per_gram: ['bigint', d((r) => r.line.hargaPerGram)],
        ongkos: ['bigint', d((r) => r.line.ongkos)], harga_tetap: ['boolean', d((r) => r.line.hargaTetap)], pembulatan: ['int', d((r) => r.line.pembulatan)],
        pembulatan_kebawah: ['boolean', d((r) => r.line.pembulatanKebawah)], harga_hitung: ['bigint', d((r) => r.line.hargaHitung)],
        harga_jual: ['bigint', d((r) => r.line.hargaJual)], disetujui_oleh: ['varchar', d((r) => r.line.disetujuiOleh)],
      })}`);
  }
}
