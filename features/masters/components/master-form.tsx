'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { saveMasterAction } from '@/features/masters/actions/masters';
import { formatHashtags, formFieldsOf, keepFieldOf, keyFieldOf, type MasterField, type MasterId, type MasterOptions, type MasterRow } from '@/lib/masters/definitions';
import { errorAria, Field, textOf } from '@/components/forms/field';
import { FormFooter } from '@/components/forms/form-footer';
import { DecimalField, MaskedField, MoneyField } from '@/components/forms/number-fields';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, toMb } from '@/lib/images/limits';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { ChoiceList, ColorInput, ImageInput, ImageListInput } from '@/components/forms/media-inputs';

/** A row's values as the form's text: hashtags as "#22K, #24K"; lists, ticks and images are read by their own inputs. */
function formDefaults(fields: MasterField[], row: MasterRow | null, options: MasterOptions) {
  if (!row) return Object.fromEntries(fields.filter((field) => field.kind === 'select').map((field) => [field.name, field.choices?.[0] ?? options[field.options!]?.[0]?.value]));
  return Object.fromEntries(fields.filter((field) => !['multiselect', 'images', 'checkbox'].includes(field.kind)).map((field) => {
    const value = row[field.name];
    return [field.name, field.kind === 'tags' ? formatHashtags((value as string[] | undefined) ?? []) : String(value ?? '')];
  }));
}

/** The add / edit form of a master: edit opens on the row's values with the key read-only; Enter does not submit. */
export function MasterForm({ id, row, options, onDone, onCancel = onDone }: { id: MasterId; row: MasterRow | null; options: MasterOptions; onDone: () => void; onCancel?: () => void }) {
  const t = useTranslations('masters');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const fieldsOf = formFieldsOf(id);
  const key = row ? String(row[keyFieldOf(id)]) : null;
  const [lastResult, action, pending] = useActionState(saveMasterAction.bind(null, id, key), undefined);
  const [form, fields, formProps] = useActionForm({
    id: `master-${id}-${key ?? 'new'}`,
    schema: () => import('@/lib/masters/schema').then((schemas) => schemas.masterSchema(id, row ? 'edit' : 'create')),
    lastResult,
    action,
    defaultValue: formDefaults(fieldsOf, row, options),
  });
  useFormOutcome(lastResult, onDone);
  // Ticks decide which other fields are asked (an item priced per gram has no fixed price).
  const [ticked, setTicked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(fieldsOf.filter((field) => field.kind === 'checkbox').map((field) => [field.name, row?.[field.name] === true])));

  const input = (field: MasterField) => {
    const meta = fields[field.name];
    const label = t(`fields.${field.name}` as 'fields.kode_bank');
    // The image limits fill the server's imageTooLarge / imageTooManyPixels, which arrive as bare keys.
    const errors = meta.errors?.map((error) => tErrors(error as 'fieldRequired', { label, mb: toMb(MAX_UPLOAD_BYTES), mp: MAX_UPLOAD_PIXELS / 1_000_000 })) ?? [];
    const locked = !!row && (field.key || field.fixedInEdit);
    const common = { meta, label, errors };
    if (field.notWhen && ticked[field.notWhen]) return null;
    switch (field.kind) {
      case 'images':
        return <ImageListInput key={field.name} id={meta.id} name={meta.name} keepName={keepFieldOf(field.name)} label={label} errors={errors} errorId={meta.errorId}
          current={(row?.[field.name] as string[] | undefined) ?? []} />;
      case 'image':
        return <ImageInput key={meta.key ?? field.name} id={meta.id} name={meta.name} label={label} errors={errors} errorId={meta.errorId}
          current={row?.[field.name] ? `/api/images/${row[field.name]}` : null} />;
      case 'checkbox':
        return <CheckboxField key={field.name} meta={meta} label={label} checked={ticked[field.name]}
          onChange={(event) => setTicked((state) => ({ ...state, [field.name]: event.target.checked }))} />;
      case 'money':
        return <MoneyField key={field.name} {...common} />;
      case 'number':
        return field.decimals
          ? <DecimalField key={field.name} {...common} mask={field.percent ? 'percent' : field.decimals === 3 ? 'weight' : 'decimal'} />
          : <MaskedField key={field.name} {...common} mask="digits" />;
      case 'textarea':
        return <TextareaField key={field.name} {...common} maxLength={field.maxLength} rows={4} />;
      case 'select': {
        const choices = field.choices?.map((choice) => ({ value: choice, label: choice })) ?? options[field.options!] ?? [];
        return (
          <div key={field.name}>
            <SelectField {...common} disabled={locked} options={choices} placeholder={field.choices ? undefined : tCommon('choose')} />
            {/* A disabled select is not sent: its fixed value goes along hidden. */}
            {locked && <input type="hidden" name={meta.name} value={textOf(meta.initialValue)} />}
          </div>
        );
      }
      case 'multiselect':
      case 'color':
        return (
          <Field key={field.name} id={meta.id} label={label} errorId={meta.errorId} errors={errors}>
            {field.kind === 'multiselect'
              ? <ChoiceList id={meta.id} name={meta.name} options={options[field.options!] ?? []} initial={(row?.[field.name] as string[] | undefined) ?? []} described={errorAria(meta.errorId, errors)} />
              : <ColorInput key={meta.key} id={meta.id} name={meta.name} initial={textOf(meta.initialValue)} described={errorAria(meta.errorId, errors)} />}
          </Field>
        );
      default:
        return <TextField key={field.name} {...common} readOnly={locked} maxLength={field.kind === 'phone' ? 20 : field.maxLength}
          inputMode={field.kind === 'phone' ? 'tel' : undefined} placeholder={field.kind === 'tags' ? '#22K, #24K' : undefined}
          autoComplete="off" className={field.key ? 'uppercase' : ''} />;
    }
  };

  return (
    <form {...formProps} className="flex flex-col gap-4">
      {fieldsOf.map(input)}
      <FormFooter errors={form.errors} pending={pending} onCancel={onCancel} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}
