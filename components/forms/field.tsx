'use client';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes } from 'react';
import { translateKey } from '@/lib/i18n/keys';

const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs outline-none transition focus:border-amber-500 focus:ring-2 focus:ring-amber-200 aria-[invalid=true]:border-red-500';

/** A labelled input with its error list; errors are message keys under `errors.`. */
export function Field({ label, errors, errorId, className = '', ...input }: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  errors?: string[];
  errorId: string;
}) {
  const t = useTranslations('errors');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={input.id} className="text-sm font-medium text-stone-700">{label}</label>
      <input {...input} className={`${inputClass} ${className}`} aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? errorId : undefined} />
      <ErrorList id={errorId} errors={errors?.map((key) => translateKey(t, key))} />
    </div>
  );
}

/** A password input with the show/hide toggle. */
export function PasswordField(props: Parameters<typeof Field>[0]) {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Field {...props} type={visible ? 'text' : 'password'} className="pr-10" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        className="absolute right-2 top-[1.85rem] rounded p-1 text-stone-500 hover:text-stone-800"
      >
        {visible ? <EyeOff size={16} /> : <Eye size={16} />}
      </button>
    </div>
  );
}

export function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-xs text-red-600">
      {errors.map((error) => <li key={error}>{error}</li>)}
    </ul>
  );
}
