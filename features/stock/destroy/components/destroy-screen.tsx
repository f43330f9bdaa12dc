'use client';
import { itemsSubject } from '@/lib/auth/otorisasi-subject';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useRef, useState } from 'react';
import { BarcodeInput, scanRefusal, type ScanOutcome } from '@/components/forms/barcode-input';
import { TextareaField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { sendWithGrant } from '@/features/otorisasi/client';
import { ScrapSummary, scrapOf } from '../../components/scrap-summary';
import type { ItemRow } from '../../items/types';
import { destroyItemsAction, findDestroyItemAction } from '../actions/destroy';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
/**
 * Hancur Data Barang: scan the items, give the reason, a supervisor approves (HANCUR_BARANG), and the items leave the
 * stock as one document. The scrap weight per jenis is shown while scanning and after saving. The reason and the
 * scanned barcodes are a kit form checked by the service's own schema (destroySchema) on both sides; the supervisor is
 * asked only once that schema passes.
 */
export function DestroyScreen() {
  const t = useTranslations('stockDestroy');
  const num = useNumberFormat();
  const tItems = useTranslations('stockItems');
  const tErrors = useTranslations('errors');
  const [items, setItems] = useState<ItemRow[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  // The barcodes on the list now (scans run one after another faster than React renders).
  const listed = useRef(new Set<string>());
  const [lastResult, action, pending] = useActionState(destroyItemsAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'hancur', schema: () => import('../schemas').then((schemas) => schemas.destroySchema), lastResult, action,
    beforeSubmit: (formData) => {
      const barcodes = [...formData.entries()].filter(([name]) => name.startsWith('barcodes[')).map(([, value]) => String(value));
      return sendWithGrant(formData, { fitur: 'HANCUR_BARANG', subject: itemsSubject('hancur', barcodes), notes: t('notes', { count: barcodes.length, alasan: String(formData.get('alasan')).trim() }) }, action);
    },
  });
  const destroyed = useCallback(() => {
    listed.current.clear();
    setItems([]);
    setKey(crypto.randomUUID());
  }, []);
  useFormOutcome(lastResult, destroyed);
  const scan = async (code: string): Promise<ScanOutcome> => {
    if (listed.current.has(code.toUpperCase())) return { ok: false, message: t('already', { barcode: code.toUpperCase() }) };
    const result = await findDestroyItemAction(code);
    if (result.status !== 'success' || !result.data) return scanRefusal(result, tErrors('unexpected'));
    const found = result.data;
    if (listed.current.has(found.kodeBarcode)) return { ok: false, message: t('already', { barcode: found.kodeBarcode }) };
    listed.current.add(found.kodeBarcode);
    setItems((current) => [...current, found]);
    return { ok: true, text: found.namaBarang };
  };
  const scrap = scrapOf(items);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <BarcodeInput id="hancur-scan" label={t('scan')} onScan={scan} />
      <section aria-labelledby="hancur-items" className="flex flex-col gap-2">
        <h2 id="hancur-items" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{t('items')}</h2>
        {items.length === 0 ? <p className="text-sm text-stone-500">{t('empty')}</p> : (
          <table className="w-full text-sm [&_td]:px-1 [&_th]:px-1">
            <thead><tr className="border-b text-left"><th className="py-1">{tItems('barcode')}</th><th>{tItems('nama')}</th><th>{tItems('jenis')}</th>
              <th className="text-right">{tItems('berat')}</th><th><span className="sr-only">{t('remove')}</span></th></tr></thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.kodeBarcode} className="border-b border-stone-100">
                  <td className="py-1 font-mono text-xs">{item.kodeBarcode}</td><td>{item.namaBarang}</td><td>{item.kodeDept}</td>
                  <td className="text-right tabular-nums">{num.weight(item.berat, 3)}</td>
                  <td className="text-right">
                    <button type="button" className="text-xs text-red-700 underline" aria-label={`${t('remove')} ${item.kodeBarcode}`}
                      onClick={() => { listed.current.delete(item.kodeBarcode); setItems((current) => current.filter((one) => one.kodeBarcode !== item.kodeBarcode)); }}>{t('remove')}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <ScrapSummary rows={scrap} labels={{ title: t('scrapTitle'), jenis: tItems('jenis'), pieces: t('pieces'), berat: tItems('berat') }} />
      <form {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="idempotencyKey" value={key} />
        {items.map((item, index) => <input key={item.kodeBarcode} type="hidden" name={`barcodes[${index}]`} value={item.kodeBarcode} />)}
        <TextareaField meta={fields.alasan} label={t('alasan')} maxLength={200} />
        {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div><Button type="submit" disabled={pending || items.length === 0}>{t('submit')}</Button></div>
      </form>
    </div>
  );
}
