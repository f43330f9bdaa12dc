'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';
import { closeDay } from '../services/close-day';

export async function closeDayAction(input: { kasFisik: string; keystore?: string; idempotencyKey: string }): Promise<ActionResult<{ selisih: number }>> {
  return runAction('/tutup-toko', async (ctx) => {
    const result = await closeDay({ ctx, input });
    revalidatePath('/tutup-toko');
    return { status: 'success', message: (await getTranslations('closing'))('done'), data: { selisih: result.selisih } };
  }, 'closing.failed', input);
}
