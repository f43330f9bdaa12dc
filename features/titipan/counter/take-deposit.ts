// No 'server-only' marker: the kernel runs outside Next too (scripts, the demo).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { sales } from '@/lib/db/schema/shop';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { formatRupiah } from '@/lib/format';
import { cashAccountOf, GOODS_DEPOSIT_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { RESERVATION_SHELF } from '@/lib/ledger/stock/states';
import { ppnOf } from '@/lib/pricing';
import { claimDocumentKey, postStockEntries } from '@/features/stock/kernel';
import { titipUang } from '../schema';
import { isAmount, transferAccount, type DepositRow } from './shared';

/** The held item as the counter priced it (features/penjualan's scan: the price owner), the snapshot the deposit keeps. */
export type DepositItem = {
  kodeBarcode: string;
  namaBarang: string;
  /** The weight the cashier saw: the item must still weigh it. */
  berat: string;
  ongkos: number;
  /** The item's price (the sale formula's hargaHitung) before PPN. */
  hargaJual: number;
};

export type TakeDepositInput = {
  kodeToko: string;
  createdBy: string;
  /** Claimed first: a replay answers the first deposit and writes nothing. */
  idempotencyKey: string;
  kodeSales: string;
  namaCustomer: string;
  alamatCustomer?: string;
  noHpCustomer: string;
  item: DepositItem;
  /** PPN_PENJUALAN_PERSEN at the deposit: the price the customer will pay is the item's price plus its PPN. */
  ppnPersen: string;
  bayarTunai: number;
  bayarTransfer: number;
  noRekeningTransfer?: string | null;
  /** Now unless given (tests back-date). */
  at?: Date;
};

export type TakenDeposit = { deposit: DepositRow; replayed: boolean };

/**
 * A customer leaves money against a tray item (titip uang), inside the caller's transaction. The item (locked,
 * `for update`) must be the shop's, READY and weigh what the cashier saw; it moves READY → RESERVED (kind RESERVED)
 * onto the reservation shelf (warehouse PESANAN, its tray the deposit's TU number), so no sale scan, count or weighing
 * sees it. Its price is the snapshot the caller took from the counter's pricing, plus PPN at the day's rate: the
 * deposit (cash + transfer) is above zero and never above that total. ONE balanced journal entry (trx TITIP_UANG):
 * D the shop's cash = the cash, D the rekening's account = the transfer, K 2-1500 Titipan Uang Pelanggan = the deposit.
 * The TU number is taken after the item is locked and checked, right before the writes. The key is claimed first.
 */
export async function takeDeposit(tx: Tx, input: TakeDepositInput): Promise<TakenDeposit> {
  const { kodeToko, createdBy, idempotencyKey, item, at } = input;
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) {
    const [row] = await tx.select().from(titipUang).where(eq(titipUang.idempotencyKey, idempotencyKey));
    if (row) return { deposit: row, replayed: true };
  }
  if (!input.namaCustomer.trim() || !input.noHpCustomer.trim()) throw ValidationError('titipanCustomerRequired');
  const [salesperson] = await tx.select({ kode: sales.kodeSales }).from(sales).where(and(eq(sales.kodeSales, input.kodeSales.trim()), eq(sales.kodeToko, kodeToko)));
  if (!salesperson) throw ValidationError('titipanSalesRequired');
  if (!isAmount(item.hargaJual) || item.hargaJual <= 0 || !isAmount(item.ongkos)) throw ValidationError('titipanHargaInvalid');
  if (!isAmount(input.bayarTunai) || !isAmount(input.bayarTransfer)) throw ValidationError('titipanJumlahInvalid');
  const ppn = ppnOf(item.hargaJual, input.ppnPersen);
  const hargaTotal = item.hargaJual + ppn;
  const dpRp = input.bayarTunai + input.bayarTransfer;
  if (dpRp <= 0) throw ValidationError('titipanJumlahInvalid');
  if (dpRp > hargaTotal) throw new AppError('validation', 'titipanMelebihiHarga', { total: formatRupiah(hargaTotal) });
  const akunTransfer = input.bayarTransfer > 0 ? await transferAccount(tx, kodeToko, input.noRekeningTransfer) : null;

  const kodeBarcode = item.kodeBarcode.trim().toUpperCase();
  const [held] = await tx.select({ kodeToko: barang.kodeToko, kodeGudang: barang.kodeGudang, kodeBaki: barang.kodeBaki, status: barang.status })
    .from(barang).where(eq(barang.kodeBarcode, kodeBarcode)).for('update');
  if (!held || held.kodeToko !== kodeToko) throw new AppError('not-found', 'titipanBarangTidakDitemukan', { barcode: kodeBarcode });
  if (held.status !== 'READY') throw new AppError('conflict', 'titipanBarangTidakTersedia', { barcode: kodeBarcode });

  const now = at ?? new Date();
  const noTitip = await nextDocumentNumber(tx, kodeToko, 'TITIP_UANG', now);
  const stock = await postStockEntries(tx, {
    document: { kodeToko, jenis: 'TITIP_UANG', nomor: noTitip }, idempotencyKey, createdBy, at: now,
    entries: [{
      kind: 'RESERVED', kodeBarcode,
      expected: { status: 'READY', berat: item.berat, kodeGudang: held.kodeGudang, kodeBaki: held.kodeBaki },
      to: { kodeGudang: RESERVATION_SHELF, kodeBaki: noTitip },
    }],
  });
  const lines: JournalLine[] = [
    ...(input.bayarTunai > 0 ? [{ nomorAkun: cashAccountOf(kodeToko), debit: input.bayarTunai, kredit: 0 }] : []),
    ...(input.bayarTransfer > 0 ? [{ nomorAkun: akunTransfer!, debit: input.bayarTransfer, kredit: 0 }] : []),
    { nomorAkun: GOODS_DEPOSIT_ACCOUNT, debit: 0, kredit: dpRp },
  ];
  const journal = await postJournal(tx, {
    kodeToko, trx: TRX.TITIP_UANG, keterangan: `Titip uang ${noTitip} (${kodeBarcode})`, lines, idempotencyKey, createdBy, tanggal: now,
  });
  const [deposit] = await tx.insert(titipUang).values({
    noTitip, kodeToko, noPesanan: noTitip, tanggal: now, namaBarang: item.namaBarang, berat: item.berat, hargaJual: item.hargaJual, ongkos: item.ongkos,
    hargaTotal, dpRp, status: 'AKTIF', kodeBarcode, asalGudang: held.kodeGudang, asalBaki: held.kodeBaki, kodeSales: input.kodeSales.trim(),
    namaCustomer: input.namaCustomer.trim(), alamatCustomer: (input.alamatCustomer ?? '').trim(), noHpCustomer: input.noHpCustomer.trim(),
    ppnPersen: input.ppnPersen, ppn, bayarTunai: input.bayarTunai, bayarTransfer: input.bayarTransfer,
    noRekeningTransfer: input.bayarTransfer > 0 ? input.noRekeningTransfer! : null, jurnalId: journal.jurnal.id, stokDokumenId: stock.dokumen.id,
    idempotencyKey, createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
  }).returning();
  return { deposit, replayed: false };
}
