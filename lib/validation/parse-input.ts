import type { z } from 'zod';
import { issueError } from './issue-error';

/**
 * A service's own parse of its input with its schema: the first problem as a validation error on its field (a
 * form action shows it there), its message a key under `errors.` (an issue zod words itself names the field:
 * issueError). A caller may have parsed already for the form's field errors; schemas are written so their output
 * parses again to itself.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw issueError(parsed.error.issues, input);
}
