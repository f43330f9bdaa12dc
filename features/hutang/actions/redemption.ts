'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { runFormAction } from '@/lib/actions/run-form-action';
import type { Paged } from '@/lib/paging/page-params';
import { cancelRedemptionSchema, redeemSchema, type LoanListInput } from '../redemption-schemas';
import { cancelPelunasan, findTodayRedemptions, type TodayRedemption } from '../services/cancel-pelunasan';
import { findHutang, getHutang, type LoanRow, type LoanView } from '../services/find-hutang';
import { redeemHutang } from '../services/redeem-hutang';

export async function findHutangAction(input: LoanListInput): Promise<ActionResult<Paged<LoanRow>>> {
  return runAction('/lihat-hutang', async (ctx) => ({ status: 'success', data: await findHutang({ ctx, input }) }), undefined, input);
}

export async function getHutangAction(noFakturHutang: string): Promise<ActionResult<LoanView>> {
  return runAction('/lihat-hutang', async (ctx) => ({ status: 'success', data: await getHutang({ ctx, input: { noFakturHutang: String(noFakturHutang) } }) }),
    undefined, noFakturHutang);
}

/** Tebus (the form kit): the opened loan, the payment, a discount's DISKON_BUNGA_HUTANG grant and the form's key. */
export async function redeemHutangAction(_previous: unknown, formData: FormData) {
  return runFormAction('/lihat-hutang', formData, redeemSchema, async (ctx, input) => {
    const result = await redeemHutang({ ctx, input });
    revalidatePath('/lihat-hutang');
    return { message: (await getTranslations('loanRedemption'))('redeemed', { nomor: result.noPelunasan }), data: { noPelunasan: result.noPelunasan } };
  });
}

export async function findTodayRedemptionsAction(): Promise<ActionResult<TodayRedemption[]>> {
  return runAction('/batal-hutang-lunas', async (ctx) => ({ status: 'success', data: await findTodayRedemptions({ ctx }) }));
}

/** Batal Hutang Lunas' form (the form kit): the redemption, the reason, the BATAL_PELUNASAN_HUTANG grant and the form's key. */
export async function cancelPelunasanAction(_previous: unknown, formData: FormData) {
  return runFormAction('/batal-hutang-lunas', formData, cancelRedemptionSchema, async (ctx, input) => {
    const result = await cancelPelunasan({ ctx, input });
    revalidatePath('/lihat-hutang');
    return { message: (await getTranslations('loanRedemption'))('cancelled', { nomor: result.noPelunasan }), data: { nomorBatal: result.nomorBatal } };
  });
}
