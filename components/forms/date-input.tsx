'use client';
import { useInputControl } from '@conform-to/react';
import { Icon } from '@/components/shell/icons';
import { useRef } from 'react';
import { useDateLocked } from './date-lock';
import { errorAria, Field, textOf, useFieldErrors, type FieldMeta } from './field';
import { dateControlClass } from './styles';

/**
 * A date shown as yyyy-MM-dd (§5): typing is blocked, the calendar picks. Read-only while the
 * previous-day-active flag is on for this user.
 */
export function DateInput({ id, name, label, value, onChange, error, errors }: {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  errors?: string[];
}) {
  const locked = useDateLocked();
  const picker = useRef<HTMLInputElement>(null);
  const shown = errors ?? (error ? [error] : undefined);
  const errorId = `${id}-error`;
  const open = () => {
    if (!locked) picker.current?.showPicker();
  };
  return (
    <Field id={id} label={label} errorId={errorId} errors={shown}>
      <div className="relative w-44">
        <input
          id={id}
          type="text"
          name={name}
          value={value}
          readOnly
          aria-readonly
          data-locked={locked}
          {...errorAria(errorId, shown)}
          onClick={open}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              open();
            }
          }}
          className={`${dateControlClass} ${locked ? 'cursor-not-allowed bg-stone-100 text-stone-500' : 'cursor-pointer'}`}
        />
        <Icon name="calendar" size={16} className="pointer-events-none absolute right-3 top-2.5 text-stone-400" />
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden
          value={value}
          disabled={locked}
          onChange={(event) => event.target.value && onChange(event.target.value)}
          className="pointer-events-none absolute inset-0 opacity-0"
        />
      </div>
    </Field>
  );
}

/** DateInput as a field of a conform form: the picked date is sent under the field's name. */
export function DateField({ meta, label, errors }: { meta: FieldMeta; label: string; errors?: string[] }) {
  const shown = useFieldErrors(meta, errors);
  const control = useInputControl({ key: meta.key, name: meta.name, formId: meta.formId, initialValue: textOf(meta.initialValue) || undefined });
  return <DateInput id={meta.id} label={label} value={control.value ?? ''} onChange={control.change} errors={shown} />;
}
