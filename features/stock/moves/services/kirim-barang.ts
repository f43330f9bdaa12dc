import { documentSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { kirimBarang, kirimBarangDetail } from '@/features/stock/schema';
import { toko } from '@/lib/db/schema/shop';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { sumWeights } from '@/lib/format/grams';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { requireTray } from '../../services/places';
import { batalTerimaSchema, kirimSchema, terimaSchema, type BatalTerimaInput, type KirimInput, type TerimaInput } from '../schemas';
import { firstMovedSince } from '@/lib/ledger/stock/moved-since';
import { claimDocumentKey } from '@/lib/ledger/stock/claim-document-key';

const SHIPMENT_PATHS = ['/kirim-barang', '/penerimaan-barang', '/batal-penerimaan-barang'] as const;
const asal = alias(toko, 'asal');
const tujuan = alias(toko, 'tujuan');

export type ShipmentRow = {
  noKirim: string; tanggal: string; kodeToko: string; namaToko: string; kodeTokoTujuan: string; namaTokoTujuan: string; status: string;
  totalQty: number; totalBerat: string; keterangan: string; inputBy: string; noTerima: string | null; diterimaAt: string | null;
};

const shipmentColumns = {
  noKirim: kirimBarang.noKirim, tanggal: kirimBarang.tanggal, kodeToko: kirimBarang.kodeToko, namaToko: asal.namaToko,
  kodeTokoTujuan: kirimBarang.kodeTokoTujuan, namaTokoTujuan: tujuan.namaToko, status: kirimBarang.status, totalQty: kirimBarang.totalQty,
  totalBerat: kirimBarang.totalBerat, keterangan: kirimBarang.keterangan, inputBy: kirimBarang.inputBy, noTerima: kirimBarang.noTerima,
  diterimaAt: kirimBarang.diterimaAt,
};
const serialize = (row: Omit<ShipmentRow, 'tanggal' | 'diterimaAt'> & { tanggal: Date; diterimaAt: Date | null }): ShipmentRow => ({
  ...row, tanggal: row.tanggal.toISOString(), diterimaAt: row.diterimaAt?.toISOString() ?? null,
});
const shipments = (tx?: Tx) => readDb(tx).select(shipmentColumns).from(kirimBarang)
  .innerJoin(asal, eq(asal.kodeToko, kirimBarang.kodeToko)).innerJoin(tujuan, eq(tujuan.kodeToko, kirimBarang.kodeTokoTujuan)).$dynamic();

/** The shop that takes a shipment in next: its destination while on its way, its origin after a cancelled reception. */
const awaitedBy = (kodeToko: string) => or(
  and(eq(kirimBarang.status, 'DIKIRIM'), eq(kirimBarang.kodeTokoTujuan, kodeToko)),
  and(eq(kirimBarang.status, 'DIKEMBALIKAN'), eq(kirimBarang.kodeToko, kodeToko)),
);

/** The other shops of the chain, for Kirim Barang's destination picker. */
export async function readDestinationShops({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, '/kirim-barang');
  const shops = await readDb(tx).select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko }).from(toko).orderBy(asc(toko.kodeToko));
  return shops.filter((shop) => shop.kodeToko !== ctx.shop.kodeToko);
}

/**
 * Kirim Barang: scanned items of the user's shop sent to another shop. SENT entries put them in TRANSIT, already
 * belonging to the destination (so its reception is a RECEIVED_FROM_SHOP within one shop): neither shop counts them
 * until they are received. One shipment document (kirim_barang) in the same transaction.
 */
export async function kirimBarangItems({ ctx, input: raw, tx, now = new Date() }: { ctx: SessionContext; input: KirimInput; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/kirim-barang');
  const input = parseInput(kirimSchema, raw);
  const kodeToko = ctx.shop.kodeToko;
  const idempotencyKey = `kb:${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (tx) => {
    const earlier = await claimDocumentKey(tx, idempotencyKey);
    if (earlier) return { noKirim: earlier.noDokumen, replayed: true };
    const [destination] = await tx.select({ kodeToko: toko.kodeToko }).from(toko).where(eq(toko.kodeToko, input.kodeTokoTujuan));
    if (!destination || destination.kodeToko === kodeToko) throw ValidationError('kirimTokoTujuanInvalid');
    const noKirim = await nextDocumentNumber(tx, kodeToko, 'KIRIM_BARANG', now);
    await postStockEntries(tx, {
      document: { kodeToko, jenis: 'KIRIM_BARANG', nomor: noKirim }, idempotencyKey, createdBy: ctx.user.userId,
      entries: input.items.map((item) => ({
        kind: 'SENT' as const, kodeBarcode: item.kodeBarcode,
        expected: { status: 'READY' as const, kodeGudang: item.kodeGudang, kodeBaki: item.kodeBaki },
        to: { kodeToko: destination.kodeToko },
      })),
    });
    const sent = await tx.select({ kodeBarcode: barang.kodeBarcode, namaBarang: barang.namaBarang, kodeDept: barang.kodeDept, berat: barang.berat, size: barang.size, hargaJual: barang.hargaJual })
      .from(barang).where(inArray(barang.kodeBarcode, input.items.map((item) => item.kodeBarcode))).orderBy(sql`${barang.kodeBarcode} collate "C"`);
    const seen = new Map(input.items.map((item) => [item.kodeBarcode, item]));
    const totalBerat = sumWeights(sent.map((item) => item.berat));
    await tx.insert(kirimBarang).values({
      noKirim, kodeToko, kodeTokoTujuan: destination.kodeToko, tanggal: now, totalQty: sent.length, totalBerat, keterangan: input.keterangan,
      inputBy: ctx.user.userId, createdBy: ctx.user.userId, updatedBy: ctx.user.userId,
    });
    await tx.insert(kirimBarangDetail).values(sent.map((item) => ({
      noKirim, kodeBarcode: item.kodeBarcode, keterangan: item.namaBarang, kodeDept: item.kodeDept, berat: item.berat, size: item.size, qty: 1,
      hargaJual: item.hargaJual, dariGudang: seen.get(item.kodeBarcode)!.kodeGudang, dariBaki: seen.get(item.kodeBarcode)!.kodeBaki,
    })));
    return { noKirim, replayed: false, totalQty: sent.length, totalBerat };
  });
}

/** kirimbarang/get/nokirim: the shipments the user's shop is to receive, oldest first. */
export async function findIncomingShipments({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<ShipmentRow[]> {
  requireAccess(ctx, '/penerimaan-barang');
  const rows = await shipments(tx).where(awaitedBy(ctx.shop.kodeToko)).orderBy(asc(kirimBarang.tanggal), asc(kirimBarang.noKirim)).limit(500);
  return rows.map(serialize);
}

/** kirim-barang/unreceive/list-no-kirim: the shipments the user's shop received, newest first (a cancel's choices). */
export async function findReceivedShipments({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<ShipmentRow[]> {
  requireAccess(ctx, '/batal-penerimaan-barang');
  const rows = await shipments(tx).where(and(eq(kirimBarang.status, 'DITERIMA'), eq(kirimBarang.kodeTokoTujuan, ctx.shop.kodeToko)))
    .orderBy(desc(kirimBarang.diterimaAt), desc(kirimBarang.noKirim)).limit(500);
  return rows.map(serialize);
}

/** One shipment with its items, for its origin or its destination. */
export async function findShipment({ ctx, input: { noKirim }, tx }: { ctx: SessionContext; input: { noKirim: string }; tx?: Tx }) {
  requireAccess(ctx, SHIPMENT_PATHS);
  const [header] = await shipments(tx).where(and(eq(kirimBarang.noKirim, String(noKirim).trim().toUpperCase()),
    or(eq(kirimBarang.kodeToko, ctx.shop.kodeToko), eq(kirimBarang.kodeTokoTujuan, ctx.shop.kodeToko))));
  if (!header) throw NotFoundError('kirimBarangTidakDitemukan');
  const items = await readDb(tx).select({ kodeBarcode: kirimBarangDetail.kodeBarcode, keterangan: kirimBarangDetail.keterangan, berat: kirimBarangDetail.berat, size: kirimBarangDetail.size })
    .from(kirimBarangDetail).where(eq(kirimBarangDetail.noKirim, header.noKirim)).orderBy(asc(kirimBarangDetail.id));
  return { ...serialize(header), items };
}

async function lockShipment(tx: Tx, noKirim: string) {
  const [shipment] = await tx.select().from(kirimBarang).where(eq(kirimBarang.noKirim, noKirim.toUpperCase())).for('update');
  if (!shipment) throw NotFoundError('kirimBarangTidakDitemukan');
  const items = await tx.select({ kodeBarcode: kirimBarangDetail.kodeBarcode }).from(kirimBarangDetail).where(eq(kirimBarangDetail.noKirim, shipment.noKirim));
  return { shipment, barcodes: items.map((item) => item.kodeBarcode) };
}

/**
 * Penerimaan Barang: the receiving shop takes a shipment into one of its trays (RECEIVED_FROM_SHOP entries, TRANSIT
 * to READY). The shipment row is locked first, so it is received once.
 */
export async function terimaKiriman({ ctx, input: raw, tx, now = new Date() }: { ctx: SessionContext; input: TerimaInput; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/penerimaan-barang');
  const input = parseInput(terimaSchema, raw);
  const kodeToko = ctx.shop.kodeToko;
  const idempotencyKey = `tr:${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (tx) => {
    const earlier = await claimDocumentKey(tx, idempotencyKey);
    if (earlier) return { noTerima: earlier.noDokumen, replayed: true };
    const { shipment, barcodes } = await lockShipment(tx, input.noKirim);
    const receiver = shipment.status === 'DIKIRIM' ? shipment.kodeTokoTujuan : shipment.status === 'DIKEMBALIKAN' ? shipment.kodeToko : null;
    if (receiver !== kodeToko) {
      // Received already (by this shop or the other) is said so; a shipment this shop is not awaiting is not found.
      const mine = shipment.kodeToko === kodeToko || shipment.kodeTokoTujuan === kodeToko;
      if (mine && (shipment.status === 'DITERIMA' || shipment.status === 'KEMBALI')) throw new AppError('conflict', 'kirimSudahDiterima', { noKirim: shipment.noKirim });
      throw NotFoundError('kirimBarangTidakDitemukan');
    }
    await requireTray(tx, kodeToko, input.kodeGudang, input.kodeBaki);
    const noTerima = await nextDocumentNumber(tx, kodeToko, 'TERIMA_BARANG', now);
    const posted = await postStockEntries(tx, {
      document: { kodeToko, jenis: 'TERIMA_BARANG', nomor: noTerima }, idempotencyKey, createdBy: ctx.user.userId,
      entries: barcodes.map((kodeBarcode) => ({
        kind: 'RECEIVED_FROM_SHOP' as const, kodeBarcode, expected: { status: 'TRANSIT' as const }, to: { kodeGudang: input.kodeGudang, kodeBaki: input.kodeBaki },
      })),
    });
    await tx.update(kirimBarang).set({
      status: shipment.status === 'DIKIRIM' ? 'DITERIMA' : 'KEMBALI', noTerima, terimaGudang: input.kodeGudang, terimaBaki: input.kodeBaki,
      terimaDokumenId: posted.dokumen.id, diterimaBy: ctx.user.userId, diterimaAt: now, updatedBy: ctx.user.userId, updatedAt: now,
    }).where(eq(kirimBarang.noKirim, shipment.noKirim));
    return { noTerima, replayed: false };
  });
}

/**
 * Batal Penerimaan Barang: the receiving shop undoes a reception with a supervisor's grant. The ledger lets an item
 * leave a shop only as SENT to another shop, so the items are sent back to the origin in TRANSIT and the shipment
 * waits there (DIKEMBALIKAN) for the origin's Penerimaan Barang. Refused once any of its items moved since.
 */
export async function batalTerimaKiriman({ ctx, input: raw, tx, now = new Date() }: { ctx: SessionContext; input: BatalTerimaInput; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/batal-penerimaan-barang');
  const input = parseInput(batalTerimaSchema, raw);
  const kodeToko = ctx.shop.kodeToko;
  const idempotencyKey = `bt:${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (tx) => {
    const earlier = await claimDocumentKey(tx, idempotencyKey);
    if (earlier) return { noBatal: earlier.noDokumen, replayed: true };
    const { shipment, barcodes } = await lockShipment(tx, input.noKirim);
    if (shipment.kodeTokoTujuan !== kodeToko) throw NotFoundError('kirimBarangTidakDitemukan');
    if (shipment.status !== 'DITERIMA' || !shipment.terimaDokumenId) throw new AppError('conflict', 'kirimBelumDiterima', { noKirim: shipment.noKirim });
    const moved = await firstMovedSince(tx, barcodes, shipment.terimaDokumenId);
    if (moved) throw new AppError('conflict', 'batalTerimaBarangSudahPindah', { barcode: moved });
    const { approvedBy } = await spendGrant({ ctx, input: { keystore: input.grant, fitur: 'BATAL_PENERIMAAN_BARANG', subject: documentSubject(shipment.noKirim, 'batal') }, tx });
    const noBatal = await nextDocumentNumber(tx, kodeToko, 'BATAL_TERIMA', now);
    await postStockEntries(tx, {
      document: { kodeToko, jenis: 'BATAL_TERIMA', nomor: noBatal }, idempotencyKey, createdBy: ctx.user.userId,
      entries: barcodes.map((kodeBarcode) => ({
        kind: 'SENT' as const, kodeBarcode, expected: { status: 'READY' as const, kodeGudang: shipment.terimaGudang!, kodeBaki: shipment.terimaBaki! },
        to: { kodeToko: shipment.kodeToko },
      })),
    });
    await tx.update(kirimBarang).set({
      status: 'DIKEMBALIKAN', noBatal, batalBy: ctx.user.userId, batalApprovedBy: approvedBy, batalAt: now, updatedBy: ctx.user.userId, updatedAt: now,
    }).where(eq(kirimBarang.noKirim, shipment.noKirim));
    return { noBatal, replayed: false };
  });
}
