import { buybackSubjects } from '../grant-subjects';
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { claimDocumentKey, findTray } from '@/features/stock';
import { pembelian } from '@/features/pembelian/schema';
import { sales } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { postBuybacks } from '@/features/pembelian/counter/post-buyback';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { buybackSchema, previewSchema } from '../schemas';
import { priceLines, readOwnItems, type PricedLine } from './price-lines';

/** The lines priced as they would be saved, and which authorizations saving them asks for. */
export async function previewPembelian({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof previewSchema>; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-pembelian');
  const form = parseInput(previewSchema, input);
  return withTransaction(tx, async (db) => {
    const lines = await priceLines(db, ctx, form.lines);
    return { lines, total: lines.reduce((sum, line) => sum + line.harga, 0), needs: needsOf(lines) };
  });
}

/** The sold items an own line can take: a barcode or a sale's nota (penjualan_detail's snapshot). */
export async function findOwnItems({ ctx, input, tx }: { ctx: SessionContext; input: { code: string }; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-pembelian');
  const code = String(input?.code ?? '').trim();
  if (!code || code.length > 30) throw ValidationError('pembelianBarangTidakDitemukan', { kode: code.slice(0, 30) });
  return withTransaction(tx, (db) => readOwnItems(db, code));
}

const needsOf = (lines: PricedLine[]) => ({ harga: lines.some((line) => line.needs.harga), berat: lines.some((line) => line.needs.berat) });

/**
 * Transaksi Pembelian: one buyback of the user's shop. Its key is claimed first (a double click or a replayed
 * request answers the first buyback and writes nothing), then the lines are priced on the server, the grants a price
 * above the limit or a weight beyond the tolerance need are spent (the approver kept on those lines), and the buyback
 * posts through postBuybacks: header, lines, one journal entry and one stock document, in this transaction.
 */
export async function postPembelian({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof buybackSchema>; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-pembelian');
  const form = parseInput(buybackSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `beli:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const done = await claimDocumentKey(db, key);
    if (done) {
      const [first] = await db.select({ nomor: pembelian.noFakturBeli, total: pembelian.totalHarga }).from(pembelian).where(eq(pembelian.stokDokumenId, done.id));
      return { nomor: first.nomor, total: first.total, replayed: true };
    }
    const tray = await findTray(db, kodeToko, form.kodeBaki);
    if (!tray) throw new AppError('validation', 'pembelianBakiInvalid', {}, 'kodeBaki');
    const [salesRow] = await db.select({ kode: sales.kodeSales }).from(sales).where(and(eq(sales.kodeSales, form.kodeSales), eq(sales.kodeToko, kodeToko)));
    if (!salesRow) throw new AppError('validation', 'pembelianSalesRequired', {}, 'kodeSales');
    const lines = await priceLines(db, ctx, form.lines);
    const total = lines.reduce((sum, line) => sum + line.harga, 0);
    const bayarTunai = form.bayarTunai ?? 0;
    const bayarTransfer = form.bayarTransfer ?? 0;
    if (bayarTunai + bayarTransfer === 0) throw ValidationError('pembelianMetodeBayar');
    if (bayarTunai + bayarTransfer !== total) throw ValidationError('pembelianBayarInvalid');
    const needs = needsOf(lines);
    const subjects = buybackSubjects(lines);
    const hargaBy = needs.harga ? (await spendGrant({ ctx, input: { keystore: form.keystoreHarga, fitur: 'HARGA_BELI_DI_ATAS_BATAS', subject: subjects.harga }, tx: db })).approvedBy : null;
    const beratBy = needs.berat ? (await spendGrant({ ctx, input: { keystore: form.keystoreBerat, fitur: 'TOLERANSI_BERAT_PEMBELIAN', subject: subjects.berat }, tx: db })).approvedBy : null;
    const nomor = await nextDocumentNumber(db, kodeToko, 'PEMBELIAN');
    await postBuybacks(db, {
      kodeToko, createdBy: ctx.user.userId, idempotencyKey: key,
      buybacks: [{
        noFakturBeli: nomor, kodeSales: form.kodeSales, namaCustomer: form.namaCustomer, alamatCustomer: form.alamatCustomer, noHpCustomer: form.noHpCustomer,
        bayarTunai, bayarTransfer, noRekeningTransfer: form.noRekeningTransfer ?? null, idempotencyKey: key,
        lines: lines.map(({ needs: lineNeeds, ...line }) => ({
          ...line, kodeGudang: tray.kodeGudang, kodeBaki: form.kodeBaki,
          disetujuiOleh: lineNeeds.harga ? hargaBy : lineNeeds.berat ? beratBy : null,
        })),
      }],
    });
    return { nomor, total, replayed: false };
  });
}
