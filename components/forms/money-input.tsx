'use client';
import { useState } from 'react';

const digitsOf = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 13);
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The Rupiah mask of §5: "Rp. 1.250.000 ,-" on screen (without " ,-" for harga_global), whole Rupiah in the submitted field. */
export function MoneyInput({ id, name, label, errors, errorId, defaultValue = '', suffix = true, placeholder }: {
  id: string;
  name: string;
  label: string;
  errors?: string[];
  errorId: string;
  defaultValue?: string;
  suffix?: boolean;
  placeholder?: string;
}) {
  const [digits, setDigits] = useState(digitsOf(defaultValue));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">{label}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={digits ? `Rp. ${grouped(digits)}${suffix ? ' ,-' : ''}` : ''}
        placeholder={placeholder ?? (suffix ? 'Rp. 0 ,-' : 'Rp. 0')}
        onChange={(event) => setDigits(digitsOf(event.target.value))}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className="w-full rounded-lg border border-stone-300 px-3 py-2 text-right font-mono text-sm aria-[invalid=true]:border-red-500"
      />
      <input type="hidden" name={name} value={digits} />
      {errors?.length ? <p id={errorId} className="text-xs text-red-600">{errors.join(' ')}</p> : null}
    </div>
  );
}
