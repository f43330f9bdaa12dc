'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import { addItemSchema, editItemSchema } from '../schemas';
import { addItem } from '../services/add-item';
import { importItems } from '../services/import-items';
import { findItemPriceHistory, type ItemPriceHistoryRow } from '../services/item-price-history';
import { updateItem } from '../services/update-item';

export async function addItemAction(_previous: unknown, formData: FormData) {
  return runFormAction('/tambah-data-barang', formData, addItemSchema, async (ctx, input) => {
    const added = await addItem({ ctx, input });
    revalidatePath('/data-barang');
    return { message: (await getTranslations('stockItems'))('saved', { barcode: added.kodeBarcode }), data: { kodeBarcode: added.kodeBarcode } };
  }, 'stockItems.failed');
}

export async function updateItemAction(_previous: unknown, formData: FormData) {
  return runFormAction('/data-barang', formData, editItemSchema, async (ctx, input) => {
    await updateItem({ ctx, input });
    revalidatePath('/data-barang');
    return { message: (await getTranslations('stockItems'))('updated') };
  }, 'stockItems.failed');
}

/** The price history shown with an item on Data Barang. */
export async function itemPriceHistoryAction(kodeBarcode: string): Promise<ActionResult<ItemPriceHistoryRow[]>> {
  return runAction('/data-barang', async (ctx) => ({ status: 'success', data: await findItemPriceHistory({ ctx, input: { kodeBarcode: String(kodeBarcode) } }) }),
    'stockItems.failed', kodeBarcode);
}

/** Tambah Barang Banyak: the file and the form's key; bad rows come back as "Baris n: reason" in the user's language. */
export async function importItemsAction(formData: FormData): Promise<ActionResult<{ lines: string[]; message: string }>> {
  const file = formData.get('file');
  const idempotencyKey = String(formData.get('idempotencyKey') ?? '');
  return runAction('/tambah-barang-banyak', async (ctx) => {
    const t = await getTranslations('stockItems');
    const tErrors = await getTranslations('errors');
    if (!(file instanceof File) || file.size === 0) return { status: 'error', message: tErrors('importKosong') };
    const result = await importItems({ ctx, input: { fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()), idempotencyKey } });
    if (!result.ok) {
      const lines = result.problems.map((problem) => t('importLine', { line: problem.line, message: tErrors(problem.key, problem.values) }));
      // Worded by the screen as an error beside the list: the result itself carries no toast.
      return { status: 'success', data: { lines, message: tErrors('importAdaKesalahan', { count: result.problems.length }) } };
    }
    revalidatePath('/data-barang');
    return { status: 'success', data: { lines: [], message: t('importDone', { count: result.count, nomor: result.nomor }) } };
  }, 'stockItems.failed', idempotencyKey);
}
