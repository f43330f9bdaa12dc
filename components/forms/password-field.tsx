'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes } from 'react';
import { errorAria, Field, textOf, useFieldErrors } from './field';
import { controlClass } from './styles';
import type { Common, Own } from './text-field';

// Its own module: the toggle's icons stay out of the pages whose forms have no password.
/** A password input with the show / hide toggle. */
export function PasswordField({ meta, label, errors, className = '', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, Own | 'type'> & Common) {
  const t = useTranslations('common');
  const shown = useFieldErrors(meta, errors);
  const [visible, setVisible] = useState(false);
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={shown}>
      <div className="relative">
        <input key={meta.key} id={meta.id} name={meta.name} defaultValue={textOf(meta.initialValue)} {...input} type={visible ? 'text' : 'password'}
          {...errorAria(meta.errorId, shown)} className={`${controlClass} pr-10 ${className}`} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          className="absolute right-2 top-1.5 rounded p-1 text-stone-500 hover:text-stone-800"
        >
          {visible ? <Icon name="eyeOff" size={16} /> : <Icon name="eye" size={16} />}
        </button>
      </div>
    </Field>
  );
}
