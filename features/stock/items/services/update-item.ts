import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { bandrol, barang, supplier } from '@/lib/db/schema/gram-ledger';
import { riwayatHargaBarang } from '@/features/stock/schema';
import { withTransaction } from '@/lib/db/transaction';
import { AppError, NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { editedItemPrice, itemPriceChanges, itemPriceSubject, maySetItemPrice } from '../price-permission';
import { editItemSchema } from '../schemas';
import { lockShopNames } from './add-item';
import { discardItemPhoto, storeItemPhoto } from './item-photo';
import { notInCustody } from './list-items';
import { settingFlag } from '@/lib/settings/read';

/**
 * Edit in Data Barang: the fields outside the gram ledger (name, intern code, size, making fee or fixed price,
 * bandrol, supplier) of an item of the user's shop. Its place, state and weights move only through stock documents.
 * A fixed price keeps the price typed; a per-gram item keeps its last price until the counter prices it again.
 *
 * What makes the price (harga_tetap, harga_jual, ongkos) is its own permission (issue 25, decision 026): a user whose
 * level LEVEL_UBAH_HARGA_BARANG does not name spends an UBAH_HARGA_BARANG grant on a save that changes it, and every
 * such change is written to riwayat_harga_barang (who, when, before, after, approver) in this transaction. Other
 * fields change as before, for anyone who may edit items.
 */
export async function updateItem({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof editItemSchema>; tx?: Tx }) {
  requireAccess(ctx, '/data-barang');
  const form = parseInput(editItemSchema, input);
  if (form.harga_tetap && !form.harga_jual) throw new AppError('validation', 'barangHargaRequired', {}, 'harga_jual');
  const photoPath = form.photo ? await storeItemPhoto(ctx.shop.kodeToko, form.photo) : undefined;
  let replaced: string | null = null;
  let kept = false;
  try {
    const updated = await withTransaction(tx, async (db) => {
      await lockShopNames(db, ctx.shop.kodeToko);
      const [item] = await db.select({ status: barang.status, photoPath: barang.photoPath, hargaTetap: barang.hargaTetap, hargaJual: barang.hargaJual, ongkos: barang.ongkos }).from(barang)
        .where(and(eq(barang.kodeBarcode, form.kode_barcode), eq(barang.kodeToko, ctx.shop.kodeToko), notInCustody)).for('update');
      if (!item) throw NotFoundError('notFound');
      if (item.status === 'READY') {
        const [taken] = await db.select({ kode: barang.kodeBarcode }).from(barang).where(and(
          eq(barang.kodeToko, ctx.shop.kodeToko), eq(barang.status, 'READY'), ne(barang.kodeBarcode, form.kode_barcode),
          sql`upper(${barang.namaBarang}) = ${form.nama_barang.toUpperCase()}`));
        if (taken) throw new AppError('validation', 'barangNamaSudahAda', { nama: form.nama_barang }, 'nama_barang');
      }
      if (form.kode_supplier) {
        const [found] = settingFlag(ctx.settings, 'SUPPLIER_BARANG_MODULE')
          ? await db.select({ kode: supplier.kodeSupplier }).from(supplier).where(eq(supplier.kodeSupplier, form.kode_supplier)) : [];
        if (!found) throw new AppError('validation', 'barangSupplierTidakAda', { supplier: form.kode_supplier }, 'kode_supplier');
      }
      if (form.kode_bandrol) {
        const [found] = await db.select({ kode: bandrol.kodeBandrol }).from(bandrol).where(eq(bandrol.kodeBandrol, form.kode_bandrol));
        if (!found) throw new AppError('validation', 'barangBandrolTidakAda', { bandrol: form.kode_bandrol }, 'kode_bandrol');
      }
      const price = editedItemPrice(item, form);
      const changes = itemPriceChanges(item, price);
      let approvedBy: string | null = null;
      if (changes.length > 0 && !maySetItemPrice(ctx)) {
        const subject = itemPriceSubject(form.kode_barcode, changes);
        approvedBy = (await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'UBAH_HARGA_BARANG', subject }, tx: db })).approvedBy;
      }
      if (changes.length > 0) {
        await db.insert(riwayatHargaBarang).values(changes.map((change) => ({
          kodeBarcode: form.kode_barcode, ...change, diubahOleh: ctx.user.userId, disetujuiOleh: approvedBy,
        })));
      }
      await db.update(barang).set({
        namaBarang: form.nama_barang, kodeIntern: form.kode_intern, size: form.size, ongkos: price.ongkos, hargaTetap: price.hargaTetap, hargaJual: price.hargaJual,
        kodeSupplier: form.kode_supplier ?? null, kodeBandrol: form.kode_bandrol ?? null, updatedBy: ctx.user.userId, updatedAt: new Date(),
        ...(photoPath ? { photoPath } : {}),
      }).where(eq(barang.kodeBarcode, form.kode_barcode));
      if (photoPath) replaced = item.photoPath;
      kept = true;
      return { kodeBarcode: form.kode_barcode };
    });
    // The photo it replaced goes once the new one is committed (the demo's shared pictures are never removed).
    await discardItemPhoto(replaced);
    return updated;
  } finally {
    if (!kept) await discardItemPhoto(photoPath);
  }
}
