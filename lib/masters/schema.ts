import { z } from 'zod';
import { toScaled } from '../format/decimal';
import { parseDecimal } from '../validation/decimal';
import { MAX_AMOUNT } from '../ledger/limits';
import { rupiahField } from '../validation/rupiah';
import { parseRupiah } from '../validation/rupiah-text';
import { asList, formFieldsOf, isFile, keepFieldOf, parseHashtags, type MasterField, type MasterId } from './definitions';

// The masters' zod schemas, apart from their definitions: the list screens read the definitions, and only the form and
// the server need zod (the form loads it after the page).

/** A whole-Rupiah amount that may be 0 (where a band of amounts starts); empty is still missing. */
const rupiahOrZero = (required: string) => z.unknown().transform((value, ctx) => {
  const amount = parseRupiah(value);
  if (amount === undefined) ctx.addIssue({ code: 'custom', message: required });
  else if (amount === null || amount > MAX_AMOUNT) ctx.addIssue({ code: 'custom', message: 'fieldInvalid' });
  else return amount;
  return z.NEVER;
});

// Error values are keys under `errors.`; the form adds the field's label ("Kode Bank Tidak Boleh Kosong").
function fieldSchema(field: MasterField, mode: 'create' | 'edit') {
  const required = field.requiredKey ?? 'fieldRequired';
  switch (field.kind) {
    case 'money': {
      const money = field.zeroAllowed ? rupiahOrZero(required) : rupiahField(required, 'fieldInvalid');
      // Checked against its checkbox by the object (masterSchema) when another field can make it unnecessary.
      return field.notWhen ? z.unknown().optional() : money;
    }
    case 'number': {
      // Grams stay exact decimal text ("2.500") for numeric columns; whole numbers (points) become a number.
      const decimals = field.decimals ?? 0;
      const max = toScaled(field.max ?? Number.MAX_SAFE_INTEGER, decimals);
      // A number given as one (the app's JSON, or this schema's own output parsed again by the service) reads as its text.
      return z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: required }).trim().min(1, { error: required, abort: true })
        .transform((value, ctx) => {
          const number = parseDecimal(value, decimals, decimals ? 9 : 12);
          const scaled = typeof number === 'string' ? toScaled(number, decimals) : undefined;
          const zeroOk = decimals === 0 ? !field.positive : field.zeroAllowed;
          if (number && scaled !== undefined && scaled <= max && (zeroOk || scaled > 0n)) return decimals ? number : Number(number);
          ctx.addIssue({ code: 'custom', message: field.percent && scaled !== undefined && scaled > max ? 'percentOver100' : field.invalidKey ?? 'fieldInvalid' });
          return z.NEVER;
        }));
    }
    case 'checkbox':
      return z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());
    case 'multiselect': {
      const list = z.preprocess((value) => [...new Set(asList(value).map(String))], z.array(z.string().max(30, 'fieldInvalid')).max(200, 'fieldInvalid'));
      return field.optional ? list : list.refine((values) => values.length > 0, required);
    }
    case 'tags':
      return z.preprocess(parseHashtags, z.array(z.string().max(50, 'hashtagInvalid').regex(/^[\p{L}\p{N} _.&/-]+$/u, 'hashtagInvalid')).max(30, 'hashtagInvalid'));
    case 'images':
      // New files; whether any image is left is checked with the kept ones by the object (masterSchema).
      return z.preprocess((value) => asList(value).filter(isFile), z.array(z.custom<File>(isFile)));
    case 'image': {
      const chosen = z.custom<File>((value) => isFile(value), { error: required });
      // Editing keeps the stored image unless another is chosen; so does an image that is never required (splash).
      return mode === 'edit' || !field.requiredKey ? z.preprocess((value) => (isFile(value) ? value : undefined), chosen.optional()) : chosen;
    }
    case 'color':
      return z.string({ error: required }).regex(/^#[0-9a-fA-F]{6}$/, required).transform((value) => value.toLowerCase());
    case 'phone':
      return z.string({ error: required }).trim().min(1, { error: required, abort: true }).min(11, { error: 'noHpInvalid', abort: true })
        .max(20, 'noHpInvalid').regex(/^\+?[0-9 -]+$/, 'noHpInvalid');
    case 'select':
      if (field.choices) return z.enum(field.choices as [string, ...string[]], { error: required });
      return z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(30, 'fieldInvalid');
    default: {
      if (field.optional) {
        const text = z.string().trim().max(field.maxLength ?? 200, 'fieldTooLong').optional();
        return text.transform((value) => (value ? value : field.blankAsSpace ? ' ' : ''));
      }
      const text = z.string({ error: required }).trim().min(1, { error: required, abort: true });
      if (field.key) return text.max(field.maxLength ?? 30, 'fieldTooLong').regex(/^[A-Za-z0-9_.-]+$/, 'kodeChars').transform((value) => value.toUpperCase());
      return field.maxLength ? text.max(field.maxLength, 'fieldTooLong') : text;
    }
  }
}

export function masterSchema(id: MasterId, mode: 'create' | 'edit' = 'create') {
  const fields = formFieldsOf(id);
  const shape: Record<string, z.ZodType> = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, mode)]));
  for (const field of fields.filter((f) => f.kind === 'images')) {
    shape[keepFieldOf(field.name)] = z.preprocess((value) => (mode === 'edit' ? asList(value).map(String) : []), z.array(z.string().max(200)));
  }
  return z.object(shape).transform((value, ctx) => {
    const out: Record<string, unknown> = { ...value };
    for (const field of fields) {
      if (field.kind === 'images' && (value[field.name] as File[]).length + (value[keepFieldOf(field.name)] as string[]).length === 0) {
        ctx.addIssue({ code: 'custom', path: [field.name], message: field.requiredKey ?? 'fieldRequired' });
      }
      if (field.kind === 'money' && field.notWhen) {
        if (value[field.notWhen]) {
          out[field.name] = 0;
          continue;
        }
        const money = rupiahField(field.requiredKey ?? 'fieldRequired', 'fieldInvalid').safeParse(value[field.name]);
        if (money.success) out[field.name] = money.data;
        else ctx.addIssue({ code: 'custom', path: [field.name], message: money.error.issues[0].message });
      }
    }
    return out;
  });
}
