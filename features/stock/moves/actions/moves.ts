'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import { findItemToMove, findTrayItems, pindahBarangItems, pindahSatuBaki, SCAN_PATHS, type MoveItem } from '../services/move-items';
import { batalTerimaKiriman, findShipment, kirimBarangItems, terimaKiriman } from '../services/kirim-barang';
import { kirimSchema, pindahSchema, terimaSchema, type BatalTerimaInput } from '../schemas';

type ScanPath = (typeof SCAN_PATHS)[number];
const scanPath = (path: string): ScanPath => (SCAN_PATHS as readonly string[]).includes(path) ? (path as ScanPath) : '/pindah-barang';

/** A scanned barcode: the line's name, weight and tray, or why it cannot be moved. */
export async function findItemToMoveAction(path: string, kodeBarcode: string): Promise<ActionResult<MoveItem>> {
  return runAction(scanPath(path), async (ctx) => ({ status: 'success', data: await findItemToMove({ ctx, input: { kodeBarcode } }) }), undefined, kodeBarcode);
}

export async function findTrayItemsAction(kodeGudang: string, kodeBaki: string): Promise<ActionResult<Awaited<ReturnType<typeof findTrayItems>>>> {
  return runAction('/pindah-barang-satu-baki', async (ctx) => ({ status: 'success', data: await findTrayItems({ ctx, input: { kodeGudang, kodeBaki } }) }), undefined, [kodeGudang, kodeBaki]);
}

/** Pindah Barang's form (the form kit): the scanned lines (items[i]), the destination tray and the form's key. */
export async function pindahBarangAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof pindahSchema, { noPindah: string }>('/pindah-barang', formData, pindahSchema, async (ctx, input) => {
    const { noPindah } = await pindahBarangItems({ ctx, input });
    revalidatePath('/lihat-pindah-barang');
    return { message: (await getTranslations('stockMoves'))('pindahSaved', { nomor: noPindah }), data: { noPindah } };
  }, 'stockMoves.failed');
}

/** Pindah Barang Satu Baki's form: the tray's lines as shown, the destination tray and the form's key. */
export async function pindahSatuBakiAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof pindahSchema, { noPindah: string }>('/pindah-barang-satu-baki', formData, pindahSchema, async (ctx, input) => {
    const { noPindah } = await pindahSatuBaki({ ctx, input });
    revalidatePath('/lihat-pindah-barang');
    return { message: (await getTranslations('stockMoves'))('pindahSaved', { nomor: noPindah }), data: { noPindah } };
  }, 'stockMoves.failed');
}

/** Kirim Barang's form: the scanned lines, the destination shop, the note and the form's key. */
export async function kirimBarangAction(_previous: unknown, formData: FormData) {
  return runFormAction<typeof kirimSchema, { noKirim: string }>('/kirim-barang', formData, kirimSchema, async (ctx, input) => {
    const { noKirim } = await kirimBarangItems({ ctx, input });
    return { message: (await getTranslations('stockMoves'))('kirimSaved', { nomor: noKirim }), data: { noKirim } };
  }, 'stockMoves.failed');
}

export async function findShipmentAction(path: '/penerimaan-barang' | '/batal-penerimaan-barang', noKirim: string): Promise<ActionResult<Awaited<ReturnType<typeof findShipment>>>> {
  return runAction(path === '/batal-penerimaan-barang' ? path : '/penerimaan-barang', async (ctx) => ({
    status: 'success', data: await findShipment({ ctx, input: { noKirim } }),
  }), undefined, noKirim);
}

/** Penerimaan Barang's form: the opened shipment, the receiving tray and the form's key. */
export async function terimaKirimanAction(_previous: unknown, formData: FormData) {
  return runFormAction('/penerimaan-barang', formData, terimaSchema, async (ctx, input) => {
    const { noTerima } = await terimaKiriman({ ctx, input });
    revalidatePath('/penerimaan-barang');
    return { message: (await getTranslations('stockMoves'))('terimaSaved', { nomor: noTerima }) };
  }, 'stockMoves.failed');
}

export async function batalTerimaKirimanAction(input: BatalTerimaInput): Promise<ActionResult> {
  return runAction('/batal-penerimaan-barang', async (ctx) => {
    const { noBatal } = await batalTerimaKiriman({ ctx, input });
    revalidatePath('/batal-penerimaan-barang');
    return { status: 'success', message: (await getTranslations('stockMoves'))('batalSaved', { nomor: noBatal }) };
  }, 'stockMoves.failed', input);
}
