import { cancelSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { jurnalDetail } from '@/lib/db/schema/money-ledger';
import { penjualan } from '@/features/penjualan/schema';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { todayInJakarta } from '@/lib/format';
import { AppError, ConflictError } from '@/lib/errors/app-error';
import { TRX } from '@/lib/ledger/accounts';
import { postJournal } from '@/lib/ledger/post-journal';
import { claimDocumentKey, firstMovedSince, postStockEntries } from '@/features/stock';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { cancelSchema, type CancelInput } from '../schemas';

export type CancelResult = { nomor: string; nomorBatal: string; replayed: boolean };

/**
 * Batal Penjualan: a sale of today (Jakarta) of the user's shop cancelled with a reason and a BATAL_PENJUALAN
 * authorization, in one transaction: the reversing journal entry (the sale's lines with debit and credit swapped,
 * `reverses_id` the sale's entry, trx BATAL_PENJUALAN), a BATAL_PENJUALAN stock document of SALE_CANCELLED entries
 * putting each item back into the tray it was sold from, and the header marked BATAL with who, why and the approver.
 * Refused: yesterday's sale, a validated one, one already cancelled, and one whose item has moved since (bought back,
 * …: its last stock entry is no longer the sale's). The form's key makes a replay answer the first cancellation.
 */
export async function cancelSale({ ctx, input, tx }: { ctx: SessionContext; input: CancelInput; tx?: Tx }): Promise<CancelResult> {
  requireAccess(ctx, '/batal-penjualan');
  const form = parseInput(cancelSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const earlier = await claimDocumentKey(db, key);
    if (earlier) {
      const [sale] = await db.select({ nomor: penjualan.noFakturJual }).from(penjualan).where(eq(penjualan.stokDokumenBatalId, earlier.id));
      if (!sale) throw ConflictError('idempotencyKeyReused');
      return { nomor: sale.nomor, nomorBatal: earlier.noDokumen, replayed: true };
    }
    const [sale] = await db.select().from(penjualan).where(and(eq(penjualan.noFakturJual, form.nomor), eq(penjualan.kodeToko, kodeToko))).for('update');
    if (!sale) throw new AppError('not-found', 'penjualanTidakDitemukan', { nomor: form.nomor });
    if (sale.status === 'BATAL') throw new AppError('conflict', 'penjualanSudahBatal', { nomor: sale.noFakturJual });
    if (sale.divalidasiAt) throw new AppError('conflict', 'penjualanSudahDivalidasi', { nomor: sale.noFakturJual });
    if (todayInJakarta(sale.tanggal) !== todayInJakarta()) throw new AppError('validation', 'penjualanBatalKemarin', { nomor: sale.noFakturJual });
    // A sale written before the counter posted to the ledgers (the old demo rows) has nothing to reverse.
    if (!sale.jurnalId || !sale.stokDokumenId) throw new AppError('validation', 'penjualanTanpaJurnal', { nomor: sale.noFakturJual });
    // A pickup applied money the customer had left with the shop: reversing it here would put that money back into a
    // liability whose order, deposit or pre-order is closed. Its document's own screens are where it is undone.
    if (sale.noReferensi) throw new AppError('validation', 'penjualanDariPesanan', { nomor: sale.noFakturJual, referensi: sale.noReferensi });

    // Anything after the sale (a buyback…) refuses; each item goes back to the tray it was sold from.
    const items = (await db.execute(sql`
      select kode_barcode, dari_gudang, dari_baki from mutasi_stok where dokumen_id = ${sale.stokDokumenId} order by kode_barcode collate "C"`))
      .rows as { kode_barcode: string; dari_gudang: string; dari_baki: string }[];
    const moved = await firstMovedSince(db, items.map((item) => item.kode_barcode), sale.stokDokumenId);
    if (moved) throw new AppError('conflict', 'penjualanBarangBerpindah', { barcode: moved });

    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'BATAL_PENJUALAN', subject: cancelSubject(sale.noFakturJual, sale.totalHarga) }, tx: db });
    const nomorBatal = await nextDocumentNumber(db, kodeToko, 'BATAL_PENJUALAN');
    const stock = await postStockEntries(db, {
      document: { kodeToko, jenis: 'BATAL_PENJUALAN', nomor: nomorBatal },
      entries: items.map((item) => ({
        kind: 'SALE_CANCELLED' as const, kodeBarcode: item.kode_barcode, expected: { status: 'SOLD' as const }, to: { kodeGudang: item.dari_gudang, kodeBaki: item.dari_baki },
      })),
      idempotencyKey: key, createdBy: ctx.user.userId,
    });
    const lines = await db.select({ nomorAkun: jurnalDetail.nomorAkun, debit: jurnalDetail.debit, kredit: jurnalDetail.kredit })
      .from(jurnalDetail).where(eq(jurnalDetail.jurnalId, sale.jurnalId));
    const { jurnal } = await postJournal(db, {
      kodeToko, trx: TRX.BATAL_PENJUALAN, keterangan: `Batal penjualan ${sale.noFakturJual}: ${form.alasan}`.slice(0, 500),
      lines: lines.map((line) => ({ nomorAkun: line.nomorAkun, debit: line.kredit, kredit: line.debit })),
      idempotencyKey: key, createdBy: ctx.user.userId, reversesId: sale.jurnalId,
    });
    await db.update(penjualan).set({
      status: 'BATAL', alasanBatal: form.alasan, dibatalkanOleh: ctx.user.userId, batalDisetujuiOleh: grant.approvedBy, dibatalkanAt: sql`now()`,
      jurnalBatalId: jurnal.id, stokDokumenBatalId: stock.dokumen.id, updatedBy: ctx.user.userId, updatedAt: sql`now()`,
    }).where(eq(penjualan.noFakturJual, sale.noFakturJual));
    return { nomor: sale.noFakturJual, nomorBatal, replayed: false };
  });
}
