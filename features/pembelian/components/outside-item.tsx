'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { RupiahInput } from '@/components/forms/rupiah-input';
import { controlClass, labelClass } from '@/components/forms/styles';
import { WeightInput } from '@/components/forms/weight-input';
import { Button } from '@/components/ui/button';
import type { BuybackOptions } from '../services/buyback-options';

export type OutsideItem = { kodeGroup: string; kodeDept: string; namaBarang: string; beratNota: string; hargaNota: string };
const EMPTY: OutsideItem = { kodeGroup: '', kodeDept: '', namaBarang: '', beratNota: '', hargaNota: '' };

/**
 * Not a form (decision 010): these fields make one outside item, which "Tambah Barang Luar" hands to the buyback form
 * as a line (its hidden lines[i] fields); nothing here is sent.
 */
export function OutsideItemFields({ options, disabled, onAdd }: { options: BuybackOptions; disabled: boolean; onAdd: (item: OutsideItem) => void }) {
  const t = useTranslations('purchase');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [item, setItem] = useState(EMPTY);
  const add = () => {
    if (!item.kodeGroup || !item.kodeDept || !item.namaBarang.trim() || !item.beratNota) {
      void alerts.error(t('outsideIncomplete'));
      return;
    }
    onAdd({ ...item, namaBarang: item.namaBarang.trim() });
    setItem(EMPTY);
  };
  const select = (id: string, label: string, value: string, onChange: (value: string) => void, choices: { kode: string; nama: string }[]) => (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className={labelClass}>{label}</span>
      <select id={id} className={controlClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{tCommon('choose')}</option>
        {choices.map((choice) => <option key={choice.kode} value={choice.kode}>{`${choice.kode} - ${choice.nama}`}</option>)}
      </select>
    </label>
  );
  return (
    <div className="flex flex-col gap-2" aria-labelledby="beli-luar" role="group">
      <h2 id="beli-luar" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{t('outsideTitle')}</h2>
      <div className="grid grid-cols-2 gap-2">
        {select('luar-group', t('group'), item.kodeGroup, (kodeGroup) => setItem({ ...item, kodeGroup }), options.groups)}
        {select('luar-jenis', t('jenis'), item.kodeDept, (kodeDept) => setItem({ ...item, kodeDept }), options.jenis)}
        <label className="col-span-2 flex flex-col gap-1" htmlFor="luar-nama">
          <span className={labelClass}>{t('namaBarang')}</span>
          <input id="luar-nama" className={controlClass} value={item.namaBarang} maxLength={100} autoComplete="off"
            onChange={(event) => setItem({ ...item, namaBarang: event.target.value })} />
        </label>
        {/* A weight shows the language's decimal mark; the line keeps the canonical "1.875" the service parses. */}
        <label className="flex flex-col gap-1" htmlFor="luar-berat-nota">
          <span className={labelClass}>{t('beratNota')}</span>
          <WeightInput id="luar-berat-nota" value={item.beratNota} onChange={(beratNota) => setItem({ ...item, beratNota })} />
        </label>
        <label className="flex flex-col gap-1" htmlFor="luar-harga-nota">
          <span className={labelClass}>{t('hargaNota')}</span>
          <RupiahInput id="luar-harga-nota" value={item.hargaNota} onChange={(hargaNota) => setItem({ ...item, hargaNota })} />
        </label>
      </div>
      <div><Button variant="secondary" onClick={add} disabled={disabled}>{t('addOutside')}</Button></div>
    </div>
  );
}
