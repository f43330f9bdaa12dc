'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { runFormAction } from '@/lib/actions/run-form-action';
import { closeDaySchema } from '../schemas';
import { closeDay } from '../services/close-day';

/** Tutup Toko's form (the form kit): the counted cash, the TUTUP_TOKO grant and the form's key. */
export async function closeDayAction(_previous: unknown, formData: FormData) {
  return runFormAction('/tutup-toko', formData, closeDaySchema, async (ctx, input) => {
    const result = await closeDay({ ctx, input });
    revalidatePath('/tutup-toko');
    return { message: (await getTranslations('closing'))('done'), data: { selisih: result.selisih } };
  }, 'closing.failed');
}
