import 'server-only';
import { conformZodMessage, parseWithZod } from '@conform-to/zod/v4';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { requireSessionAccess } from '../auth/dal';
import type { SessionContext } from '../auth/context';
import { hasBadText, BAD_TEXT_KEY } from '../http/bad-text';
import { answerError, fieldLabels } from '@/lib/errors/error-answer';
import { isErrorKey } from '@/lib/i18n/error-key';
import { issueField, issueKey } from '@/lib/validation/issue-error';
import type { MessageKey } from '@/lib/i18n/keys';

const CONFORM_MESSAGES = new Set<string>(Object.values(conformZodMessage));

export type FormOutcome = 'invalid' | 'expired' | 'error' | 'success';

/**
 * A conform form's server action: validate with the shared zod schema, check session and gate again,
 * run the work, and answer with conform's reply plus the outcome and message the form shows.
 * A typed error with a field lands under that field (e.g. "User ID ini sedang dipakai").
 */
export async function runFormAction<Schema extends z.ZodType, T = undefined>(
  path: string | 'session',
  formData: FormData,
  schema: Schema,
  work: (ctx: SessionContext, value: z.infer<Schema>) => Promise<{ message: string; data?: T }>,
  /** The message for an unexpected failure, a key from the root of the messages; default errors.unexpected. */
  unexpectedKey: MessageKey = 'errors.unexpected',
) {
  const t = await getTranslations();
  const labelOf = await fieldLabels();
  // A message our schema gives is a key the form words itself; one zod words (a field of the wrong type in a
  // hand-made POST) is worded here, naming its field, instead of showing zod's English.
  const submission = parseWithZod(formData, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) => issues.map((issue) => (isErrorKey(issue.message) || CONFORM_MESSAGES.has(issue.message)
      ? issue.message
      : t(`errors.${issueKey(issue, formData)}`, { label: labelOf(issueField(issue.path) ?? '') }))),
  });
  if (hasBadText(formData)) {
    const message = t(`errors.${BAD_TEXT_KEY}`);
    return { ...submission.reply({ formErrors: [message] }), outcome: 'error' as FormOutcome, message };
  }
  if (submission.status !== 'success') return { ...submission.reply(), outcome: 'invalid' as FormOutcome };
  try {
    const { message, data } = await work(await requireSessionAccess(path), submission.value);
    return { ...submission.reply({ resetForm: true }), outcome: 'success' as FormOutcome, message, data };
  } catch (thrown) {
    const answer = await answerError(thrown, { unexpectedKey });
    if (answer.expired) return { ...submission.reply(), outcome: 'expired' as FormOutcome };
    const field = answer.error?.field;
    // A message with values ("Nama barang {nama} sudah ada") travels worded; a plain one as its key, worded by the field.
    const fieldError = Object.keys(answer.error?.values ?? {}).length ? answer.message : answer.error?.messageKey;
    if (field) return { ...submission.reply({ fieldErrors: { [field]: [fieldError!] } }), outcome: 'invalid' as FormOutcome };
    return { ...submission.reply({ formErrors: [answer.message] }), outcome: 'error' as FormOutcome, message: answer.message };
  }
}
