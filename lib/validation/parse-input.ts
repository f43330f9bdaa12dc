import type { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import { toErrorKey } from '@/lib/i18n/error-key';

/**
 * A service's own parse of its input with its schema: the first problem as a validation error on its field (a
 * form action shows it there), its message a key under `errors.`. A caller may have parsed already for the form's
 * field errors; schemas are written so their output parses again to itself.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  throw new AppError('validation', toErrorKey(issue.message), {}, field);
}
