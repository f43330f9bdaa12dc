'use server';
import { getTranslations } from 'next-intl/server';
import { runFormAction } from '@/lib/actions/run-form-action';
import { loanSchema } from '../lending.schema';
import { postHutang } from '../services/post-hutang';

/** Transaksi Hutang's form (the form kit): the customer, the pledged items with their photos, the loan, the payout and the PLAFOND_HUTANG grant. */
export async function postHutangAction(_previous: unknown, formData: FormData) {
  return runFormAction('/transaksi-hutang', formData, loanSchema, async (ctx, input) => {
    const result = await postHutang({ ctx, input });
    return { message: (await getTranslations('loan'))('saved', { nomor: result.nomor }), data: { nomor: result.nomor } };
  });
}
