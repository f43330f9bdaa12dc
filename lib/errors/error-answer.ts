import 'server-only';
import { getTranslations } from 'next-intl/server';
import { isMessageKey, type MessageKey } from '@/lib/i18n/keys';
import { completeValues, fieldLeaf } from '@/lib/validation/issue-error';
import { HTTP_STATUS, toAppError, type AppError } from './app-error';

/** What the user is told about a thrown error, in their language; every wrapper shapes it for its caller. */
export type ErrorAnswer = {
  status: number;
  message: string;
  /** The typed error, null for an unexpected one (already logged). */
  error: AppError | null;
  /** The session is gone: actions answer "expired", route handlers 401 "Invalid Token". */
  expired: boolean;
};

export type ErrorAnswerOptions = {
  /** The message of an unexpected failure, a key from the root of the messages; default errors.unexpected. */
  unexpectedKey?: MessageKey;
  /** The label a field's message names ("Kode Bank Tidak Boleh Kosong"), for callers whose messages carry {label}. */
  labelOf?: (field: string) => string;
};

/**
 * The one mapping from a thrown error to an answer, for server actions, form actions, route handlers and the API: a
 * typed error (or bad text PostgreSQL refused) with its status and message, anything else logged and errors.unexpected.
 */
export async function answerError(thrown: unknown, { unexpectedKey = 'errors.unexpected', labelOf }: ErrorAnswerOptions = {}): Promise<ErrorAnswer> {
  const t = await getTranslations();
  const error = toAppError(thrown);
  if (!error) {
    console.error(thrown);
    return { status: 500, message: t(unexpectedKey), error: null, expired: false };
  }
  if (error.kind === 'unauthenticated') return { status: HTTP_STATUS.unauthenticated, message: 'Invalid Token', error, expired: true };
  // Every message may name its field, in the user's language: the caller's label, else the field's word under `fields`
  // (or the masters' or common words), else its own name; a placeholder the values leave out reads "-", never a
  // formatting error or "undefined".
  const label = error.field ? (labelOf?.(error.field) ?? (await fieldLabels())(error.field)) : '';
  const message = t(`errors.${error.messageKey}`, { label, ...completeValues(error.messageKey, error.values) });
  return { status: HTTP_STATUS[error.kind], message, error, expired: false };
}

/**
 * A field's name as the user reads it, in the user's language: `lines[0].hargaJual` → "Harga Jual" (its word under
 * `fields`, else the masters' or the common one), else the name itself.
 */
export async function fieldLabels(): Promise<(field: string) => string> {
  const [fields, masters, common] = [await getTranslations('fields'), await getTranslations('masters.fields'), await getTranslations('common')];
  return (field) => {
    const leaf = fieldLeaf(field);
    if (isMessageKey(fields, leaf)) return fields(leaf);
    if (isMessageKey(masters, leaf)) return masters(leaf);
    if (isMessageKey(common, leaf)) return common(leaf);
    return leaf;
  };
}

/** A thrown error as a route handler or the API answers it: JSON `{ message }` with the error's HTTP status. */
export async function errorResponse(thrown: unknown, options?: ErrorAnswerOptions): Promise<Response> {
  const { status, message } = await answerError(thrown, options);
  return Response.json({ message }, { status });
}
