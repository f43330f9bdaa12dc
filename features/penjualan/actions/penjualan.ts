'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import type { DocumentListInput } from '@/lib/paging/document-list';
import type { Paged } from '@/lib/paging/page-params';
import { cancelSchema, saleSchema } from '../schemas';
import { cancelSale, type CancelResult } from '../services/cancel-sale';
import { findSales, getSale, type SaleDetail, type SaleRow } from '../services/find-sales';
import { postSale, type SaleResult } from '../services/post-sale';
import type { PricedItem } from '../services/pricing-rules';
import { priceSaleItem } from '../services/sale-form';

/** A scanned barcode on Transaksi Penjualan: the priced line, or "stock out". */
export async function scanSaleItemAction(barcode: string): Promise<ActionResult<PricedItem>> {
  return runAction('/transaksi-penjualan', async (ctx) => ({ status: 'success', data: await priceSaleItem({ ctx, input: { barcode: String(barcode) } }) }), undefined, barcode);
}

/** Transaksi Penjualan's form (the form kit): the scanned lines (lines[i]), salesperson, customer, payments, the grant and the form's key. */
export async function postSaleAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof saleSchema, SaleResult>('/transaksi-penjualan', formData, saleSchema, async (ctx, input) => {
    const result = await postSale({ ctx, input });
    revalidatePath('/dashboard');
    return { message: (await getTranslations('sales'))('saved', { nomor: result.nomor }), data: result };
  });
}

/** Lihat Penjualan and Batal Penjualan share the search and the opened sale. */
export async function findSalesAction(path: '/lihat-penjualan' | '/batal-penjualan', input: DocumentListInput): Promise<ActionResult<Paged<SaleRow>>> {
  return runAction(path === '/batal-penjualan' ? '/batal-penjualan' : '/lihat-penjualan', async (ctx) => ({ status: 'success', data: await findSales({ ctx, input }) }), undefined, input);
}

export async function getSaleAction(path: '/lihat-penjualan' | '/batal-penjualan', nomor: string): Promise<ActionResult<SaleDetail>> {
  return runAction(path === '/batal-penjualan' ? '/batal-penjualan' : '/lihat-penjualan', async (ctx) => ({ status: 'success', data: await getSale({ ctx, input: { nomor: String(nomor) } }) }), undefined, nomor);
}

/** Batal Penjualan's form (the form kit): the opened sale, the reason, the BATAL_PENJUALAN grant and the form's key. */
export async function cancelSaleAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof cancelSchema, CancelResult>('/batal-penjualan', formData, cancelSchema, async (ctx, input) => {
    const result = await cancelSale({ ctx, input });
    revalidatePath('/dashboard');
    return { message: (await getTranslations('sales'))('cancelled', { nomor: result.nomor }), data: result };
  });
}
