'use client';
import { useTranslations } from 'next-intl';
import { itemsSubject } from '@/lib/auth/otorisasi-subject';
import { useActionState, useCallback, useState } from 'react';
import { TextareaField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { sendWithGrant } from '@/features/otorisasi/client';
import { ScrapSummary, scrapOf, type ScrapPerJenis } from '@/features/stock/client';
import { findMeltableAction, meltPembelianAction } from '../actions/pembelian';
import type { MeltableItem } from '../services/melt-pembelian';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

/**
 * Hancur Pembelian: the bought items still in their buyback tray (scrap-marked ones first), the ones ticked melted with a
 * reason and a supervisor's authorization (HANCUR_PEMBELIAN); the scrap grams per jenis shown while choosing and after.
 * The ticked barcodes and the reason are a kit form checked by the service's own schema (meltSchema) on both sides;
 * the supervisor is asked only once it passes.
 */
export function MeltScreen({ initial }: { initial: MeltableItem[] }) {
  const t = useTranslations('purchase');
  const num = useNumberFormat();
  const [items, setItems] = useState(initial);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(meltPembelianAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'hancur-beli', schema: () => import('../schemas').then((schemas) => schemas.meltSchema), lastResult, action,
    beforeSubmit: (formData) => {
      const barcodes = [...formData.entries()].filter(([name]) => name.startsWith('barcodes[')).map(([, value]) => String(value));
      return sendWithGrant(formData, { fitur: 'HANCUR_PEMBELIAN', subject: itemsSubject('hancur', barcodes), notes: t('notesHancur', { count: barcodes.length, alasan: String(formData.get('alasan')).trim() }) }, action);
    },
  });
  const done = (lastResult as { data?: { nomor: string; scrap: ScrapPerJenis[] } } | undefined)?.data ?? null;
  const melted = useCallback(() => {
    setKey(crypto.randomUUID());
    void findMeltableAction().then((refreshed) => {
      if (refreshed.status === 'success' && refreshed.data) {
        setItems(refreshed.data);
        setChosen(new Set());
      }
    });
  }, []);
  useFormOutcome(lastResult, melted);
  const picked = items.filter((item) => chosen.has(item.kodeBarcode));
  const toggle = (barcode: string) => setChosen((current) => {
    const next = new Set(current);
    if (next.has(barcode)) next.delete(barcode);
    else next.add(barcode);
    return next;
  });
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
      <form {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="idempotencyKey" value={key} />
        {picked.map((item, index) => <input key={item.kodeBarcode} type="hidden" name={`barcodes[${index}]`} value={item.kodeBarcode} />)}
        <TextareaField meta={fields.alasan} label={t('alasan')} maxLength={200} />
        {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div><Button type="submit" disabled={pending || picked.length === 0}>{t('hancurkan')}</Button></div>
      </form>
    </div>
  );
}
