import { MONEY_WHATS, WEIGHT_WHATS, type CanonicalSubject, type GrantLine } from '@/lib/auth/otorisasi-subject';
import { formatRupiah, formatWeight } from '@/lib/format';
import { INDONESIAN_NUMBERS, type NumberStyle } from '@/lib/format/number-style';

/** The texts a subject is told with (otorisasi.subject.*), as next-intl's translator of that namespace gives them. */
export type SubjectTexts = {
  (key: 'newDocument' | 'arrow'): string;
  (key: 'document', values: { document: string }): string;
  (key: 'limit', values: { limit: string }): string;
  (key: `whats.${GrantLine['what']}`): string;
};

const amountOf = (what: GrantLine['what'], value: string, style: NumberStyle) => {
  if (MONEY_WHATS.includes(what) && /^-?\d+$/.test(value)) return formatRupiah(value);
  if (WEIGHT_WHATS.includes(what) && /^\d+(\.\d+)?$/.test(value)) return `${formatWeight(value, 3, style)} g`;
  return value;
};

/**
 * What a grant approves, as the supervisor reads it on the dialog, the approval page and the fingerprint reader: the
 * document, then one line per change ("ABC123 · Harga Jual: Rp 3.095.500 → Rp 3.045.500 (batas Rp 2.900.000)").
 * Written from the stored subject only, never from the cashier's note. Grams in the separators of `style` (the reader's
 * language's; Indonesian by default); Rupiah is the same in every language.
 */
export function describeSubject(subject: CanonicalSubject, t: SubjectTexts, style: NumberStyle = INDONESIAN_NUMBERS): string[] {
  const head = subject.document ? t('document', { document: subject.document }) : t('newDocument');
  return [head, ...subject.lines.map((line) => {
    const change = [line.before, line.after].filter((value): value is string => value !== null).map((value) => amountOf(line.what, value, style)).join(` ${t('arrow')} `);
    const limit = line.limit === null ? '' : ` (${t('limit', { limit: amountOf(line.what, line.limit, style) })})`;
    return `${line.ref ? `${line.ref} · ` : ''}${t(`whats.${line.what}`)}${change ? `: ${change}` : ''}${limit}`;
  })];
}
