'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import type { Paged } from '@/lib/paging/page-params';
import { cancelOrderSchema, payOrderSchema, pickUpOrderSchema, receiveOrderSchema, takeOrderSchema, type OrderListInput } from '../order.schema';
import { cancelPesanan, findPesanan, getPesanan, payPesanan, pickUpPesanan, receivePesanan, type OrderRow, type OrderView } from '../services/manage-pesanan';
import { takePesanan } from '../services/take-pesanan';

/** Transaksi Pesanan's form (the form kit): the customer, the lines, the target date and the down payment. */
export async function takePesananAction(_previous: unknown, formData: FormData) {
  return runFormAction('/transaksi-pesanan', formData, takeOrderSchema, async (ctx, input) => {
    const result = await takePesanan({ ctx, input });
    revalidatePath('/lihat-pesanan');
    return { message: (await getTranslations('order'))('saved', { nomor: result.noPesanan }), data: { nomor: result.noPesanan } };
  });
}

export async function findPesananAction(input: OrderListInput): Promise<ActionResult<Paged<OrderRow>>> {
  return runAction('/lihat-pesanan', async (ctx) => ({ status: 'success', data: await findPesanan({ ctx, input }) }), undefined, input);
}

export async function getPesananAction(noPesanan: string): Promise<ActionResult<OrderView>> {
  return runAction('/lihat-pesanan', async (ctx) => ({ status: 'success', data: await getPesanan({ ctx, input: { noPesanan: String(noPesanan) } }) }), undefined, noPesanan);
}

/** Bayar (the form kit): more money towards the opened order. */
export async function payPesananAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-pesanan', formData, payOrderSchema, async (ctx, input) => {
    const result = await payPesanan({ ctx, input });
    return { message: (await getTranslations('order'))('paid', { nomor: result.noBayar }), data: { nomor: result.noBayar } };
  });
}

/** Barang Datang (the form kit): the pieces' real weights and groups. */
export async function receivePesananAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-pesanan', formData, receiveOrderSchema, async (ctx, input) => {
    const result = await receivePesanan({ ctx, input });
    return { message: (await getTranslations('order'))('received', { nomor: result.noTerima }), data: { nomor: result.noTerima } };
  });
}

/** Ambil (the form kit): the remainder paid; the order becomes a sale. */
export async function pickUpPesananAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-pesanan', formData, pickUpOrderSchema, async (ctx, input) => {
    const result = await pickUpPesanan({ ctx, input });
    return { message: (await getTranslations('order'))('pickedUp', { nomor: result.noPenjualan }), data: { nomor: result.noPenjualan } };
  });
}

/** Batal (the form kit): the refund, the reason, the tray, the BATAL_PESANAN grant. */
export async function cancelPesananAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-pesanan', formData, cancelOrderSchema, async (ctx, input) => {
    const result = await cancelPesanan({ ctx, input });
    return { message: (await getTranslations('order'))('cancelled', { nomor: result.noBatal }), data: { nomor: result.noBatal } };
  });
}
