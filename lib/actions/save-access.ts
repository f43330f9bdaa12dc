'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { getDb } from '../db/client';
import { accessTargetSchema, saveHiddenMenuKeys, type AccessTarget } from '../services/access/access';
import { ValidationError } from '../services/errors';
import type { ActionResult } from './result';
import { runAction } from './run-action';

export async function saveAccessAction(target: AccessTarget, hidden: string[]): Promise<ActionResult> {
  return runAction('/hak-akses-users', async (ctx) => {
    const parsedTarget = accessTargetSchema.safeParse(target);
    if (!parsedTarget.success || !Array.isArray(hidden) || hidden.some((key) => typeof key !== 'string')) throw ValidationError('unknownMenuKey');
    await saveHiddenMenuKeys({ db: getDb(), ctx, target: parsedTarget.data, hidden });
    revalidatePath('/', 'layout');
    return { status: 'success', message: (await getTranslations('access'))('saved') };
  }, undefined, [target, hidden]);
}
