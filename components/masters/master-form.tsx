'use client';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useState } from 'react';
import { saveMasterAction } from '@/lib/masters/actions';
import { formatHashtags, keepFieldOf, MASTERS, masterSchema, type MasterField, type MasterId, type MasterOptions, type MasterRow } from '@/lib/masters/definitions';
import { blockEnterSubmit } from '../forms/block-enter';
import { FormFooter } from '../forms/form-footer';
import { MoneyInput } from '../forms/money-input';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, toMb } from '@/lib/images/limits';
import { useFormOutcome } from '../forms/use-form-outcome';
import { ChoiceList, ColorInput, ImageInput, ImageListInput } from './media-inputs';
import { translateKey } from '@/lib/i18n/keys';

const inputClass = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200 read-only:bg-stone-100 disabled:bg-stone-100 aria-[invalid=true]:border-red-500';

/** A row's values as the form's text: hashtags as "#22K, #24K"; lists, ticks and images are read by their own inputs. */
function formDefaults(fields: MasterField[], row: MasterRow | null, options: MasterOptions) {
  if (!row) return Object.fromEntries(fields.filter((field) => field.kind === 'select').map((field) => [field.name, field.choices?.[0] ?? options[field.options!]?.[0]?.value]));
  return Object.fromEntries(fields.filter((field) => !['multiselect', 'images', 'checkbox'].includes(field.kind)).map((field) => {
    const value = row[field.name];
    return [field.name, field.kind === 'tags' ? formatHashtags((value as string[] | undefined) ?? []) : String(value ?? '')];
  }));
}

/** The add / edit form of a master: edit opens on the row's values with the key read-only; Enter does not submit. */
export function MasterForm({ id, row, options, onDone }: { id: MasterId; row: MasterRow | null; options: MasterOptions; onDone: () => void }) {
  const t = useTranslations('masters');
  const tErrors = useTranslations('errors');
  const tCommon = useTranslations('common');
  const schema = masterSchema(id, row ? 'edit' : 'create');
  const fieldsOf = MASTERS[id].fields;
  const key = row ? String(row[fieldsOf.find((field) => field.key)!.name]) : null;
  const [lastResult, action, pending] = useActionState(saveMasterAction.bind(null, id, key), undefined);
  const [form, fields] = useForm({
    id: `master-${id}-${key ?? 'new'}`,
    lastResult,
    // Checked on submit, then again as the user corrects: checking on blur moves the buttons under a pending click.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: formDefaults(fieldsOf, row, options),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useFormOutcome(lastResult, onDone);
  // Ticks decide which other fields are asked (an item priced per gram has no fixed price).
  const [ticked, setTicked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(fieldsOf.filter((field) => field.kind === 'checkbox').map((field) => [field.name, row?.[field.name] === true])));

  const input = (field: MasterField) => {
    const meta = fields[field.name];
    const label = translateKey(t, `fields.${field.name}`);
    // The image limits fill the server's imageTooLarge / imageTooManyPixels, which arrive as bare keys.
    const errors = meta.errors?.map((error) => translateKey(tErrors, error, { label, mb: toMb(MAX_UPLOAD_BYTES), mp: MAX_UPLOAD_PIXELS / 1_000_000 }));
    const locked = !!row && (field.key || field.fixedInEdit);
    const described = { 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': errors?.length ? meta.errorId : undefined };
    if (field.notWhen && ticked[field.notWhen]) return null;
    if (field.kind === 'images') {
      return <ImageListInput key={field.name} id={meta.id} name={meta.name} keepName={keepFieldOf(field.name)} label={label} errors={errors} errorId={meta.errorId}
        current={(row?.[field.name] as string[] | undefined) ?? []} />;
    }
    if (field.kind === 'checkbox') {
      return (
        <label key={field.name} className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <input id={meta.id} name={meta.name} type="checkbox" checked={ticked[field.name]} className="h-4 w-4 accent-amber-600"
            onChange={(event) => setTicked((state) => ({ ...state, [field.name]: event.target.checked }))} />
          {label}
        </label>
      );
    }
    if (field.kind === 'money') {
      return <MoneyInput key={meta.key ?? field.name} id={meta.id} name={meta.name} label={label} errors={errors} errorId={meta.errorId} defaultValue={String(meta.initialValue ?? '')} />;
    }
    if (field.kind === 'image') {
      return <ImageInput key={meta.key ?? field.name} id={meta.id} name={meta.name} label={label} errors={errors} errorId={meta.errorId}
        current={row?.[field.name] ? `/api/images/${row[field.name]}` : null} />;
    }
    return (
      <div key={field.name} className="flex flex-col gap-1">
        <label htmlFor={meta.id} className="text-sm font-medium text-stone-700">{label}</label>
        {field.kind === 'select' ? (
          <>
            <select key={meta.key} id={meta.id} name={locked ? undefined : meta.name} defaultValue={String(meta.initialValue ?? '')} disabled={locked} className={inputClass} {...described}>
              {!field.choices && <option value="">{tCommon('choose')}</option>}
              {(field.choices?.map((choice) => ({ value: choice, label: choice })) ?? options[field.options!] ?? []).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
            {locked && <input type="hidden" name={meta.name} value={String(meta.initialValue ?? '')} />}
          </>
        ) : field.kind === 'multiselect' ? (
          <ChoiceList id={meta.id} name={meta.name} options={options[field.options!] ?? []} initial={(row?.[field.name] as string[] | undefined) ?? []} described={described} />
        ) : field.kind === 'textarea' ? (
          <textarea key={meta.key} id={meta.id} name={meta.name} defaultValue={String(meta.initialValue ?? '')} maxLength={field.maxLength} rows={4} className={inputClass} {...described} />
        ) : field.kind === 'color' ? (
          <ColorInput key={meta.key} id={meta.id} name={meta.name} initial={String(meta.initialValue ?? '')} described={described} />
        ) : (
          <input key={meta.key} id={meta.id} name={meta.name} defaultValue={String(meta.initialValue ?? '')} readOnly={locked} maxLength={field.kind === 'phone' ? 20 : field.maxLength}
            inputMode={field.kind === 'phone' ? 'tel' : field.kind === 'number' ? 'decimal' : undefined}
            placeholder={field.kind === 'tags' ? '#22K, #24K' : undefined} autoComplete="off" className={`${inputClass} ${field.key ? 'uppercase' : ''}`} {...described} />
        )}
        {errors?.length ? <p id={meta.errorId} className="text-xs text-red-600">{errors.join(' ')}</p> : null}
      </div>
    );
  };

  return (
    <form {...getFormProps(form)} noValidate onKeyDown={blockEnterSubmit} className="flex flex-col gap-4"
      onSubmit={(event) => {
        form.onSubmit(event);
        if (event.defaultPrevented) return;
        // Sent by hand rather than through <form action>: React resets a form after its action, which would empty
        // every field (and the chosen file) when the server refuses one of them.
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}>
      {fieldsOf.map(input)}
      <FormFooter errors={form.errors} pending={pending} onCancel={onDone} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}
