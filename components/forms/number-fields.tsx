'use client';
import { useInputControl } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { NumberFormatBase, NumericFormat, type NumberFormatBaseProps, type NumberFormatValues, type SourceInfo } from 'react-number-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { errorAria, Field, textOf, useFieldErrors, type FieldMeta } from './field';
import { applyCharMask, decimalOf, DECIMALS, isMaskChar, isOver100, MONEY_MAX_DIGITS, shownDecimal, type CharMask, type NumericMask } from './masks';
import { numberControlClass } from './styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'defaultValue' | 'type' | 'onChange' | 'children' | 'size'>;
type Common = InputProps & { meta: FieldMeta; label: string; errors?: string[] };

/**
 * The value a masked field submits: held by conform (useInputControl), sent under the field's name as the mask's
 * plain value (digits, a dot as decimal mark), never as the text on screen. The visible input has no name.
 */
function useMaskedValue(meta: FieldMeta) {
  const control = useInputControl({ key: meta.key, name: meta.name, formId: meta.formId, initialValue: textOf(meta.initialValue) || undefined });
  const onValueChange = (values: NumberFormatValues, source: SourceInfo) => {
    // Only what the user typed: a new value from conform (a reset) must not echo back as a change.
    if (source.source === 'event') control.change(values.value);
  };
  return { value: control.value ?? '', onValueChange, onBlur: control.blur, onFocus: control.focus };
}

/** The Rupiah mask of §5: "Rp. 1.250.000 ,-" on screen (without " ,-" where the spec says so), whole Rupiah sent. */
export function MoneyField({ meta, label, errors, suffix = true, hideLabel, placeholder, className = '', ...input }: Common & { suffix?: boolean; hideLabel?: boolean }) {
  const shown = useFieldErrors(meta, errors);
  const masked = useMaskedValue(meta);
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={shown} hideLabel={hideLabel}>
      <NumericFormat id={meta.id} inputMode="numeric" autoComplete="off" {...input} {...masked} valueIsNumericString
        prefix="Rp. " suffix={suffix ? ' ,-' : ''} thousandSeparator="." decimalSeparator="," decimalScale={0} allowNegative={false}
        isAllowed={({ value }) => value.length <= MONEY_MAX_DIGITS}
        placeholder={placeholder ?? (suffix ? 'Rp. 0 ,-' : 'Rp. 0')}
        {...errorAria(meta.errorId, shown)} className={`${numberControlClass} ${className}`} />
    </Field>
  );
}

/**
 * The character masks of §5: digits and dot; digits, dot and K; digits and minus; digits only; a quantity (digits,
 * blanked below 1). Whatever else is typed or pasted is dropped; the caret stays where the user put it.
 */
export function MaskedField({ meta, label, errors, mask, className = '', ...input }: Common & { mask: CharMask }) {
  const shown = useFieldErrors(meta, errors);
  const masked = useMaskedValue(meta);
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={shown}>
      <NumberFormatBase id={meta.id} inputMode={mask === 'digitsDotK' ? 'text' : 'numeric'} autoComplete="off" {...input} {...masked}
        format={(text) => text}
        removeFormatting={(text) => applyCharMask(text, mask)}
        isValidInputCharacter={(character) => isMaskChar(character, mask)}
        isCharacterSame={({ currentValue, formattedValue, currentValueIndex, formattedValueIndex }) =>
          currentValue[currentValueIndex]?.toUpperCase() === formattedValue[formattedValueIndex]}
        getCaretBoundary={(text) => Array<boolean>(text.length + 1).fill(true)}
        {...errorAria(meta.errorId, shown)} className={`${numberControlClass} ${className}`} />
    </Field>
  );
}

const isDecimalMark = (character: string | undefined) => character === ',' || character === '.';

/**
 * The input side of a decimal mask with `decimals` places: the value is the canonical text ("1.875"), the screen shows
 * it with `decimalMark`, and a comma or a dot typed or pasted is the decimal mark in every language (decimalOf).
 */
export function decimalMaskProps(decimals: number, decimalMark: string): Pick<NumberFormatBaseProps,
  'valueIsNumericString' | 'format' | 'removeFormatting' | 'isValidInputCharacter' | 'isCharacterSame' | 'getCaretBoundary'> {
  return {
    valueIsNumericString: true,
    format: (value) => shownDecimal(value, decimalMark),
    removeFormatting: (text) => decimalOf(text, decimals),
    isValidInputCharacter: (character) => /^[0-9.,]$/.test(character),
    isCharacterSame: ({ currentValue, formattedValue, currentValueIndex, formattedValueIndex }) => {
      const [typed, shown] = [currentValue[currentValueIndex], formattedValue[formattedValueIndex]];
      return typed === shown || (isDecimalMark(typed) && isDecimalMark(shown));
    },
    getCaretBoundary: (text) => Array<boolean>(text.length + 1).fill(true),
  };
}

/**
 * A decimal: up to 2 places ("decimal"), a weight in grams with 3 ("weight"), or a percentage with 2 that may not
 * pass 100 ("percent": "Tidak Boleh Melebihi 100 !" and the value is cleared). Comma or dot may be typed as the
 * decimal mark; the screen shows the user's language's ("1,875" in Indonesian, "1.875" in English), the form always
 * sends the canonical dot ("1.875"), which parseWeight / parsePercent read the same in every language.
 */
export function DecimalField({ meta, label, errors, mask, className = '', ...input }: Common & { mask: NumericMask }) {
  const tErrors = useTranslations('errors');
  const { style } = useNumberFormat();
  const masked = useMaskedValue(meta);
  const [isOver, setIsOver] = useState(false);
  // The library keeps its own text while its value prop does not change; a new key shows the cleared value.
  const [generation, setGeneration] = useState(0);
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (generation > 0) inputRef.current?.focus();
  }, [generation]);
  const shown = useFieldErrors(meta, isOver ? [tErrors('percentOver100')] : errors);
  const onValueChange: typeof masked.onValueChange = (values, source) => {
    if (mask === 'percent' && source.source === 'event' && isOver100(values.value)) {
      setIsOver(true);
      masked.onValueChange({ ...values, value: '' }, source);
      setGeneration((n) => n + 1);
      return;
    }
    if (source.source === 'event') setIsOver(false);
    masked.onValueChange(values, source);
  };
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={shown}>
      <NumberFormatBase key={generation} id={meta.id} inputMode="decimal" autoComplete="off" {...input} {...masked} onValueChange={onValueChange}
        getInputRef={inputRef} {...decimalMaskProps(DECIMALS[mask], style.decimal)}
        {...errorAria(meta.errorId, shown)} className={`${numberControlClass} ${className}`} />
    </Field>
  );
}
