import { cancelSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { pembelian, pembelianDetail } from '@/features/pembelian/schema';
import { rekening } from '@/lib/db/schema/money-ledger';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { todayInJakarta } from '@/lib/format';
import { BOUGHT_GOLD_ACCOUNT, cashAccountOf, TRX } from '@/lib/ledger/accounts';
import { postJournal, type JournalLine } from '@/lib/ledger/post-journal';
import { claimDocumentKey, firstMovedSince, postStockEntries } from '@/features/stock';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { cancelSchema } from '../schemas';

/**
 * The barcodes of a buyback's lines whose item left the place the buyback put it (moved, sold again, melted):
 * their latest gram-ledger entry is not the buyback's own.
 */
/**
 * Batal Pembelian: a buyback of today, not validated, whose items are all still where it put them, cancelled with a
 * reason and a supervisor's grant (BATAL_PEMBELIAN): a reversing journal entry (trx BATAL_PEMBELIAN, reverses_id the
 * buyback's entry: D cash / the rekening, K gold bought back) and a BATAL_PEMBELIAN stock document of BUYBACK_CANCELLED
 * entries (READY → SOLD: the items go back to the customer), in one transaction. A replayed key answers the first.
 */
export async function cancelPembelian({ ctx, input, tx, now = new Date() }: { ctx: SessionContext; input: z.input<typeof cancelSchema>; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/batal-pembelian');
  const form = parseInput(cancelSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `batal-beli:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const done = await claimDocumentKey(db, key);
    if (done) return { nomor: form.noFakturBeli.toUpperCase(), nomorBatal: done.noDokumen, replayed: true };
    const [row] = await db.select().from(pembelian)
      .where(and(eq(pembelian.noFakturBeli, form.noFakturBeli.toUpperCase()), eq(pembelian.kodeToko, kodeToko))).for('update');
    if (!row) throw NotFoundError('pembelianTidakDitemukan');
    if (row.status === 'BATAL') throw ValidationError('pembelianSudahBatal');
    if (row.divalidasiAt) throw ValidationError('pembelianSudahDivalidasi');
    if (todayInJakarta(row.tanggal) !== todayInJakarta(now)) throw ValidationError('pembelianBatalKemarin');
    if (!row.jurnalId || !row.stokDokumenId) throw ValidationError('pembelianBatalKemarin');
    const barcodes = (await db.select({ kodeBarcode: pembelianDetail.kodeBarcode }).from(pembelianDetail).where(eq(pembelianDetail.noFakturBeli, row.noFakturBeli)))
      .map((line) => line.kodeBarcode!);
    const moved = await firstMovedSince(db, barcodes, row.stokDokumenId);
    if (moved) throw ValidationError('pembelianBarangSudahPindah', { barcode: moved });
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'BATAL_PEMBELIAN', subject: cancelSubject(row.noFakturBeli, row.totalHarga) }, tx: db });

    const lines: JournalLine[] = [{ nomorAkun: BOUGHT_GOLD_ACCOUNT, debit: 0, kredit: row.totalHarga }];
    if (row.bayarTunai > 0) lines.push({ nomorAkun: cashAccountOf(kodeToko), debit: row.bayarTunai, kredit: 0 });
    if (row.bayarTransfer > 0) {
      const [account] = await db.select({ akun: rekening.nomorAkun }).from(rekening).where(eq(rekening.noRekening, row.noRekeningTransfer!));
      lines.push({ nomorAkun: account.akun, debit: row.bayarTransfer, kredit: 0 });
    }
    const { jurnal } = await postJournal(db, {
      kodeToko, trx: TRX.BATAL_PEMBELIAN, keterangan: `Batal Pembelian ${row.noFakturBeli}: ${form.alasan}`.slice(0, 500), lines,
      idempotencyKey: key, createdBy: ctx.user.userId, reversesId: row.jurnalId,
    });
    const nomorBatal = await nextDocumentNumber(db, kodeToko, 'BATAL_PEMBELIAN', now);
    const posted = await postStockEntries(db, {
      document: { kodeToko, jenis: 'BATAL_PEMBELIAN', nomor: nomorBatal }, idempotencyKey: key, createdBy: ctx.user.userId,
      entries: barcodes.map((kodeBarcode) => ({ kind: 'BUYBACK_CANCELLED' as const, kodeBarcode, expected: { status: 'READY' as const } })),
    });
    await db.update(pembelian).set({
      status: 'BATAL', alasanBatal: form.alasan, dibatalkanOleh: ctx.user.userId, batalDisetujuiOleh: grant.approvedBy, dibatalkanAt: new Date(),
      jurnalBatalId: jurnal.id, stokDokumenBatalId: posted.dokumen.id, updatedBy: ctx.user.userId, updatedAt: new Date(),
    }).where(eq(pembelian.noFakturBeli, row.noFakturBeli));
    return { nomor: row.noFakturBeli, nomorBatal, replayed: false };
  });
}
