'use client';
import { Icon } from '@/components/shell/icons';
import type { InputHTMLAttributes } from 'react';
import { readScannedCode } from './barcode';
import { errorAria, Field } from './field';
import { controlClass } from './styles';

/**
 * The scan input of the sale and purchase screens: a scanner types the code fast and ends with Enter. Enter hands the
 * code to `onScan` (which adds the line) and empties the input for the next scan; it never submits the form. The input
 * has no name: the scanned lines are the form's data, not this text. Uncontrolled, so no keystroke of a fast scanner
 * waits for a render.
 */
export function BarcodeInput({ id, label, onScan, errors, className = '', ...input }:
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'defaultValue' | 'onKeyDown' | 'type'> & {
    id: string;
    label: string;
    onScan: (code: string) => void;
    errors?: string[];
  }) {
  const errorId = `${id}-error`;
  return (
    <Field id={id} label={label} errorId={errorId} errors={errors}>
      <div className="relative">
        <Icon name="scanBarcode" size={16} className="pointer-events-none absolute left-3 top-2.5 text-stone-400" />
        <input id={id} type="text" autoComplete="off" spellCheck={false} {...input} {...errorAria(errorId, errors)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.stopPropagation();
            const code = readScannedCode(event.currentTarget.value);
            event.currentTarget.value = '';
            if (code) onScan(code);
          }}
          className={`${controlClass} pl-9 font-mono ${className}`} />
      </div>
    </Field>
  );
}
