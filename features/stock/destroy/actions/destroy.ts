'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { findReadyItemByBarcode, type ItemRow } from '../../items/services/list-items';
import { destroyItems, type ScrapPerJenis } from '../services/destroy-items';

/** A scanned barcode on Hancur Data Barang: the shop's READY item, or the ledger's "not in stock" message. */
export async function findDestroyItemAction(code: string): Promise<ActionResult<ItemRow>> {
  return runAction('/hancur-data-barang', async (ctx) => {
    const item = await findReadyItemByBarcode(ctx, String(code));
    if (!item) return { status: 'error', message: (await getTranslations('errors'))('stokBarangTidakTersedia', { barcode: String(code).toUpperCase() }) };
    return { status: 'success', data: item };
  }, undefined, code);
}

export async function destroyItemsAction(input: { barcodes: string[]; alasan: string; keystore?: string; idempotencyKey: string }): Promise<ActionResult<{ nomor: string; scrap: ScrapPerJenis[] }>> {
  return runAction('/hancur-data-barang', async (ctx) => {
    const result = await destroyItems({ ctx, input });
    revalidatePath('/data-barang');
    return { status: 'success', message: (await getTranslations('stockDestroy'))('done', { nomor: result.nomor }), data: result };
  }, undefined, input);
}
