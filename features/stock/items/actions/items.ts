'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import { addItemSchema, editItemSchema, importSchema } from '../schemas';
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

/** One problem of an imported file as the screen lists it: its line, its column (the template's header) and the message. */
export type ImportProblemLine = { line: number; field: string; message: string };
export type ImportAnswer = { message: string; problems: ImportProblemLine[]; total: number };

/**
 * Tambah Barang Banyak's form (the form kit): the file and the form's key, checked by importSchema (a file, not empty,
 * not over the size limit) on both sides. A refused file comes back as every problem of every row (up to
 * MAX_LISTED_PROBLEMS, with the total), worded in the user's language, for the screen's panel; it carries no toast.
 */
export async function importItemsAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof importSchema, ImportAnswer>('/tambah-barang-banyak', formData, importSchema, async (ctx, input) => {
    const tErrors = await getTranslations('errors');
    const { file, idempotencyKey } = input;
    const result = await importItems({ ctx, input: { fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()), idempotencyKey } });
    if (!result.ok) {
      const problems = result.problems.map((problem) => ({ line: problem.line, field: problem.field, message: tErrors(problem.key, problem.values) }));
      return { message: '', data: { problems, total: result.total, message: tErrors('importAdaKesalahan', { count: result.rows }) } };
    }
    revalidatePath('/data-barang');
    return { message: (await getTranslations('stockItems'))('importDone', { count: result.count, nomor: result.nomor }), data: { problems: [], total: 0, message: '' } };
  }, 'stockItems.failed');
}
