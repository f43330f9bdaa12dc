import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requireSessionAccess } from '../auth/dal';
import type { SessionContext } from '../auth/context';
import { hasBadText, BAD_TEXT_KEY } from '../http/bad-text';
import { answerError } from '@/lib/errors/error-answer';
import type { ActionResult } from './result';
import type { MessageKey } from '@/lib/i18n/keys';

/**
 * The one way a server action reaches a service: the session and the route's gate are checked again
 * (an action can be POSTed directly), and typed errors become a message in the user's language.
 * `path` is the screen the action belongs to; 'session' means any logged-in user.
 */
export async function runAction<T>(
  path: string | 'session',
  work: (ctx: SessionContext) => Promise<ActionResult<T>>,
  /** The message for an unexpected failure, a key from the root of the messages; default errors.unexpected. */
  unexpectedKey: MessageKey = 'errors.unexpected',
  /** The action's arguments as sent by the browser: bad text (a NUL…) is refused before anything runs. */
  input?: unknown,
): Promise<ActionResult<T>> {
  if (hasBadText(input)) return { status: 'error', message: (await getTranslations('errors'))(BAD_TEXT_KEY) };
  try {
    return await work(await requireSessionAccess(path));
  } catch (thrown) {
    const answer = await answerError(thrown, { unexpectedKey });
    return answer.expired ? { status: 'expired' } : { status: 'error', message: answer.message };
  }
}
