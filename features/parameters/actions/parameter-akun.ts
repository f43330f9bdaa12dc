'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { updateJournalAccounts } from '../services/parameter-akun';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';

/** "Simpan Perubahan" of a journal's edit screen. */
export async function updateParameterAkunAction(trx: string, type: string, detail: unknown): Promise<ActionResult> {
  return runAction('/parameter-akun', async (ctx) => {
    await updateJournalAccounts({ ctx, input: { trx: String(trx), type: String(type), detail } });
    revalidatePath('/parameter-akun');
    return { status: 'success', message: (await getTranslations('parameters'))('akunSaved') };
  }, 'parameters.akunFailed', [trx, type, detail]);
}
