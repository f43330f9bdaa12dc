'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { CASH_BOOK_PATHS, postCashBook, type CashBookKind } from '../services/cash-book';
import { cashBookSchema } from '../schemas';
import { runFormAction } from '@/lib/actions/run-form-action';

async function post(kind: CashBookKind, formData: FormData) {
  return runFormAction(CASH_BOOK_PATHS[kind], formData, cashBookSchema, async (ctx, input) => {
    await postCashBook({ ctx, input: { kind, ...input } });
    revalidatePath(CASH_BOOK_PATHS[kind]);
    return { message: (await getTranslations('cashBook'))('saved') };
  }, 'cashBook.failed');
}

export async function postUangKasAction(_previous: unknown, formData: FormData) {
  return post('KAS', formData);
}

export async function postUangBankAction(_previous: unknown, formData: FormData) {
  return post('BANK', formData);
}
