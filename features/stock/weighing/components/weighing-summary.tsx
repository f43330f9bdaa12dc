'use client';
import { useTranslations } from 'next-intl';
import type { Weighing } from '../services/read-weighing';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

/** A started weighing: its number, the tray's and the items' weights and the tolerance. */
export function Summary({ weighing }: { weighing: Weighing }) {
  const t = useTranslations('stockWeighing');
  const num = useNumberFormat();
  const rows: [string, string][] = [
    [t('noTimbang'), weighing.noTimbang],
    [t('beratBaki'), `${num.weight(weighing.beratBaki, 3)} gr`],
    [t('jumlahBarang'), num.integer(weighing.jumlahBarang)],
    [t('beratBarang'), `${num.weight(weighing.beratBarang, 3)} gr`],
    [t('toleransi'), `± ${num.weight(weighing.toleransi, 3)} gr`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-stone-200 p-3 text-sm sm:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-mono font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
