'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import type { Paged } from '@/lib/paging/page-params';
import { cancelServiceSchema, completeServiceSchema, pickUpServiceSchema, receiveServiceSchema, type ServiceListInput } from '../schemas';
import { cancelService, completeService, findServices, getService, pickUpService, postService, type ServiceRow, type ServiceView } from '../services/repairs';

/** Transaksi Services' form (the form kit): the customer, the pieces, the craftsman, the estimate, the down payment and the form's key. */
export async function postServiceAction(_previous: unknown, formData: FormData) {
  return runFormAction('/transaksi-services', formData, receiveServiceSchema, async (ctx, input) => {
    const result = await postService({ ctx, input });
    revalidatePath('/lihat-services');
    return { message: (await getTranslations('service'))('saved', { nomor: result.noService }), data: { nomor: result.noService } };
  });
}

export async function findServicesAction(input: ServiceListInput): Promise<ActionResult<Paged<ServiceRow>>> {
  return runAction('/lihat-services', async (ctx) => ({ status: 'success', data: await findServices({ ctx, input }) }), undefined, input);
}

export async function getServiceAction(noService: string): Promise<ActionResult<ServiceView>> {
  return runAction('/lihat-services', async (ctx) => ({ status: 'success', data: await getService({ ctx, input: { noService: String(noService) } }) }), undefined, noService);
}

/** Selesai (the form kit): the ticket, each piece's weight out, the cost of the work. */
export async function completeServiceAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-services', formData, completeServiceSchema, async (ctx, input) => {
    const result = await completeService({ ctx, input });
    revalidatePath('/lihat-services');
    return { message: (await getTranslations('service'))('completed', { nomor: result.noService }), data: { nomor: result.nomor } };
  });
}

/** Ambil (the form kit): the ticket and the remainder paid. */
export async function pickUpServiceAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-services', formData, pickUpServiceSchema, async (ctx, input) => {
    const result = await pickUpService({ ctx, input });
    revalidatePath('/lihat-services');
    return { message: (await getTranslations('service'))('pickedUp', { nomor: result.noService }), data: { nomor: result.nomor } };
  });
}

/** Batal (the reason form): the ticket, the reason, the down payment refunded or forfeited, the BATAL_SERVICE grant. */
export async function cancelServiceAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-services', formData, cancelServiceSchema, async (ctx, input) => {
    const result = await cancelService({ ctx, input });
    revalidatePath('/lihat-services');
    return { message: (await getTranslations('service'))('cancelled', { nomor: result.noService }), data: { nomor: result.nomor } };
  });
}
