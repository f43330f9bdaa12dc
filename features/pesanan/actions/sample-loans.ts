'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import type { LendSampleInput, ReturnSampleInput } from '../order.schema';
import { lendSampleItem, returnSampleItem, scanSampleItem } from '../services/sample-loans';

export type ScannedSample = Awaited<ReturnType<typeof scanSampleItem>>;

/** Ambil Barang Contoh's scan: the tray item the barcode names. */
export async function scanSampleAction(barcode: string): Promise<ActionResult<ScannedSample>> {
  return runAction('/ambil-barang-contoh', async (ctx) => ({ status: 'success', data: await scanSampleItem({ ctx, input: { barcode: String(barcode) } }) }), undefined, barcode);
}

/** Pinjamkan: the item out as the order's sample. */
export async function lendSampleAction(input: LendSampleInput): Promise<ActionResult<{ noPinjam: string }>> {
  return runAction('/ambil-barang-contoh', async (ctx) => {
    const loan = await lendSampleItem({ ctx, input });
    revalidatePath('/ambil-barang-contoh');
    return { status: 'success', message: (await getTranslations('sampleLoan'))('lent', { barcode: loan.kodeBarcode, nomor: loan.noPesanan }), data: { noPinjam: loan.noPinjam } };
  }, undefined, input);
}

/** Kembalikan: the sample back in its tray. */
export async function returnSampleAction(input: ReturnSampleInput): Promise<ActionResult<{ noKembali: string | null }>> {
  return runAction('/ambil-barang-contoh', async (ctx) => {
    const loan = await returnSampleItem({ ctx, input });
    revalidatePath('/ambil-barang-contoh');
    return { status: 'success', message: (await getTranslations('sampleLoan'))('returned', { barcode: loan.kodeBarcode, baki: loan.asalBaki }), data: { noKembali: loan.noKembali } };
  }, undefined, input);
}
