'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import type { Paged } from '@/lib/paging/page-params';
import { cancelDepositSchema, sellDepositSchema, takeDepositSchema, type DepositListInput } from '../schemas';
import { cancelTitipan, findTitipan, priceDepositItem, sellTitipan, takeTitipan, type DepositRow, type PricedDepositItem } from '../services/titipan';

const PATH = '/lihat-titipan';

export async function findTitipanAction(input: DepositListInput): Promise<ActionResult<Paged<DepositRow>>> {
  return runAction(PATH, async (ctx) => ({ status: 'success', data: await findTitipan({ ctx, input }) }), undefined, input);
}

export async function priceDepositItemAction(barcode: string): Promise<ActionResult<PricedDepositItem>> {
  return runAction(PATH, async (ctx) => ({ status: 'success', data: await priceDepositItem({ ctx, input: { barcode: String(barcode) } }) }), undefined, barcode);
}

/** Titip Uang (the form kit): the scanned item, the salesperson, the customer, the money and the form's key. */
export async function takeTitipanAction(_previous: unknown, formData: FormData) {
  return runFormAction(PATH, formData, takeDepositSchema, async (ctx, input) => {
    const deposit = await takeTitipan({ ctx, input });
    revalidatePath(PATH);
    return { message: (await getTranslations('titipan'))('taken', { nomor: deposit.noTitip }), data: { noTitip: deposit.noTitip } };
  });
}

/** Jual: the remainder paid, the held item sold. */
export async function sellTitipanAction(_previous: unknown, formData: FormData) {
  return runFormAction(PATH, formData, sellDepositSchema, async (ctx, input) => {
    const deposit = await sellTitipan({ ctx, input });
    revalidatePath(PATH);
    return { message: (await getTranslations('titipan'))('sold', { nomor: deposit.noTitip, faktur: deposit.noFakturJual ?? '' }), data: { noFakturJual: deposit.noFakturJual ?? '' } };
  });
}

/** Batal: the refund, the reason, the BATAL_TITIP grant and the form's key. */
export async function cancelTitipanAction(_previous: unknown, formData: FormData) {
  return runFormAction(PATH, formData, cancelDepositSchema, async (ctx, input) => {
    const deposit = await cancelTitipan({ ctx, input });
    revalidatePath(PATH);
    return { message: (await getTranslations('titipan'))('cancelled', { nomor: deposit.noTitip }), data: { noBatal: deposit.noBatal ?? '' } };
  });
}
