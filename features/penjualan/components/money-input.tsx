'use client';
import { NumericFormat } from 'react-number-format';
import { MONEY_MAX_DIGITS } from '@/components/forms/masks';
import { numberControlClass } from '@/components/forms/styles';

/** A controlled Rupiah input with the §5 mask ("Rp. 1.250.000"), whole Rupiah in and out (0 when empty). */
export function MoneyInput({ id, value, onChange, label, invalid, describedBy, className = '', disabled }: {
  id: string; value: number; onChange: (value: number) => void; label?: string; invalid?: boolean; describedBy?: string; className?: string; disabled?: boolean;
}) {
  return (
    <NumericFormat id={id} inputMode="numeric" autoComplete="off" aria-label={label} value={value === 0 ? '' : String(value)} valueIsNumericString
      prefix="Rp. " thousandSeparator="." decimalSeparator="," decimalScale={0} allowNegative={false} placeholder="Rp. 0" disabled={disabled}
      isAllowed={({ value: digits }) => digits.length <= MONEY_MAX_DIGITS}
      onValueChange={(values, source) => { if (source.source === 'event') onChange(values.value === '' ? 0 : Number(values.value)); }}
      aria-invalid={invalid ? true : undefined} aria-describedby={describedBy} className={`${numberControlClass} ${className}`} />
  );
}
