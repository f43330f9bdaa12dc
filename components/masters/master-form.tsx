'use client';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import { startTransition, useActionState } from 'react';
import { saveMasterAction } from '@/lib/actions/masters';
import { MASTERS, masterSchema, type MasterField, type MasterId, type MasterOptions, type MasterRow } from '@/lib/masters/definitions';
import { blockEnterSubmit } from '../forms/block-enter';
import { MoneyInput } from '../forms/money-input';
import { useFormOutcome } from '../forms/use-form-outcome';
import { Button } from '../ui/button';
import { ColorInput, ImageInput } from './media-inputs';

const inputClass = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200 read-only:bg-stone-100 disabled:bg-stone-100 aria-[invalid=true]:border-red-500';

/** The add / edit form of a master: edit opens on the row's values with the key read-only; Enter does not submit. */
export function MasterForm({ id, row, options, onDone }: { id: MasterId; row: MasterRow | null; options: MasterOptions; onDone: () => void }) {
  const t = useTranslations('masters');
  const tErrors = useTranslations('errors');
  const schema = masterSchema(id, row ? 'edit' : 'create');
  const fieldsOf = MASTERS[id].fields;
  const key = row ? String(row[fieldsOf.find((field) => field.key)!.name]) : null;
  const [lastResult, action, pending] = useActionState(saveMasterAction.bind(null, id, key), undefined);
  const [form, fields] = useForm({
    id: `master-${id}-${key ?? 'new'}`,
    lastResult,
    shouldValidate: 'onBlur',
    defaultValue: row ? Object.fromEntries(Object.entries(row).map(([name, value]) => [name, String(value)])) : Object.fromEntries(fieldsOf.filter((field) => field.kind === 'select').map((field) => [field.name, options[field.options!]?.[0]?.value])),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useFormOutcome(lastResult, onDone);

  const input = (field: MasterField) => {
    const meta = fields[field.name];
    const label = t(`fields.${field.name}` as 'fields.kode_bank');
    const errors = meta.errors?.map((error) => tErrors(error as 'fieldRequired', { label }));
    const locked = !!row && (field.key || field.fixedInEdit);
    const described = { 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': errors?.length ? meta.errorId : undefined };
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
              <option value="">{t('pilih')}</option>
              {(options[field.options!] ?? []).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
            {locked && <input type="hidden" name={meta.name} value={String(meta.initialValue ?? '')} />}
          </>
        ) : field.kind === 'textarea' ? (
          <textarea key={meta.key} id={meta.id} name={meta.name} defaultValue={String(meta.initialValue ?? '')} maxLength={field.maxLength} rows={4} className={inputClass} {...described} />
        ) : field.kind === 'color' ? (
          <ColorInput key={meta.key} id={meta.id} name={meta.name} initial={String(meta.initialValue ?? '')} described={described} />
        ) : (
          <input key={meta.key} id={meta.id} name={meta.name} defaultValue={String(meta.initialValue ?? '')} readOnly={locked} maxLength={field.kind === 'phone' ? 20 : field.maxLength}
            inputMode={field.kind === 'phone' ? 'tel' : undefined} autoComplete="off" className={`${inputClass} ${field.key ? 'uppercase' : ''}`} {...described} />
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
      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>{t('batal')}</Button>
        <Button type="submit" disabled={pending}>{pending ? t('saving') : t('save')}</Button>
      </div>
    </form>
  );
}
