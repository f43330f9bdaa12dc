import messages from '@/messages/id.json';
import type { ErrorKey } from '@/lib/errors/app-error';

export function isErrorKey(key: string): key is ErrorKey {
  return Object.hasOwn(messages.errors, key);
}

/** Our zod schemas give message keys under `errors.` as their issues' messages; one that is not shows as unexpected. */
export function toErrorKey(message: string): ErrorKey {
  return isErrorKey(message) ? message : 'unexpected';
}
