'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { findRekenings } from '../services/find-money';
import { MUTASI_PATHS as PATHS, postMutasi, type MutasiKind } from '../services/post-mutasi';
import { mutasiSchema } from '../schemas';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';

async function post(kind: MutasiKind, formData: FormData) {
  return runFormAction(PATHS[kind], formData, mutasiSchema, async (ctx, input) => {
    await postMutasi({ ctx, input: { kind, ...input } });
    revalidatePath(PATHS[kind]);
    return { message: (await getTranslations('money'))(kind === 'BANK' ? 'bankSaved' : 'cashSaved') };
  }, kind === 'BANK' ? 'money.bankFailed' : 'money.cashFailed');
}

export async function postMutasiBankAction(_previous: unknown, formData: FormData) {
  return post('BANK', formData);
}

export async function postMutasiCashAction(_previous: unknown, formData: FormData) {
  return post('CASH', formData);
}

/** The account list of a bank, loaded when the bank is chosen; checked like the screen it serves. */
export async function findRekeningsAction(kind: MutasiKind, kodeBank: string): Promise<ActionResult<{ noRekening: string; namaRekening: string }[]>> {
  return runAction(PATHS[kind], async (ctx) => ({
    status: 'success',
    data: await findRekenings({ ctx, input: { kind, kodeBank: String(kodeBank) } }),
  }), undefined, kodeBank);
}
