'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import { formatRupiah } from '@/lib/format';
import { importSchema, preOrderSchema, type CancelPreOrderForm } from '../schemas';
import { cancelPreOrderService } from '../services/cancel-pre-order';
import { closePreOrderItems, finishPreOrderService, takePreOrder } from '../services/pre-orders';
import { importPreOrders } from '../services/import-pre-orders';

/** Transaksi Pre Order's form: the PO taken, its number in the toast. */
export async function takePreOrderAction(_previous: unknown, formData: FormData) {
  return runFormAction('/transaksi-pre-order', formData, preOrderSchema, async (ctx, input) => {
    const po = await takePreOrder({ ctx, input });
    revalidatePath('/lihat-pre-order');
    return { message: (await getTranslations('preorder'))('saved', { nomor: po.noPo }), data: { noPo: po.noPo } };
  });
}

/** Tutup Barang Pre Order's Simpan: the scanned barcodes closed off for the PO. */
export async function closeItemsAction(input: { noPo: string; barcodes: string[]; idempotencyKey: string }): Promise<ActionResult<{ jumlah: number }>> {
  return runAction('/tutup-barang-pre-order', async (ctx) => {
    const result = await closePreOrderItems({ ctx, input });
    revalidatePath('/lihat-pre-order');
    return { status: 'success', message: (await getTranslations('preorder'))('closed', { count: result.jumlah, nomor: result.noPo }), data: { jumlah: result.jumlah } };
  }, undefined, input);
}

/** Selesai on Lihat Pre Order: the PO handed over (what the advance left paid now). */
export async function finishPreOrderAction(input: { noPo: string; pelunasanTunai: string; pelunasanTransfer?: string; noRekeningPelunasan?: string; kodeSales: string; idempotencyKey: string }): Promise<ActionResult<{ noFakturJual: string }>> {
  return runAction('/lihat-pre-order', async (ctx) => {
    const result = await finishPreOrderService({ ctx, input });
    revalidatePath('/lihat-pre-order');
    return { status: 'success', message: (await getTranslations('preorder'))('finished', { nomor: result.noPo, faktur: result.noFakturJual }), data: { noFakturJual: result.noFakturJual } };
  }, undefined, input);
}

export type ImportAnswer = { message: string; problems: { line: number; message: string }[] };

/** Import Pre Order: all rows or none; a refused file answers every bad row, worded. */
export async function importPreOrdersAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof importSchema, ImportAnswer>('/import-pre-order', formData, importSchema, async (ctx, input) => {
    const tErrors = await getTranslations('errors');
    const t = await getTranslations('preorder');
    const result = await importPreOrders({ ctx, input: { fileName: input.file.name, bytes: Buffer.from(await input.file.arrayBuffer()), idempotencyKey: input.idempotencyKey } });
    if (!result.ok) {
      return { message: '', data: { message: t('importRefused', { count: result.problems.length }), problems: result.problems.map((p) => ({ line: p.line, message: tErrors(p.key, p.values) })) } };
    }
    revalidatePath('/lihat-pre-order');
    return { message: t('imported', { count: result.nomor.length }), data: { message: '', problems: [] } };
  });
}

/** Batal on Lihat Pre Order: the PO cancelled, its items back in their trays, its advance refunded and/or forfeited. */
export async function cancelPreOrderAction(input: CancelPreOrderForm): Promise<ActionResult<{ noBatal: string }>> {
  return runAction('/lihat-pre-order', async (ctx) => {
    const result = await cancelPreOrderService({ ctx, input });
    revalidatePath('/lihat-pre-order');
    return { status: 'success', message: (await getTranslations('preorder'))('cancelled', { nomor: result.noPo, kembali: formatRupiah(result.uangKembali), hangus: formatRupiah(result.hangus) }), data: { noBatal: result.noBatal } };
  }, undefined, input);
}
