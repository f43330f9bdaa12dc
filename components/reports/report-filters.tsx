'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { localKeys } from '@/lib/client/local-data';
import { validateRange, type FilterErrors } from '@/lib/reports/date-range';
import type { ReportFilters } from '@/lib/reports/definition';
import { DateInput } from '../forms/date-input';
import { useGlobalLoading } from '../shell/global-loading';
import { Button } from '../ui/button';
import { sizedControlClass } from '../forms/styles';

/** The filter row every report shares: Tanggal Dari / Tanggal Akhir, PILIH TOKO at head office, "Cari Laporan". */
export type FormSelect = { name: string; label: string; options: { value: string; label: string }[] };

export function ReportFilterForm({ path, initial, idle, serverErrors, shops, branchRequired = false, oneMonthProtection, dateRange, asOfDate = false, selects, inputs, searchLabel }: {
  /** One date, Tanggal (sent as tgl_to), instead of the range. */
  asOfDate?: boolean;
  /** PILIH TOKO starts empty and must be chosen ("Mohon Pilih Toko"). */
  branchRequired?: boolean;
  inputs: { name: string; label: string }[];
  searchLabel: string;
  path: string;
  initial: ReportFilters;
  idle: boolean;
  serverErrors: FilterErrors;
  dateRange: boolean;
  selects: FormSelect[];
  /** Present only at head office, for reports with the branch selector. */
  shops: { kodeToko: string; namaToko: string }[] | null;
  oneMonthProtection: boolean;
}) {
  const t = useTranslations('reports');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const loading = useGlobalLoading();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FilterErrors>(serverErrors);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    // A new report opens on the period of the last one (§3 "report period saved locally").
    if (!idle || !dateRange) return;
    const saved = localStorage.getItem(localKeys.reportPeriod);
    if (!saved) return;
    try {
      const period = JSON.parse(saved) as { tgl_from?: string; tgl_to?: string };
      // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only after mount, in the browser
      if (period.tgl_from && period.tgl_to) setValues((current) => ({ ...current, tglFrom: period.tgl_from!, tglTo: period.tgl_to! }));
    } catch {
      localStorage.removeItem(localKeys.reportPeriod);
    }
  }, [idle, dateRange]);

  const search = () => {
    const found: FilterErrors = asOfDate ? (values.tglTo ? {} : { tglTo: 'tanggalRequired' })
      : dateRange ? validateRange(values.tglFrom, values.tglTo, oneMonthProtection) : {};
    if (shops && branchRequired && !values.kodeToko) found.kodeToko = 'tokoRequired';
    setErrors(found);
    if (Object.keys(found).length) return;
    const query = new URLSearchParams(asOfDate ? { tgl_to: values.tglTo } : dateRange ? { tgl_from: values.tglFrom, tgl_to: values.tglTo } : {});
    for (const select of selects) query.set(select.name, values.values[select.name]);
    for (const input of inputs) if (values.values[input.name]) query.set(input.name, values.values[input.name]);
    query.set('cari', String(Date.now()));
    if (shops) query.set('kode_toko', values.kodeToko);
    startTransition(() => {
      void loading.track(Promise.resolve());
      router.push(`${path}?${query}`);
    });
  };

  return (
    <form
      className="flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      {asOfDate && (
        <DateInput id="tgl_to" name="tgl_to" label={t('tanggal')} value={values.tglTo}
          onChange={(tglTo) => setValues((v) => ({ ...v, tglFrom: tglTo, tglTo }))} error={errors.tglTo && tErrors(errors.tglTo)} />
      )}
      {dateRange && !asOfDate && (
        <>
          <DateInput id="tgl_from" name="tgl_from" label={t('tanggalDari')} value={values.tglFrom}
            onChange={(tglFrom) => setValues((v) => ({ ...v, tglFrom }))} error={errors.tglFrom && tErrors(errors.tglFrom)} />
          <DateInput id="tgl_to" name="tgl_to" label={t('tanggalAkhir')} value={values.tglTo}
            onChange={(tglTo) => setValues((v) => ({ ...v, tglTo }))} error={errors.tglTo && tErrors(errors.tglTo)} />
        </>
      )}
      {selects.map((select) => (
        <div key={select.name} className="flex flex-col gap-1">
          <label htmlFor={`filter-${select.name}`} className="text-sm font-medium text-stone-700">{select.label}</label>
          <select id={`filter-${select.name}`} value={values.values[select.name]}
            onChange={(event) => setValues((v) => ({ ...v, values: { ...v.values, [select.name]: event.target.value } }))}
            className={`${sizedControlClass} min-w-40`}>
            {select.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        </div>
      ))}
      {inputs.map((input) => (
        <div key={input.name} className="flex flex-col gap-1">
          <label htmlFor={`filter-${input.name}`} className="text-sm font-medium text-stone-700">{input.label}</label>
          <input id={`filter-${input.name}`} value={values.values[input.name] ?? ''} maxLength={30}
            onChange={(event) => setValues((v) => ({ ...v, values: { ...v.values, [input.name]: event.target.value } }))}
            className={`${sizedControlClass} w-44`} />
        </div>
      ))}
      {shops && (
        <div className="flex flex-col gap-1">
          <label htmlFor="kode_toko" className="text-sm font-medium text-stone-700">{t('pilihToko')}</label>
          <select id="kode_toko" value={values.kodeToko} onChange={(event) => setValues((v) => ({ ...v, kodeToko: event.target.value }))}
            aria-invalid={errors.kodeToko ? true : undefined} aria-describedby={errors.kodeToko ? 'kode_toko-error' : undefined}
            className={sizedControlClass}>
            {branchRequired && <option value="">{t('pilihTokoEmpty')}</option>}
            {shops.map((shop) => <option key={shop.kodeToko} value={shop.kodeToko}>{shop.kodeToko} · {shop.namaToko}</option>)}
          </select>
          {errors.kodeToko && <p id="kode_toko-error" className="text-xs text-red-600">{tErrors(errors.kodeToko)}</p>}
        </div>
      )}
      <Button type="submit" disabled={pending}>
        <Icon name="search" size={16} /> {pending ? t('searching') : searchLabel}
      </Button>
    </form>
  );
}
