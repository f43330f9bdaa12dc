'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupiah, INDONESIAN_MONTHS } from '@/lib/format';
import type { MonthlyPoint } from '@/features/dashboard/services/get-dashboard';
import { formatAxisGrams, formatAxisRupiah } from './axis-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

const SERIES = [
  { kind: 'penjualan', color: '#d97706' },
  { kind: 'pembelian', color: '#0f766e' },
  { kind: 'service', color: '#7c3aed' },
  { kind: 'hutang', color: '#be123c' },
] as const;

/** The monthly analysis (§2.7): sales, purchases, services and debts of the year, as values or as grams. */
export function MonthlyChart({ data }: { data: MonthlyPoint[] }) {
  const t = useTranslations('dashboard');
  const num = useNumberFormat();
  const locale = useLocale();
  const [measure, setMeasure] = useState<'value' | 'grams'>('value');
  // A bar's height may be a float; the tooltip shows the exact figure kept beside it.
  const rows = data.map((point) => ({
    month: INDONESIAN_MONTHS[point.month - 1].slice(0, 3),
    ...Object.fromEntries(SERIES.map(({ kind }) => [kind, Number(point[kind][measure])])),
    exact: Object.fromEntries(SERIES.map(({ kind }) => [kind, measure === 'value' ? formatRupiah(point[kind].value) : `${num.weight(point[kind].grams, 3)} g`])),
  }));
  return (
    <figure className="flex flex-col gap-3" aria-label={t('monthlyTitle')}>
      <div className="flex items-center justify-between">
        <figcaption className="text-sm font-semibold text-stone-700">{t('monthlyTitle')}</figcaption>
        <div role="radiogroup" aria-label={t('measure')} className="flex rounded-lg border border-stone-300 p-0.5 text-xs">
          {(['value', 'grams'] as const).map((option) => (
            <button key={option} type="button" role="radio" aria-checked={measure === option} onClick={() => setMeasure(option)}
              className={`rounded-md px-3 py-1 ${measure === option ? 'bg-amber-700 text-white' : 'text-stone-600'}`}>
              {t(option)}
            </button>
          ))}
        </div>
      </div>
      <div className="h-72 w-full" data-testid="monthly-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ left: 12, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 11 }} width={90} tickFormatter={(value: number) => (measure === 'value' ? formatAxisRupiah(value, locale) : formatAxisGrams(value, locale))} />
            <Tooltip formatter={(_value, _name, item) => item.payload?.exact?.[String(item.dataKey)]} />
            <Legend />
            {SERIES.map(({ kind, color }) => <Bar key={kind} dataKey={kind} name={t(`series.${kind}`)} fill={color} radius={[3, 3, 0, 0]} />)}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
