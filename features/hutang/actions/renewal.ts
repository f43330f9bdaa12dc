'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import type { RenewedLoan } from '../counter/renew-loan';
import type { RenewalTerms } from '../renewal-quote';
import { renewSchema } from '../renewal-schema';
import { findRenewals, getRenewalTerms, renewHutang } from '../services/renew-hutang';

/** The Perpanjang form's terms for the opened loan. */
export async function getRenewalTermsAction(noFakturHutang: string): Promise<ActionResult<RenewalTerms>> {
  return runAction('/lihat-hutang', async (ctx) => ({ status: 'success', data: await getRenewalTerms({ ctx, input: { noFakturHutang: String(noFakturHutang) } }) }),
    undefined, noFakturHutang);
}

/** The opened loan's chain of renewals. */
export async function findRenewalsAction(noFakturHutang: string): Promise<ActionResult<RenewedLoan[]>> {
  return runAction('/lihat-hutang', async (ctx) => ({ status: 'success', data: await findRenewals({ ctx, input: { noFakturHutang: String(noFakturHutang) } }) }),
    undefined, noFakturHutang);
}

/** Perpanjang (the form kit): the opened loan, the new principal and rate, the payment, the grants and the form's key. */
export async function renewHutangAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-hutang', formData, renewSchema, async (ctx, input) => {
    const result = await renewHutang({ ctx, input });
    revalidatePath('/lihat-hutang');
    return {
      message: (await getTranslations('loanRedemption'))('renewed', { nomor: result.noFakturHutang, baru: result.noFakturHutangBaru }),
      data: { noPelunasan: result.noPelunasan, noFakturHutangBaru: result.noFakturHutangBaru },
    };
  });
}
