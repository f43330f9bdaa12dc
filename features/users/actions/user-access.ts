'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { resetUserPassword, setUserActive } from '../services/user-access';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run-action';

export async function setUserActiveAction(userId: string, isActive: boolean): Promise<ActionResult> {
  return runAction('/data-users', async (ctx) => {
    await setUserActive({ ctx, input: { userId: String(userId), isActive: Boolean(isActive) } });
    revalidatePath('/data-users');
    return { status: 'success', message: (await getTranslations('users'))(isActive ? 'enabled' : 'disabled') };
  }, undefined, userId);
}

export async function resetUserPasswordAction(userId: string): Promise<ActionResult<{ password: string }>> {
  return runAction('/data-users', async (ctx) => {
    const password = await resetUserPassword({ ctx, input: { userId: String(userId) } });
    return { status: 'success', data: { password } };
  }, undefined, userId);
}
