'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type KeyboardEvent } from 'react';
import type { Option } from '@/components/forms/text-field';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { closeItemsAction } from '../actions/pre-order';

/**
 * Tutup Barang Pre Order: a PO chosen, then barcodes scanned one after another (Enter after each adds it to the list
 * and empties the input for the next), then Simpan closes them all off for the PO at once.
 */
export function CloseItemsScreen({ openPo }: { openPo: Option[] }) {
  const t = useTranslations('preorder');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const router = useRouter();
  const [noPo, setNoPo] = useState('');
  const [barcodes, setBarcodes] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [pending, startTransition] = useTransition();
  const key = useRef(crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = event.currentTarget.value.trim().toUpperCase();
    event.currentTarget.value = '';
    if (!code) return;
    if (barcodes.includes(code)) {
      setError(tErrors('stokBarangGanda', { barcode: code }));
      return;
    }
    setError('');
    setBarcodes((list) => [...list, code]);
  };
  const save = () => {
    if (!noPo) return setError(tErrors('preOrderNoPoRequired'));
    if (barcodes.length === 0) return setError(tErrors('preOrderBarcodeRequired'));
    setError('');
    startTransition(async () => {
      const result = await closeItemsAction({ noPo, barcodes, idempotencyKey: key.current });
      if (result.status === 'error') setError(result.message);
      if (alerts.handle(result)) {
        key.current = crypto.randomUUID();
        setBarcodes([]);
        router.refresh();
      }
      input.current?.focus();
    });
  };
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="po-pilih">{t('noPo')}
        <select id="po-pilih" value={noPo} onChange={(event) => setNoPo(event.target.value)} className="rounded-lg border border-gray-300 px-3 py-2">
          <option value="">{t('pilihPo')}</option>
          {openPo.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="po-barcode">{t('barcode')}
        <input id="po-barcode" ref={input} autoComplete="off" onKeyDown={onKeyDown} placeholder={t('scanHint')} maxLength={30}
          className="rounded-lg border border-gray-300 px-3 py-2 uppercase" />
      </label>
      {error && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>}
      <table className="w-full text-sm">
        <caption className="text-left font-medium">{t('barangPo')} ({barcodes.length})</caption>
        <thead><tr><th scope="col" className="text-left">#</th><th scope="col" className="text-left">{t('barcode')}</th><th scope="col"><span className="sr-only">{t('hapus')}</span></th></tr></thead>
        <tbody>
          {barcodes.map((code, i) => (
            <tr key={code}>
              <td>{i + 1}</td><td>{code}</td>
              <td><Button type="button" variant="secondary" onClick={() => setBarcodes((list) => list.filter((one) => one !== code))} aria-label={`${t('hapus')} ${code}`}>{t('hapus')}</Button></td>
            </tr>
          ))}
        </tbody>
      </table>
      <div><Button type="button" onClick={save} disabled={pending}>{pending ? t('menyimpan') : tCommon('save')}</Button></div>
    </div>
  );
}
