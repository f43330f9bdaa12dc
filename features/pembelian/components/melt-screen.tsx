'use client';
import { useTranslations } from 'next-intl';
import { itemsSubject } from '@/lib/auth/otorisasi-subject';
import { useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { controlClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { requestAuthorization } from '@/features/otorisasi/client';
import { ScrapSummary, scrapOf } from '@/features/stock/client';
import { findMeltableAction, meltPembelianAction } from '../actions/pembelian';
import type { MeltableItem, ScrapPerJenis } from '../services/melt-pembelian';
import { useNumberFormat } from '@/lib/i18n/use-number-format';


/**
 * Hancur Pembelian: the bought items still in their buyback tray (scrap-marked ones first), the ones ticked melted with a
 * reason and a supervisor's authorization (HANCUR_PEMBELIAN); the scrap grams per jenis shown while choosing and after.
 */
export function MeltScreen({ initial }: { initial: MeltableItem[] }) {
  const t = useTranslations('purchase');
  const num = useNumberFormat();
  const alerts = useAlerts();
  const [items, setItems] = useState(initial);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [alasan, setAlasan] = useState('');
  const [alasanError, setAlasanError] = useState(false);
  const [done, setDone] = useState<{ nomor: string; scrap: ScrapPerJenis[] } | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [pending, startTransition] = useTransition();
  const picked = items.filter((item) => chosen.has(item.kodeBarcode));
  const toggle = (barcode: string) => setChosen((current) => {
    const next = new Set(current);
    if (next.has(barcode)) next.delete(barcode);
    else next.add(barcode);
    return next;
  });
  const submit = async () => {
    if (!alasan.trim()) {
      setAlasanError(true);
      return;
    }
    setAlasanError(false);
    const grant = await requestAuthorization({ fitur: 'HANCUR_PEMBELIAN', subject: itemsSubject('hancur', picked.map((item) => item.kodeBarcode)), notes: t('notesHancur', { count: picked.length, alasan: alasan.trim() }) });
    if (!grant) return;
    startTransition(async () => {
      const result = await meltPembelianAction({ barcodes: picked.map((item) => item.kodeBarcode), alasan, keystore: grant.keystore || undefined, idempotencyKey: key });
      if (alerts.handle(result) && result.data) {
        setDone(result.data);
        setAlasan('');
        setKey(crypto.randomUUID());
        const refreshed = await findMeltableAction();
        if (refreshed.status === 'success' && refreshed.data) {
          setItems(refreshed.data);
          setChosen(new Set());
        }
      }
    });
  };
  const scrap = scrapOf(picked);
  return (
    <div className="flex flex-col gap-4">
      {done && (
        <section aria-labelledby="hancur-done" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm" role="status">
          <h2 id="hancur-done" className="font-semibold">{t('meltedTitle', { nomor: done.nomor })}</h2>
          <ul>{done.scrap.map((row) => <li key={row.kodeDept} data-testid={`scrap-done-${row.kodeDept}`}>{row.kodeDept}: {row.qty} · {num.weight(row.berat, 3)}</li>)}</ul>
        </section>
      )}
      {items.length === 0 ? <p className="text-sm text-stone-500">{t('noMeltable')}</p> : (
        <div className="max-h-[50vh] overflow-auto">
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <thead><tr className="border-b text-left"><th><span className="sr-only">{t('pick')}</span></th><th>{t('barcode')}</th><th>{t('namaBarang')}</th>
              <th>{t('jenis')}</th><th className="text-right">{t('berat')}</th><th>{t('kondisi')}</th><th>{t('tujuan')}</th><th>{t('noFakturBeli')}</th></tr></thead>
            <tbody>{items.map((item) => (
              <tr key={item.kodeBarcode} className="border-b border-stone-100">
                <td><input type="checkbox" checked={chosen.has(item.kodeBarcode)} onChange={() => toggle(item.kodeBarcode)} aria-label={`${t('pick')} ${item.kodeBarcode}`} /></td>
                <td className="font-mono text-xs">{item.kodeBarcode}</td><td>{item.namaBarang}</td><td>{item.kodeDept}</td>
                <td className="text-right tabular-nums">{num.weight(item.berat, 3)}</td><td>{item.kondisi}</td><td>{item.tujuan}</td>
                <td className="font-mono text-xs">{item.noFakturBeli}</td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
      <ScrapSummary rows={scrap} labels={{ title: t('scrapTitle'), jenis: t('jenis'), pieces: t('pieces'), berat: t('berat') }} />
      <label className="flex flex-col gap-1" htmlFor="hancur-beli-alasan">
        <span className={labelClass}>{t('alasan')}</span>
        <textarea id="hancur-beli-alasan" value={alasan} onChange={(event) => setAlasan(event.target.value)} maxLength={200} rows={2}
          aria-invalid={alasanError ? true : undefined} aria-describedby={alasanError ? 'hancur-beli-alasan-error' : undefined} className={controlClass} />
      </label>
      {alasanError && <p id="hancur-beli-alasan-error" role="alert" className="text-sm text-red-700">{t('alasanRequired')}</p>}
      <div><Button onClick={() => void submit()} disabled={pending || picked.length === 0}>{t('hancurkan')}</Button></div>
    </div>
  );
}
