'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { findItemToMove, findTrayItems, pindahBarangItems, pindahSatuBaki, SCAN_PATHS, type MoveItem } from '../services/move-items';
import { batalTerimaKiriman, findShipment, kirimBarangItems, terimaKiriman } from '../services/kirim-barang';
import type { BatalTerimaInput, KirimInput, PindahInput, TerimaInput } from '../schemas';

type ScanPath = (typeof SCAN_PATHS)[number];
const scanPath = (path: string): ScanPath => (SCAN_PATHS as readonly string[]).includes(path) ? (path as ScanPath) : '/pindah-barang';

/** A scanned barcode: the line's name, weight and tray, or why it cannot be moved. */
export async function findItemToMoveAction(path: string, kodeBarcode: string): Promise<ActionResult<MoveItem>> {
  return runAction(scanPath(path), async (ctx) => ({ status: 'success', data: await findItemToMove({ ctx, input: { kodeBarcode } }) }), undefined, kodeBarcode);
}

export async function findTrayItemsAction(kodeGudang: string, kodeBaki: string): Promise<ActionResult<Awaited<ReturnType<typeof findTrayItems>>>> {
  return runAction('/pindah-barang-satu-baki', async (ctx) => ({ status: 'success', data: await findTrayItems({ ctx, input: { kodeGudang, kodeBaki } }) }), undefined, [kodeGudang, kodeBaki]);
}

export async function pindahBarangAction(input: PindahInput): Promise<ActionResult<{ noPindah: string }>> {
  return runAction('/pindah-barang', async (ctx) => {
    const { noPindah } = await pindahBarangItems({ ctx, input });
    revalidatePath('/lihat-pindah-barang');
    return { status: 'success', message: (await getTranslations('stockMoves'))('pindahSaved', { nomor: noPindah }), data: { noPindah } };
  }, 'stockMoves.failed', input);
}

export async function pindahSatuBakiAction(input: PindahInput): Promise<ActionResult<{ noPindah: string }>> {
  return runAction('/pindah-barang-satu-baki', async (ctx) => {
    const { noPindah } = await pindahSatuBaki({ ctx, input });
    revalidatePath('/lihat-pindah-barang');
    return { status: 'success', message: (await getTranslations('stockMoves'))('pindahSaved', { nomor: noPindah }), data: { noPindah } };
  }, 'stockMoves.failed', input);
}

export async function kirimBarangAction(input: KirimInput): Promise<ActionResult<{ noKirim: string }>> {
  return runAction('/kirim-barang', async (ctx) => {
    const { noKirim } = await kirimBarangItems({ ctx, input });
    return { status: 'success', message: (await getTranslations('stockMoves'))('kirimSaved', { nomor: noKirim }), data: { noKirim } };
  }, 'stockMoves.failed', input);
}

export async function findShipmentAction(path: '/penerimaan-barang' | '/batal-penerimaan-barang', noKirim: string): Promise<ActionResult<Awaited<ReturnType<typeof findShipment>>>> {
  return runAction(path === '/batal-penerimaan-barang' ? path : '/penerimaan-barang', async (ctx) => ({
    status: 'success', data: await findShipment({ ctx, input: { noKirim } }),
  }), undefined, noKirim);
}

export async function terimaKirimanAction(input: TerimaInput): Promise<ActionResult> {
  return runAction('/penerimaan-barang', async (ctx) => {
    const { noTerima } = await terimaKiriman({ ctx, input });
    revalidatePath('/penerimaan-barang');
    return { status: 'success', message: (await getTranslations('stockMoves'))('terimaSaved', { nomor: noTerima }) };
  }, 'stockMoves.failed', input);
}

export async function batalTerimaKirimanAction(input: BatalTerimaInput): Promise<ActionResult> {
  return runAction('/batal-penerimaan-barang', async (ctx) => {
    const { noBatal } = await batalTerimaKiriman({ ctx, input });
    revalidatePath('/batal-penerimaan-barang');
    return { status: 'success', message: (await getTranslations('stockMoves'))('batalSaved', { nomor: noBatal }) };
  }, 'stockMoves.failed', input);
}
