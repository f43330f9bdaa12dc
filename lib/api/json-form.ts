import type { MasterField } from '../masters/definitions';

/** Kinds whose value is one piece of text: a JSON number, boolean or list there is a client error, not text. */
const TEXT_KINDS: ReadonlySet<MasterField['kind']> = new Set(['text', 'textarea', 'color', 'phone', 'select']);
/** Kinds that take a list (repeated form fields). */
const LIST_KINDS: ReadonlySet<MasterField['kind']> = new Set(['multiselect', 'tags', 'images']);

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/**
 * A JSON body as the form data the screens' schema reads. Each value must be what its field takes: text fields a
 * string, list fields a string or a list of scalars, the others a scalar; objects are never turned into text
 * ("[object Object]"). Answers the form, or the names of the fields whose value is refused.
 */
export function formFromJson(json: Record<string, unknown>, fields: readonly MasterField[]): { form: FormData; invalid: string[] } {
  const form = new FormData();
  const invalid: string[] = [];
  const kindOf = new Map(fields.map((field) => [field.name, field.kind]));
  for (const [name, value] of Object.entries(json)) {
    if (value === null || value === undefined) continue;
    const kind = kindOf.get(name);
    const items = Array.isArray(value) ? value : [value];
    const allowed = kind && TEXT_KINDS.has(kind)
      ? typeof value === 'string'
      : items.every(isScalar) && (!Array.isArray(value) || !kind || LIST_KINDS.has(kind));
    if (!allowed) {
      invalid.push(name);
      continue;
    }
    for (const item of items) form.append(name, String(item));
  }
  return { form, invalid };
}
