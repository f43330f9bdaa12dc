'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { errorListClass, fieldClass, labelClass } from './styles';

/**
 * What the kit needs of a conform field (`fields.x` of useForm, or an item of a field list): its id, name, key (which
 * changes when conform resets the field), initial value and errors (message keys under `errors.`).
 */
export type FieldMeta = {
  id: string;
  name: string;
  key?: string | undefined;
  errorId: string;
  formId: string;
  errors?: string[] | undefined;
  initialValue?: unknown;
};

/**
 * The field under an id of the screen's own (`#bayar-tunai`, `#berat-0`): the counter's function keys and its tests
 * find a field by it. Name, key, value and errors stay conform's.
 */
export function withId(meta: FieldMeta, id: string): FieldMeta {
  return { id, name: meta.name, key: meta.key, errorId: meta.errorId, formId: meta.formId, errors: meta.errors, initialValue: meta.initialValue };
}

/** The field's first value as text (conform hands over strings, or nothing). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The aria attributes that tie a control to its error list. */
export function errorAria(errorId: string, errors?: string[]) {
  const invalid = !!errors?.length;
  return { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': invalid ? errorId : undefined } as const;
}

/** The field's errors in the user's language: `override` when the screen words them itself, else its keys under `errors.`. */
export function useFieldErrors(meta: Pick<FieldMeta, 'errors'>, override?: string[]): string[] | undefined {
  const t = useTranslations('errors');
  if (override) return override.length ? override : undefined;
  // Schemas carry message keys as strings; next-intl types its keys, and these are checked by the messages test.
  // A server message already worded (it carries values) is shown as it came.
  return meta.errors?.map((key) => (t.has(key as 'unexpected') ? t(key as 'unexpected') : key));
}

/** A label, the control, and its error list: the frame of every field of the kit. */
export function Field({ id, label, errorId, errors, className = '', hideLabel = false, children }: {
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
  className?: string;
  /** Read by a screen reader only, where the row says what the field is (a price in a table's line). */
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${fieldClass} ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClass}>{label}</label>
      {children}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className={errorListClass}>
      {errors.map((error) => <li key={error}>{error}</li>)}
    </ul>
  );
}
