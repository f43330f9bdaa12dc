'use client';
import { itemsSubject } from '@/lib/auth/otorisasi-subject';
import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, scanRefusal, type ScanOutcome } from '@/components/forms/barcode-input';
import { controlClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { requestAuthorization } from '@/features/otorisasi/client';
import { ScrapSummary, scrapOf } from '../../components/scrap-summary';
import type { ItemRow } from '../../items/types';
import { destroyItemsAction, findDestroyItemAction } from '../actions/destroy';
import { useNumberFormat } from '@/lib/i18n/use-number-format';



/**
 * Hancur Data Barang: scan the items, give the reason, a supervisor approves (HANCUR_BARANG), and the items leave the
 * stock as one document. The scrap weight per jenis is shown while scanning and after saving.
 */
export function DestroyScreen() {
  const t = useTranslations('stockDestroy');
  const num = useNumberFormat();
  const tItems = useTranslations('stockItems');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [items, setItems] = useState<ItemRow[]>([]);
  const [alasan, setAlasan] = useState('');
  const [alasanError, setAlasanError] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [pending, startTransition] = useTransition();
  // The barcodes on the list now (scans run one after another faster than React renders).
  const listed = useRef(new Set<string>());
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
  const submit = async () => {
    if (!alasan.trim()) {
      setAlasanError(true);
      return;
    }
    setAlasanError(false);
    // Asked outside the transition: the dialog's own state updates would otherwise wait for the transition to end.
    const grant = await requestAuthorization({ fitur: 'HANCUR_BARANG', subject: itemsSubject('hancur', items.map((item) => item.kodeBarcode)), notes: t('notes', { count: items.length, alasan: alasan.trim() }) });
    if (!grant) return;
    startTransition(async () => {
      const result = await destroyItemsAction({ barcodes: items.map((item) => item.kodeBarcode), alasan, keystore: grant.keystore || undefined, idempotencyKey: key });
      if (alerts.handle(result)) {
        listed.current.clear();
        setItems([]);
        setAlasan('');
        setKey(crypto.randomUUID());
      }
    });
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
      <label className="flex flex-col gap-1 text-sm font-medium text-stone-700" htmlFor="hancur-alasan">
        {t('alasan')}
        <textarea id="hancur-alasan" value={alasan} onChange={(event) => setAlasan(event.target.value)} maxLength={200} rows={2}
          aria-invalid={alasanError ? true : undefined} aria-describedby={alasanError ? 'hancur-alasan-error' : undefined} className={controlClass} />
      </label>
      {alasanError && <p id="hancur-alasan-error" role="alert" className="text-sm text-red-700">{tErrors('hancurAlasanRequired')}</p>}
      <div><Button type="button" disabled={pending || items.length === 0} onClick={() => void submit()}>{t('submit')}</Button></div>
    </div>
  );
}
