import { formatRupiah } from '@/lib/format';
import { ValidationError } from '@/lib/errors/app-error';
import { parseRupiah } from '@/lib/validation/rupiah';
import { parseDecimal } from '@/lib/validation/decimal';
import { toScaled } from '@/lib/format/decimal';
import { isLevel, LEVELS } from '@/lib/auth/levels';
import { isModuleKey, isSystemVariableKey, parseLevels, SYSTEM_VARIABLE_RULES } from '@/lib/settings/keys';

/**
 * What a refusal of `key` names besides the key (the choices, the levels, the bounds), for its message under
 * `errors.`: the service's refusal and the screen's field word it alike.
 */
export function settingMessageValues(key: string): Record<string, string | number> {
  if (!isSystemVariableKey(key)) return { key: key.slice(0, 60) };
  const rule = SYSTEM_VARIABLE_RULES[key];
  if (rule.kind === 'choice') return { key, values: rule.values.join(', ') };
  if (rule.kind === 'levels') return { key, values: LEVELS.join(', ') };
  if (rule.kind === 'text') return { key, max: rule.maxLength };
  if (rule.kind === 'decimal') return { key, min: rule.min, max: rule.max };
  return { key, min: formatRupiah(rule.min), max: formatRupiah(rule.max) };
}

/**
 * The values to store for a settings change, each in its one stored form: a flag 'true' or 'false', a choice as
 * listed, a rounding step as plain digits ("Rp. 1.000" → "1000"). The first unknown key or refused value throws,
 * so a change is stored whole or not at all.
 */
export function validateSettings(input: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(input)) {
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (isModuleKey(key)) {
      if (value !== 'true' && value !== 'false') throw ValidationError('settingFlagInvalid', settingMessageValues(key));
      out[key] = value;
    } else if (isSystemVariableKey(key)) {
      const rule = SYSTEM_VARIABLE_RULES[key];
      if (rule.kind === 'choice') {
        if (!rule.values.includes(value)) throw ValidationError('settingChoiceInvalid', settingMessageValues(key));
        out[key] = value;
      } else if (rule.kind === 'levels') {
        // Every code named must be a level: a typo is refused, never read as "no such level".
        const codes = value.split(/[\s,]+/).filter(Boolean).map((code) => code.toUpperCase());
        if (codes.some((code) => !isLevel(code))) throw ValidationError('settingLevelsInvalid', settingMessageValues(key));
        out[key] = parseLevels(value).join(',');
      } else if (rule.kind === 'text') {
        if (value.length > rule.maxLength) throw ValidationError('settingTextTooLong', settingMessageValues(key));
        out[key] = value;
      } else if (rule.kind === 'decimal') {
        const decimal = parseDecimal(value, rule.decimals, 6);
        if (typeof decimal !== 'string' || toScaled(decimal, rule.decimals) < toScaled(rule.min, rule.decimals) || toScaled(decimal, rule.decimals) > toScaled(rule.max, rule.decimals)) {
          throw ValidationError('settingDecimalInvalid', settingMessageValues(key));
        }
        out[key] = decimal;
      } else {
        const amount = parseRupiah(value);
        if (typeof amount !== 'number' || amount < rule.min || amount > rule.max) {
          throw ValidationError('settingRupiahInvalid', settingMessageValues(key));
        }
        out[key] = String(amount);
      }
    } else {
      throw ValidationError('unknownSettingKey', settingMessageValues(key));
    }
  }
  return out;
}
