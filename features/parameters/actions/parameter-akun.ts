'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { updateJournalAccounts } from '../services/parameter-akun';
import { runFormAction } from '@/lib/actions/run-form-action';
import { journalAccountsSchema } from '../schemas';

/** "Simpan Perubahan" of a journal's edit screen (the form kit): the journal and its lines' accounts (detail[i]). */
export async function updateParameterAkunAction(_previous: unknown, formData: FormData) {
  return runFormAction('/parameter-akun', formData, journalAccountsSchema, async (ctx, input) => {
    await updateJournalAccounts({ ctx, input });
    revalidatePath('/parameter-akun');
    return { message: (await getTranslations('parameters'))('akunSaved') };
  }, 'parameters.akunFailed');
}
