'use server';
import { parseWithZod } from '@conform-to/zod/v4';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { readDeviceNonce, writeDeviceCookie } from '@/lib/auth/device-cookie';
import { getClientAddress } from '@/lib/auth/request-info';
import { writeSessionCookie } from '@/lib/auth/session-cookie';
import { BAD_TEXT_KEY, hasBadText } from '@/lib/http/bad-text';
import { login } from '../services/login';
import { loginSchema } from '../schemas';

export async function loginAction(_previous: unknown, formData: FormData) {
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (hasBadText(formData)) return submission.reply({ formErrors: [(await getTranslations('errors'))(BAD_TEXT_KEY)], hideFields: ['password'] });
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password'] });
  const t = await getTranslations('login');
  const input = submission.value;
  const result = await login({ input, address: await getClientAddress(), deviceNonce: await readDeviceNonce(input.userId) });
  if (!result.ok) {
    const message = result.reason === 'throttled' ? t('throttled', { seconds: result.retryAfterSeconds }) : t('invalid');
    return submission.reply({ formErrors: [message], hideFields: ['password'] });
  }
  await writeSessionCookie(result.session);
  await writeDeviceCookie(result.session.uid);
  redirect('/home');
}
