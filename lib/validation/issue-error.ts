import type { z } from 'zod';
import messages from '@/messages/id.json';
import { AppError, type ErrorKey } from '@/lib/errors/app-error';
import { isErrorKey } from '@/lib/i18n/error-key';

type Issue = z.core.$ZodIssue;
type Values = Record<string, string | number>;

/**
 * The message key of a zod issue. Our schemas give keys under `errors.` as their messages; an issue zod words itself
 * (a field of the wrong type, missing, too long: what a hand-made POST sends) becomes the field's own message instead
 * of "Terjadi Kesalahan Saat Mengirim Data": missing → fieldRequired, too long → fieldTooLong, anything else →
 * fieldInvalid, each naming the field ({label}).
 */
export function issueKey(issue: Pick<Issue, 'message' | 'code' | 'path'>, input: unknown): ErrorKey {
  if (isErrorKey(issue.message)) return issue.message;
  const value = valueAt(input, issue.path);
  if ((issue.code === 'invalid_type' && value == null) || (issue.code === 'too_small' && (value === '' || value == null))) return 'fieldRequired';
  if (issue.code === 'too_big') return 'fieldTooLong';
  return 'fieldInvalid';
}

/** What the input holds at a path (undefined where the path leads nowhere). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = input;
  for (const segment of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = node instanceof FormData ? (typeof segment === 'string' ? node.get(segment) ?? undefined : undefined) : (node as Record<PropertyKey, unknown>)[segment];
  }
  return node;
}

/** The form field an issue belongs to, as conform names it: `jumlah`, `lines[0].hargaJual`. */
export function issueField(path: readonly PropertyKey[]): string | undefined {
  let name = '';
  for (const segment of path) {
    if (typeof segment === 'number') name += `[${segment}]`;
    else if (typeof segment === 'string') name += name ? `.${segment}` : segment;
    else return name || undefined;
  }
  return name || undefined;
}

/** The last named part of a field (`lines[0].hargaJual` → hargaJual): the word its label is looked up by. */
export function fieldLeaf(field: string): string {
  return field.replace(/\[\d+\]/g, '').split('.').filter(Boolean).at(-1) ?? field;
}

/**
 * The values a message about one field may name: the plain values beside it in the input (a sale line's `barcode`
 * for "Harga barang {barcode} tidak valid"), read from what was sent, never a number or text longer than a line.
 */
function valuesBeside(input: unknown, path: readonly PropertyKey[]): Values {
  const node = valueAt(input, path.slice(0, -1));
  if (!node || typeof node !== 'object' || Array.isArray(node)) return {};
  const values: Values = {};
  for (const [key, value] of Object.entries(node)) {
    if ((typeof value === 'string' && value.length <= 60) || (typeof value === 'number' && Number.isFinite(value))) values[key] = value;
  }
  return values;
}

const PLACEHOLDERS = /\{(\w+)\}/g;

/**
 * The placeholders of an error message that `values` leaves out, filled with "-" so that no message ever prints
 * "undefined" or fails to format (all six languages have the same placeholders: tests/unit/messages.test.ts). `label`
 * is the caller's (answerError fills it from the field).
 */
export function completeValues(key: ErrorKey, values: Values): Values {
  const complete = { ...values };
  for (const name of placeholdersOf((messages.errors as Record<string, unknown>)[key])) if (name !== 'label' && complete[name] === undefined) complete[name] = '-';
  return complete;
}

/**
 * The argument names of a message: ICU text under vitest and in development, the compiled form in a build (next-intl
 * precompiles messages/*.json: "Harga barang {barcode} tidak valid" is ["Harga barang ", ["barcode"], " tidak valid"],
 * an argument an array whose first item is its name, a plural's branches nested inside it).
 */
function placeholdersOf(message: unknown): string[] {
  if (typeof message === 'string') return [...message.matchAll(PLACEHOLDERS)].map(([, name]) => name);
  if (Array.isArray(message)) {
    return message.flatMap((part) => {
      if (!Array.isArray(part)) return [];
      return [...(typeof part[0] === 'string' ? [part[0]] : []), ...part.slice(1).flatMap((inner) => placeholdersOf(Array.isArray(inner) ? inner : typeof inner === 'object' && inner ? Object.values(inner) : []))];
    });
  }
  return [];
}

/** The first problem of a failed parse as the validation error a service throws: its key, its field and its values. */
export function issueError(issues: readonly Issue[], input: unknown): AppError {
  const issue = issues[0];
  const key = issueKey(issue, input);
  return new AppError('validation', key, completeValues(key, valuesBeside(input, issue.path)), issueField(issue.path));
}
