'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import { buybackSchema, cancelSchema, meltSchema, type BuybackLineInput } from '../schemas';
import { cancelPembelian } from '../services/cancel-pembelian';
import { findPembelian, getPembelian, type PembelianDetailView, type PembelianRow } from '../services/find-pembelian';
import { findMeltable, meltPembelian, type MeltableItem } from '../services/melt-pembelian';
import { findOwnItems, postPembelian, previewPembelian } from '../services/post-pembelian';
import type { OwnItem, PricedLine } from '../services/price-lines';
import type { DocumentListInput } from '@/lib/paging/document-list';
import type { Paged } from '@/lib/paging/page-params';

export async function findOwnItemsAction(code: string): Promise<ActionResult<OwnItem[]>> {
  return runAction('/transaksi-pembelian', async (ctx) => ({ status: 'success', data: await findOwnItems({ ctx, input: { code: String(code) } }) }), undefined, code);
}

export async function previewPembelianAction(lines: BuybackLineInput[]): Promise<ActionResult<{ lines: PricedLine[]; total: number; needs: { harga: boolean; berat: boolean } }>> {
  return runAction('/transaksi-pembelian', async (ctx) => ({ status: 'success', data: await previewPembelian({ ctx, input: { lines } }) }), undefined, lines);
}

/** Transaksi Pembelian's form (the form kit): the lines (lines[i]), customer, tray, salesperson, payment, grants and the form's key. */
export async function postPembelianAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof buybackSchema, { nomor: string; total: number }>('/transaksi-pembelian', formData, buybackSchema, async (ctx, input) => {
    const result = await postPembelian({ ctx, input });
    revalidatePath('/lihat-pembelian');
    return { message: (await getTranslations('purchase'))('saved', { nomor: result.nomor }), data: { nomor: result.nomor, total: result.total } };
  });
}

export async function findPembelianAction(screen: 'lihat' | 'batal', input: DocumentListInput): Promise<ActionResult<Paged<PembelianRow>>> {
  return runAction(screen === 'batal' ? '/batal-pembelian' : '/lihat-pembelian', async (ctx) =>
    ({ status: 'success', data: await findPembelian({ ctx, input: screen === 'batal' ? { ...input, status: 'DAPAT_BATAL' } : input }) }), undefined, input);
}

export async function getPembelianAction(noFakturBeli: string, screen: 'lihat' | 'batal'): Promise<ActionResult<PembelianDetailView>> {
  return runAction(screen === 'batal' ? '/batal-pembelian' : '/lihat-pembelian', async (ctx) =>
    ({ status: 'success', data: await getPembelian({ ctx, input: { noFakturBeli: String(noFakturBeli) } }) }), undefined, noFakturBeli);
}

/** Batal Pembelian's form (the form kit): the opened buyback, the reason, the BATAL_PEMBELIAN grant and the form's key. */
export async function cancelPembelianAction(_previous: unknown, formData: FormData) {
  return runFormAction('/batal-pembelian', formData, cancelSchema, async (ctx, input) => {
    const result = await cancelPembelian({ ctx, input });
    revalidatePath('/lihat-pembelian');
    return { message: (await getTranslations('purchase'))('cancelled', { nomor: result.nomor }), data: { nomorBatal: result.nomorBatal } };
  });
}

export async function findMeltableAction(): Promise<ActionResult<MeltableItem[]>> {
  return runAction('/hancur-pembelian', async (ctx) => ({ status: 'success', data: await findMeltable({ ctx }) }));
}

/** Hancur Pembelian's form (the form kit): the ticked barcodes, the reason, the HANCUR_PEMBELIAN grant and the form's key. */
export async function meltPembelianAction(_previous: unknown, formData: FormData) {
  return runFormAction('/hancur-pembelian', formData, meltSchema, async (ctx, input) => {
    const result = await meltPembelian({ ctx, input });
    return { message: (await getTranslations('purchase'))('melted', { nomor: result.nomor }), data: { nomor: result.nomor, scrap: result.scrap } };
  });
}
