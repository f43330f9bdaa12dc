'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import { findShopItemByBarcode, type ItemRow } from '../../items/services/list-items';
import { destroyItems } from '../services/destroy-items';
import { destroySchema } from '../schemas';

/**
 * A scanned barcode on Hancur Data Barang: the shop's READY item, or the ledger's words for why not: no such item in
 * this shop, already sold, or no longer in stock.
 */
export async function findDestroyItemAction(code: string): Promise<ActionResult<ItemRow>> {
  return runAction('/hancur-data-barang', async (ctx) => {
    const item = await findShopItemByBarcode(ctx, String(code));
    const tErrors = await getTranslations('errors');
    const barcode = item?.kodeBarcode ?? String(code).trim().toUpperCase();
    if (!item) return { status: 'error', message: tErrors('stokBarangTidakDitemukan', { barcode }) };
    if (item.status !== 'READY') return { status: 'error', message: tErrors(item.status === 'SOLD' ? 'stokBarangSudahTerjual' : 'stokBarangTidakTersedia', { barcode }) };
    return { status: 'success', data: item };
  }, undefined, code);
}

/** Hancur Data Barang's form (the form kit): the scanned barcodes, the reason, the HANCUR_BARANG grant and the form's key. */
export async function destroyItemsAction(_previous: unknown, formData: FormData) {
  return runFormAction('/hancur-data-barang', formData, destroySchema, async (ctx, input) => {
    const result = await destroyItems({ ctx, input });
    revalidatePath('/data-barang');
    return { message: (await getTranslations('stockDestroy'))('done', { nomor: result.nomor }), data: result };
  });
}
