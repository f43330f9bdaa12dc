'use client';
import { CalendarDays } from 'lucide-react';
import { useRef } from 'react';
import { useDateLocked } from './date-lock';

/**
 * A date shown as yyyy-MM-dd (§5): typing is blocked, the calendar picks. Read-only while the
 * previous-day-active flag is on for this user.
 */
export function DateInput({ id, name, label, value, onChange, error }: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const locked = useDateLocked();
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    if (!locked) picker.current?.showPicker();
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">{label}</label>
      <div className="relative">
        <input
          id={id}
          type="text"
          name={name}
          value={value}
          readOnly
          aria-readonly
          data-locked={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={open}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              open();
            }
          }}
          className={`w-44 rounded-lg border border-stone-300 px-3 py-2 pr-9 font-mono text-sm aria-[invalid=true]:border-red-500 ${locked ? 'cursor-not-allowed bg-stone-100 text-stone-500' : 'cursor-pointer bg-white'}`}
        />
        <CalendarDays size={16} className="pointer-events-none absolute right-3 top-2.5 text-stone-400" aria-hidden />
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
      {error && <p id={`${id}-error`} className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
