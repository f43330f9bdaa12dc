'use server';
import { getTranslations } from 'next-intl/server';
import { writeSessionCookie } from '@/lib/auth/session-cookie';
import { changePassword } from '../services/change-password';
import { changePasswordSchema } from '../schemas';
import { runFormAction } from '@/lib/actions/run-form-action';

/** Any logged-in user may change their own password (the page and the header dialog post here). */
export async function changePasswordAction(_previous: unknown, formData: FormData) {
  return runFormAction('session', formData, changePasswordSchema, async (ctx, input) => {
    const { sessionVersion } = await changePassword({ ctx, input });
    // This browser keeps its session with the new version; every other session of the user ends.
    await writeSessionCookie({ sid: ctx.session.sid, uid: ctx.user.userId, ver: sessionVersion, iat: ctx.session.iat, seen: Date.now(), remember: ctx.session.remember });
    return { message: (await getTranslations('changePassword'))('success') };
  }, 'changePassword.failed');
}
