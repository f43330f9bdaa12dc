'use client';
import type { InputHTMLAttributes } from 'react';
import { NumericFormat } from 'react-number-format';
import { MONEY_MAX_DIGITS } from './masks';
import { numberControlClass } from './styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'defaultValue' | 'type' | 'onChange' | 'children' | 'size'>;

/**
 * The §5 Rupiah mask ("Rp. 1.250.000") for a screen that keeps its own state instead of a conform form (Kas Fisik on
 * Tutup Toko): `value` and `onChange` are the plain digits ('' when empty), never the text on screen.
 */
export function RupiahInput({ value, onChange, className = '', ...input }: Omit<InputProps, 'onChange' | 'value'> & {
  id: string; value: string; onChange: (digits: string) => void;
}) {
  return (
    <NumericFormat inputMode="numeric" autoComplete="off" {...input} value={value} valueIsNumericString
      prefix="Rp. " thousandSeparator="." decimalSeparator="," decimalScale={0} allowNegative={false} placeholder="Rp. 0"
      isAllowed={({ value: digits }) => digits.length <= MONEY_MAX_DIGITS}
      onValueChange={(values, source) => { if (source.source === 'event') onChange(values.value); }}
      className={`${numberControlClass} ${className}`} />
  );
}
