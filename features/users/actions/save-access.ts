'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { accessTargetSchema, saveHiddenMenuKeys, type AccessTarget } from '../services/access';
import { ValidationError } from '@/lib/errors/app-error';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';

export async function saveAccessAction(target: AccessTarget, hidden: string[]): Promise<ActionResult> {
  return runAction('/hak-akses-users', async (ctx) => {
    const parsedTarget = accessTargetSchema.safeParse(target);
    if (!parsedTarget.success || !Array.isArray(hidden) || hidden.some((key) => typeof key !== 'string')) throw ValidationError('unknownMenuKey');
    await saveHiddenMenuKeys({ db: getDb(), ctx, target: parsedTarget.data, hidden });
    revalidatePath('/', 'layout');
    return { status: 'success', message: (await getTranslations('access'))('saved') };
  }, undefined, [target, hidden]);
}
