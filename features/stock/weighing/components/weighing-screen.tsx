'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Field } from '@/components/forms/field';
import { controlClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { getWeighingAction, resetWeighingAction, startWeighingAction } from '../actions/weighing';
import { WEIGHING_SORTS, type WeighingSort } from '../sorts';
import type { Weighing } from '../services/read-weighing';
import type { SavedWeighing } from '../services/save-weighing';
import { Summary } from './weighing-summary';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

type Place = { kodeGudang: string; namaGudang: string; trays: { kodeBaki: string; namaBaki: string }[] };
const SORT_LABELS = { kode_barcode: 'sortBarcode', nama_barang: 'sortNama', kode_toko: 'sortBaki' } as const;

// The reading's form (the form kit and the number mask) stays out of the page's first load: fetched when the browser is
// idle, or when a weighing starts (decision 014).
const loadWeighForm = () => import('./weigh-form');
const WeighForm = lazy(() => loadWeighForm().then((module) => ({ default: module.WeighForm })));

// Not a form (decision 010): the weighing session (start, reset, device); its one saved reading is the kit's weigh-form.
/**
 * /timbang-baki (§2.9): choose a warehouse and a tray, start (the tray's items now), weigh it on the scale (Web Serial)
 * or type the reading, save: OK within the tolerance, SELISIH past it. Reset discards a started weighing.
 */
export function WeighingScreen({ places }: { places: Place[] }) {
  const t = useTranslations('stockWeighing');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [kodeGudang, setGudang] = useState('');
  const [kodeBaki, setBaki] = useState('');
  const [sort, setSort] = useState<WeighingSort>('kode_barcode');
  const [weighing, setWeighing] = useState<Weighing | null>(null);
  const [saved, setSaved] = useState<SavedWeighing | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => whenIdle(() => void loadWeighForm()), []);
  const trays = places.find((place) => place.kodeGudang === kodeGudang)?.trays ?? [];
  const tray = { kodeGudang, kodeBaki, sort };

  useEffect(() => {
    // timbang-baki (get): a tray chosen shows the weighing already started on it.
    if (!kodeGudang || !kodeBaki) return;
    let current = true;
    void getWeighingAction({ kodeGudang, kodeBaki, sort }).then((result) => {
      if (current && alerts.handle(result)) setWeighing(result.data ?? null);
    });
    return () => {
      current = false;
    };
  }, [kodeGudang, kodeBaki, sort, alerts]);

  const needsTray = () => {
    if (!kodeGudang) void alerts.info(tErrors('pilihKodeGudang'));
    else if (!kodeBaki) void alerts.info(tErrors('pilihKodeBaki'));
    else return false;
    return true;
  };
  const start = async () => {
    if (needsTray()) return;
    setBusy(true);
    const result = await startWeighingAction(tray);
    setBusy(false);
    // §7: an empty tray or any refusal is the server's text in an info modal.
    if (result.status === 'error') return void alerts.info(result.message);
    if (alerts.handle(result)) {
      setSaved(null);
      setWeighing(result.data ?? null);
    }
  };
  const reset = async () => {
    if (needsTray()) return;
    setBusy(true);
    const result = await resetWeighingAction(tray);
    setBusy(false);
    if (alerts.handle(result)) {
      setWeighing(null);
      setSaved(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="timbang-gudang" label={t('gudang')} errorId="timbang-gudang-error">
          <select id="timbang-gudang" value={kodeGudang} className={controlClass}
            onChange={(event) => { setGudang(event.target.value); setBaki(''); setWeighing(null); setSaved(null); }}>
            <option value="">-- {t('gudang')} --</option>
            {places.map((place) => <option key={place.kodeGudang} value={place.kodeGudang}>{place.kodeGudang} - {place.namaGudang}</option>)}
          </select>
        </Field>
        <Field id="timbang-baki" label={t('baki')} errorId="timbang-baki-error">
          <select id="timbang-baki" value={kodeBaki} className={controlClass}
            onChange={(event) => { setBaki(event.target.value); setWeighing(null); setSaved(null); }}>
            <option value="">-- {t('baki')} --</option>
            {trays.map((one) => <option key={one.kodeBaki} value={one.kodeBaki}>{one.kodeBaki} - {one.namaBaki}</option>)}
          </select>
        </Field>
        <Field id="timbang-sort" label={t('sortBy')} errorId="timbang-sort-error">
          <select id="timbang-sort" value={sort} className={controlClass} onChange={(event) => setSort(event.target.value as WeighingSort)}>
            {WEIGHING_SORTS.map((key) => <option key={key} value={key}>{t(SORT_LABELS[key])}</option>)}
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={start} disabled={busy}>{t('mulai')}</Button>
        <Button type="button" variant="secondary" onClick={reset} disabled={busy}>{t('reset')}</Button>
      </div>
      {weighing && weighing.status === 'PROSES' && (
        <Suspense fallback={null}>
          <WeighForm key={weighing.noTimbang} weighing={weighing} onSaved={(result) => { setSaved(result); setWeighing({ ...weighing, status: result.status }); }} />
        </Suspense>
      )}
      {weighing && weighing.status !== 'PROSES' && <Summary weighing={weighing} />}
      {saved && <Verdict saved={saved} />}
      {weighing && <ItemTable weighing={weighing} />}
    </div>
  );
}

function Verdict({ saved }: { saved: SavedWeighing }) {
  const t = useTranslations('stockWeighing');
  const num = useNumberFormat();
  const tCommon = useTranslations('common');
  const isOk = saved.status === 'OK';
  return (
    <div role="status" className={`rounded-lg border p-3 text-sm ${isOk ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'}`}>
      <p className="text-lg font-bold" data-testid="timbang-status">{isOk ? tCommon('ok') : t('statusSelisih')}</p>
      <p>{t('beratTimbang')}: <span className="font-mono">{num.weight(saved.beratTimbang, 3)} gr</span></p>
      <p>{t('beratBersih')}: <span className="font-mono">{num.weight(saved.beratBersih, 3)} gr</span></p>
      <p>{t('selisih')}: <span className={`font-mono font-semibold ${differenceTone(saved.selisih)}`} data-testid="timbang-selisih">{num.weightDifference(saved.selisih, 3)} gr</span></p>
    </div>
  );
}

function ItemTable({ weighing }: { weighing: Weighing }) {
  const t = useTranslations('stockWeighing');
  const num = useNumberFormat();
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200" role="region" aria-label={t('items')} tabIndex={0}>
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t('items')}</caption>
        <thead className="bg-stone-100 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">{t('barcode')}</th>
            <th scope="col" className="px-3 py-2">{t('namaBarang')}</th>
            <th scope="col" className="px-3 py-2">{t('baki')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('berat')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('beratKotor')}</th>
          </tr>
        </thead>
        <tbody>
          {weighing.items.map((item) => (
            <tr key={item.kodeBarcode} className="border-t border-stone-200">
              <td className="px-3 py-1.5 font-mono">{item.kodeBarcode}</td>
              <td className="px-3 py-1.5">{item.namaBarang}</td>
              <td className="px-3 py-1.5">{item.kodeBaki}</td>
              <td className="px-3 py-1.5 text-right font-mono">{num.weight(item.berat, 3)}</td>
              <td className="px-3 py-1.5 text-right font-mono">{num.weight(item.beratKotor, 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Over in green, under in red: the sign says it, the colour makes it seen at a glance. */
const differenceTone = (grams: string) => (grams.startsWith('-') ? 'text-red-800' : /^[0.]*$/.test(grams) ? '' : 'text-emerald-800');
