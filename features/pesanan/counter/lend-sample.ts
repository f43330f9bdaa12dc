// No 'server-only' marker: the kernels run outside Next too (tests, the demo generator).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError } from '@/lib/errors/app-error';
import { SAMPLE_SHELF } from '@/lib/ledger/stock/states';
import { claimDocumentKey, postStockEntries } from '@/features/stock/kernel';
import { pinjamContoh } from '../schema';
import { lockOrder, orderError } from './shared';

export type SampleLoan = typeof pinjamContoh.$inferSelect;
type Common = { kodeToko: string; idempotencyKey: string; createdBy: string; at?: Date };

/**
 * Ambil Barang Contoh: lends a tray item of the shop as the sample of one of its open orders (OPEN: the piece is still
 * being made). One stock document ACT: SAMPLE_LENT, READY → ON_LOAN on the sample shelf (warehouse CONTOH, tray = the
 * order), so the item leaves its tray's balance and no sale, move or count takes it. No money moves: no journal. A
 * replay (same key) answers the first loan.
 */
export async function lendSample(tx: Tx, input: Common & { kodeBarcode: string; noPesanan: string }): Promise<{ loan: SampleLoan; replayed: boolean }> {
  const { kodeToko, idempotencyKey, createdBy } = input;
  if (await claimDocumentKey(tx, idempotencyKey)) {
    const [loan] = await tx.select().from(pinjamContoh).where(eq(pinjamContoh.idempotencyKey, idempotencyKey));
    if (!loan || loan.kodeToko !== kodeToko) throw new AppError('conflict', 'idempotencyKeyReused');
    return { loan, replayed: true };
  }
  const order = await lockOrder(tx, kodeToko, input.noPesanan);
  if (order.status !== 'OPEN') throw orderError('conflict', order.status === 'TIBA' ? 'pesananSudahTiba' : 'pesananSudahSelesai', order.noPesanan);
  const kodeBarcode = input.kodeBarcode.trim().toUpperCase();
  const [item] = await tx.select({
    kodeToko: barang.kodeToko, kodeGudang: barang.kodeGudang, kodeBaki: barang.kodeBaki, status: barang.status, namaBarang: barang.namaBarang, berat: barang.berat,
  }).from(barang).where(eq(barang.kodeBarcode, kodeBarcode)).for('update');
  if (!item || item.kodeToko !== kodeToko) throw new AppError('not-found', 'stokBarangTidakDitemukan', { barcode: kodeBarcode });
  if (item.status !== 'READY') throw new AppError('conflict', 'stokBarangTidakTersedia', { barcode: kodeBarcode });

  const now = input.at ?? new Date();
  const noPinjam = await nextDocumentNumber(tx, kodeToko, 'AMBIL_CONTOH', now);
  const stock = await postStockEntries(tx, {
    document: { kodeToko, jenis: 'AMBIL_CONTOH', nomor: noPinjam }, idempotencyKey, createdBy, at: now,
    entries: [{
      kind: 'SAMPLE_LENT', kodeBarcode, expected: { status: 'READY', kodeGudang: item.kodeGudang, kodeBaki: item.kodeBaki },
      to: { kodeGudang: SAMPLE_SHELF, kodeBaki: order.noPesanan },
    }],
  });
  const [loan] = await tx.insert(pinjamContoh).values({
    noPinjam, kodeToko, noPesanan: order.noPesanan, kodeBarcode, namaBarang: item.namaBarang, berat: item.berat, asalGudang: item.kodeGudang,
    asalBaki: item.kodeBaki, tglPinjam: now, stokDokumenId: stock.dokumen.id, idempotencyKey, status: 'DIPINJAM',
    createdBy, updatedBy: createdBy, createdAt: now, updatedAt: now,
  }).returning();
  return { loan, replayed: false };
}

/**
 * The lent sample comes back: one stock document KCT, SAMPLE_RETURNED, ON_LOAN → READY in the tray it left. A loan
 * already returned answers as it is (a replay, or a second click from another screen, returns it once).
 */
export async function returnSample(tx: Tx, input: Common & { noPinjam: string }): Promise<{ loan: SampleLoan; replayed: boolean }> {
  const { kodeToko, idempotencyKey, createdBy } = input;
  await claimDocumentKey(tx, idempotencyKey);
  const nomor = input.noPinjam.trim().toUpperCase();
  const [loan] = await tx.select().from(pinjamContoh).where(and(eq(pinjamContoh.noPinjam, nomor), eq(pinjamContoh.kodeToko, kodeToko))).for('update');
  if (!loan) throw new AppError('not-found', 'contohTidakDitemukan', { nomor });
  if (loan.status !== 'DIPINJAM') return { loan, replayed: true };
  const now = input.at ?? new Date();
  const noKembali = await nextDocumentNumber(tx, kodeToko, 'KEMBALI_CONTOH', now);
  const stock = await postStockEntries(tx, {
    document: { kodeToko, jenis: 'KEMBALI_CONTOH', nomor: noKembali }, idempotencyKey, createdBy, at: now,
    entries: [{
      kind: 'SAMPLE_RETURNED', kodeBarcode: loan.kodeBarcode, expected: { status: 'ON_LOAN', kodeGudang: SAMPLE_SHELF, kodeBaki: loan.noPesanan },
      to: { kodeGudang: loan.asalGudang, kodeBaki: loan.asalBaki },
    }],
  });
  const [returned] = await tx.update(pinjamContoh).set({
    status: 'KEMBALI', noKembali, tglKembali: now, dikembalikanOleh: createdBy, stokKembaliId: stock.dokumen.id, updatedBy: createdBy, updatedAt: now,
  }).where(eq(pinjamContoh.noPinjam, loan.noPinjam)).returning();
  return { loan: returned, replayed: false };
}
