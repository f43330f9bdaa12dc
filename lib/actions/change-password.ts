'use server';
import { parseWithZod } from '@conform-to/zod/v4';
import { getTranslations } from 'next-intl/server';
import { getSessionContext } from '../auth/dal';
import { writeSessionCookie } from '../auth/session-cookie';
import { getDb } from '../db/client';
import { changePassword } from '../services/auth/change-password';
import { changePasswordSchema } from '../services/auth/schemas';
import { AppError } from '../services/errors';

/** Any logged-in user may change their own password (the page and the header dialog post here). */
export async function changePasswordAction(_previous: unknown, formData: FormData) {
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== 'success') return { ...submission.reply(), outcome: 'invalid' as const };
  const ctx = await getSessionContext();
  if (!ctx) return { ...submission.reply(), outcome: 'expired' as const };
  const t = await getTranslations();
  try {
    const { sessionVersion } = await changePassword({ db: getDb(), ctx, input: submission.value });
    const now = Date.now();
    // This browser keeps its session with the new version; every other session of the user ends.
    await writeSessionCookie({ uid: ctx.user.userId, ver: sessionVersion, iat: ctx.session.iat, seen: now, remember: ctx.session.remember });
    return { ...submission.reply({ resetForm: true }), outcome: 'success' as const, message: t('changePassword.success') };
  } catch (error) {
    const message = error instanceof AppError ? t(`errors.${error.messageKey}` as 'errors.unexpected') : t('changePassword.failed');
    if (!(error instanceof AppError)) console.error(error);
    return { ...submission.reply({ formErrors: [message] }), outcome: 'error' as const, message };
  }
}
