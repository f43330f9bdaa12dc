'use client';
import type { InputHTMLAttributes } from 'react';
import { NumberFormatBase } from 'react-number-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { DECIMALS } from './masks';
import { decimalMaskProps } from './number-fields';
import { numberControlClass } from './styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'defaultValue' | 'type' | 'onChange' | 'children' | 'size'>;

/**
 * The §5 weight mask (grams, 3 decimals) for a screen that keeps its own state instead of a conform form (the buyback
 * lines): the screen shows the decimal mark of the user's language ("1,875" in Indonesian, "1.875" in English; either
 * mark may be typed or pasted), while `value` and `onChange` are the canonical text with a dot ("1.875", '' when empty).
 */
export function WeightInput({ value, onChange, className = '', ...input }: Omit<InputProps, 'onChange' | 'value'> & {
  id: string; value: string; onChange: (grams: string) => void;
}) {
  const { style } = useNumberFormat();
  return (
    <NumberFormatBase inputMode="decimal" autoComplete="off" {...input} value={value} {...decimalMaskProps(DECIMALS.weight, style.decimal)}
      onValueChange={(values, source) => { if (source.source === 'event') onChange(values.value); }}
      className={`${numberControlClass} ${className}`} />
  );
}
