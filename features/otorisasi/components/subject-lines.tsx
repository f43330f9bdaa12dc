'use client';
import { useTranslations } from 'next-intl';
import type { CanonicalSubject } from '@/lib/auth/otorisasi-subject';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { describeSubject, type SubjectTexts } from '../describe-subject';

/** What a grant approves, line by line, in the reader's language: the same text on the dialog and the approval page. */
export function SubjectLines({ subject, className = '' }: { subject: CanonicalSubject | null; className?: string }) {
  const t = useTranslations('otorisasi.subject') as unknown as SubjectTexts;
  const tOtorisasi = useTranslations('otorisasi');
  const { style } = useNumberFormat();
  if (!subject) return null;
  const [head, ...lines] = describeSubject(subject, t, style);
  return (
    <div className={`rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-stone-900 ${className}`} data-testid="otorisasi-subject">
      <p className="text-xs font-medium uppercase tracking-wide text-amber-900">{tOtorisasi('approves')}</p>
      <p className="font-semibold">{head}</p>
      {lines.length > 0 && <ul className="mt-1 list-disc pl-5">{lines.map((line, index) => <li key={index}>{line}</li>)}</ul>}
    </div>
  );
}
