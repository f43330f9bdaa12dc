import { getTranslations } from 'next-intl/server';
import { formatInteger, formatRupiah, formatWeight } from '@/lib/format';
import { DASHBOARD_KINDS, type getDashboard } from '@/features/dashboard/services/get-dashboard';
import { Icon, MenuIcon } from '@/components/shell/icons';
import { getNumberStyle } from '@/lib/i18n/number-style.server';
import { LazyMonthlyChart } from './monthly-chart-lazy';

/** The dashboard of §2.7, for one shop or the whole chain. */
export async function DashboardView({ data }: { data: Awaited<ReturnType<typeof getDashboard>> }) {
  const t = await getTranslations('dashboard');
  const style = await getNumberStyle();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-stone-600">{t('todayIs', { date: data.today })}</p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('todayTitle')}>
        {DASHBOARD_KINDS.map((kind) => {
          const figure = data.todayFigures[kind];
          return (
            <li key={kind} data-kind={kind} className="rounded-xl border border-stone-200 bg-gradient-to-br from-white to-amber-50 p-4">
              <div className="flex items-center gap-2 text-sm font-medium text-stone-600"><MenuIcon group={kind} size={16} /> {t(`series.${kind}`)}</div>
              <p className="mt-2 whitespace-nowrap text-xl font-semibold tabular-nums text-stone-900" data-testid={`today-${kind}-value`}>{formatRupiah(figure.value)}</p>
              <p className="text-xs text-stone-500" data-testid={`today-${kind}-detail`}>
                {t('countAndGrams', { count: figure.count, grams: formatWeight(figure.grams, 3, style) })}
              </p>
            </li>
          );
        })}
      </ul>
      <section className="rounded-xl border border-stone-200 p-4">
        <LazyMonthlyChart data={data.monthly} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-xl border border-stone-200 p-4" aria-labelledby="debt-title">
          <h2 id="debt-title" className="mb-3 flex items-center gap-2 text-sm font-semibold text-stone-700"><MenuIcon group="hutang" size={16} /> {t('debtTitle')}</h2>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div><dt className="text-stone-500">{t('debtOutstanding')}</dt><dd className="font-semibold tabular-nums" data-testid="debt-outstanding">{formatRupiah(data.debt.outstandingValue)}</dd></div>
            <div><dt className="text-stone-500">{t('debtOutstandingCount')}</dt><dd className="font-semibold tabular-nums" data-testid="debt-outstanding-count">{formatInteger(data.debt.outstandingCount, style)}</dd></div>
            <div><dt className="text-stone-500">{t('debtNewToday')}</dt><dd className="font-semibold tabular-nums" data-testid="debt-new-today">{formatInteger(data.debt.newToday, style)}</dd></div>
            <div><dt className="text-stone-500">{t('debtRedeemedToday')}</dt><dd className="font-semibold tabular-nums" data-testid="debt-redeemed-today">{formatInteger(data.debt.redeemedToday, style)}</dd></div>
            <div className="col-span-2"><dt className="text-stone-500">{t('debtOverdue')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="debt-overdue">{t('debtOverdueFigure', { count: formatInteger(data.debt.overdueCount, style), value: formatRupiah(data.debt.overdueValue) })}</dd></div>
          </dl>
        </section>
        <section className="rounded-xl border border-stone-200 p-4" aria-labelledby="birthday-title">
          <h2 id="birthday-title" className="mb-3 flex items-center gap-2 text-sm font-semibold text-stone-700"><Icon name="cake" size={16} /> {t('birthdayTitle')}</h2>
          {data.birthdays.length === 0 ? (
            <p className="text-sm text-stone-500">{t('birthdayNone')}</p>
          ) : (
            <ul className="divide-y divide-stone-100 text-sm" aria-label={t('birthdayTitle')}>
              {data.birthdays.map((person) => (
                <li key={person.kode_member} className="flex justify-between py-1.5">
                  <span>{person.nama_member} <span className="text-stone-500">· {person.kode_toko}</span></span>
                  <span className="text-stone-500">{t('age', { age: person.age })} · {person.no_hp}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
