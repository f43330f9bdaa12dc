'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { saveHiddenMenuKeys, type AccessTarget } from '../services/access';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';

export async function saveAccessAction(target: AccessTarget, hidden: string[]): Promise<ActionResult> {
  return runAction('/hak-akses-users', async (ctx) => {
    await saveHiddenMenuKeys({ ctx, input: { target, hidden } });
    revalidatePath('/', 'layout');
    return { status: 'success', message: (await getTranslations('access'))('saved') };
  }, undefined, [target, hidden]);
}
