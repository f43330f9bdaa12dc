'use client';
import { type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { errorAria, Field, textOf, useFieldErrors, type FieldMeta } from './field';
import { checkboxClass, controlClass } from './styles';

export type Own = 'id' | 'name' | 'defaultValue' | 'children';
export type Common = { meta: FieldMeta; label: string; errors?: string[] };

/** A text input: conform's field, its label and its errors. */
export function TextField({ meta, label, errors, className = '', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, Own> & Common) {
  const shown = useFieldErrors(meta, errors);
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={shown}>
      <input key={meta.key} id={meta.id} name={meta.name} defaultValue={textOf(meta.initialValue)} type="text" {...input}
        {...errorAria(meta.errorId, shown)} className={`${controlClass} ${className}`} />
    </Field>
  );
}

export type Option = { value: string; label: string };

/**
 * A select of options, with an empty first choice when `placeholder` is given. Uncontrolled (conform's value) unless
 * `value` and `onChange` are given, as where one choice limits another.
 */
export function SelectField({ meta, label, errors, options, placeholder, value, onChange, className = '', ...select }:
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Own | 'value' | 'onChange'> & Common & {
    options: Option[];
    placeholder?: string;
    value?: string;
    onChange?: (value: string) => void;
  }) {
  const shown = useFieldErrors(meta, errors);
  const state = value === undefined ? { defaultValue: textOf(meta.initialValue) } : { value, onChange: (event: { target: { value: string } }) => onChange?.(event.target.value) };
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={shown}>
      <select key={value === undefined ? meta.key : undefined} id={meta.id} name={meta.name} {...state} {...select}
        {...errorAria(meta.errorId, shown)} className={`${controlClass} ${className}`}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </Field>
  );
}

/** A textarea. */
export function TextareaField({ meta, label, errors, className = '', ...textarea }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own> & Common) {
  const shown = useFieldErrors(meta, errors);
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={shown}>
      <textarea key={meta.key} id={meta.id} name={meta.name} defaultValue={textOf(meta.initialValue)} rows={2} {...textarea}
        {...errorAria(meta.errorId, shown)} className={`${controlClass} ${className}`} />
    </Field>
  );
}

/** A tick box with its label beside it; sends "on" when ticked. */
export function CheckboxField({ meta, label, className = '', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, Own | 'type'> & { meta: FieldMeta; label: string }) {
  return (
    <label className={`flex items-center gap-2 text-sm font-medium text-stone-700 ${className}`}>
      <input key={meta.key} id={meta.id} name={meta.name} type="checkbox"
        {...(input.checked === undefined ? { defaultChecked: meta.initialValue === 'on' } : {})} {...input} className={checkboxClass} />
      {label}
    </label>
  );
}
