'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { createKirimUang, findKirimUang, kirimUangSchema, receiveKirimUang, type KirimUangRow } from '../services/kirim-uang';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';

/** A branch sends money to head office; the answer carries the reference number for the receipt. */
export async function createKirimUangAction(_previous: unknown, formData: FormData) {
  return runFormAction('/kirim-uang-pusat', formData, kirimUangSchema, async (ctx, input) => {
    const { nomorReferensi } = await createKirimUang({ ctx, input });
    revalidatePath('/kirim-uang-pusat');
    return { message: (await getTranslations('kirimUang'))('kirimSaved', { nomor: nomorReferensi }), data: { nomorReferensi } };
  }, 'kirimUang.kirimFailed');
}

/** Head office looks a transfer up by its reference number. */
export async function findKirimUangAction(nomorReferensi: string): Promise<ActionResult<KirimUangRow>> {
  return runAction('/terima-uang-kas', async (ctx) => ({
    status: 'success', data: await findKirimUang({ ctx, input: { nomorReferensi: String(nomorReferensi).slice(0, 40) } }),
  }), undefined, nomorReferensi);
}

export async function receiveKirimUangAction(nomorReferensi: string): Promise<ActionResult> {
  return runAction('/terima-uang-kas', async (ctx) => {
    await receiveKirimUang({ ctx, input: { nomorReferensi: String(nomorReferensi).slice(0, 40) } });
    revalidatePath('/terima-uang-kas');
    return { status: 'success', message: (await getTranslations('kirimUang'))('terimaSaved') };
  }, 'kirimUang.terimaFailed', nomorReferensi);
}
