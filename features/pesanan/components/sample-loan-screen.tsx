'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type KeyboardEvent } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { lendSampleAction, returnSampleAction, scanSampleAction, type ScannedSample } from '../actions/sample-loans';
import type { SampleLoanRow } from '../services/sample-loans';

/**
 * Ambil Barang Contoh: scan a tray item (Enter), choose the open order it is lent for, Pinjamkan; below, the items out
 * as samples, each with Kembalikan (back to the tray it left).
 */
export function SampleLoanScreen({ orders, loans }: { orders: { noPesanan: string; namaCustomer: string }[]; loans: (Omit<SampleLoanRow, 'tglPinjam'> & { tanggal: string })[] }) {
  const t = useTranslations('sampleLoan');
  const tErrors = useTranslations('errors');
  const num = useNumberFormat();
  const alerts = useAlerts();
  const router = useRouter();
  const [item, setItem] = useState<ScannedSample | null>(null);
  const [noPesanan, setNoPesanan] = useState('');
  const [error, setError] = useState('');
  const [pending, startTransition] = useTransition();
  const key = useRef(crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = event.currentTarget.value.trim();
    if (!code) return setError(tErrors('contohBarcodeWajib'));
    startTransition(async () => {
      const answer = await scanSampleAction(code);
      setError(answer.status === 'error' ? answer.message : '');
      setItem(answer.status === 'success' && answer.data ? answer.data : null);
    });
  };
  const lend = () => {
    if (!item) return setError(tErrors('contohBarcodeWajib'));
    if (!noPesanan) return setError(tErrors('contohPesananWajib'));
    startTransition(async () => {
      const answer = await lendSampleAction({ idempotencyKey: key.current, kodeBarcode: item.kodeBarcode, noPesanan });
      setError(answer.status === 'error' ? answer.message : '');
      if (alerts.handle(answer)) {
        key.current = crypto.randomUUID();
        setItem(null);
        if (input.current) input.current.value = '';
        router.refresh();
      }
      input.current?.focus();
    });
  };
  const giveBack = (noPinjam: string) => startTransition(async () => {
    if (alerts.handle(await returnSampleAction({ idempotencyKey: crypto.randomUUID(), noPinjam }))) router.refresh();
  });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="contoh-pinjam" className="flex min-w-0 max-w-2xl flex-col gap-3">
        <h2 id="contoh-pinjam" className="font-semibold">{t('lendTitle')}</h2>
        <label className={fieldClass} htmlFor="contoh-barcode"><span className={labelClass}>{t('barcode')}</span>
          <input id="contoh-barcode" ref={input} autoComplete="off" onKeyDown={onKeyDown} placeholder={t('scanHint')} maxLength={30} className={`${controlClass} uppercase`} />
        </label>
        {item && (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm" data-testid="contoh-barang">
            {item.kodeBarcode} · {item.namaBarang} · {num.weight(item.berat, 3)} g · {t('dariBaki', { baki: item.kodeBaki })}
          </p>
        )}
        <label className={`${fieldClass} min-w-0`} htmlFor="contoh-pesanan"><span className={labelClass}>{t('pesanan')}</span>
          <select id="contoh-pesanan" className={`${controlClass} min-w-0`} value={noPesanan} onChange={(event) => setNoPesanan(event.target.value)}>
            <option value="">{t('pilihPesanan')}</option>
            {orders.map((order) => <option key={order.noPesanan} value={order.noPesanan}>{order.noPesanan} · {order.namaCustomer}</option>)}
          </select>
        </label>
        {error && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>}
        <div><Button type="button" onClick={lend} disabled={pending}>{pending ? t('menyimpan') : t('pinjamkan')}</Button></div>
      </section>
      <section aria-labelledby="contoh-keluar" className="flex min-w-0 flex-col gap-2">
        <h2 id="contoh-keluar" className="font-semibold">{t('outTitle', { count: loans.length })}</h2>
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[720px] text-sm [&_td]:px-1 [&_th]:px-1">
            <thead><tr className="border-b text-left">
              <th scope="col">{t('noPinjam')}</th><th scope="col">{t('tanggal')}</th><th scope="col">{t('barcode')}</th><th scope="col">{t('namaBarang')}</th>
              <th scope="col" className="text-right">{t('berat')}</th><th scope="col">{t('pesanan')}</th><th scope="col">{t('asalBaki')}</th>
              <th scope="col"><span className="sr-only">{t('kembalikan')}</span></th>
            </tr></thead>
            <tbody>
              {loans.map((loan) => (
                <tr key={loan.noPinjam} className="border-b border-stone-100" data-testid="contoh-row">
                  <td className="font-mono text-xs">{loan.noPinjam}</td><td>{loan.tanggal}</td><td>{loan.kodeBarcode}</td><td>{loan.namaBarang}</td>
                  <td className="text-right tabular-nums">{num.weight(loan.berat, 3)}</td><td>{loan.noPesanan} · {loan.namaCustomer}</td><td>{loan.asalBaki}</td>
                  <td className="py-1"><Button type="button" variant="secondary" disabled={pending} onClick={() => giveBack(loan.noPinjam)}
                    aria-label={`${t('kembalikan')} ${loan.kodeBarcode}`}>{t('kembalikan')}</Button></td>
                </tr>
              ))}
              {loans.length === 0 && <tr><td colSpan={8} className="py-2 text-stone-600">{t('tidakAda')}</td></tr>}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
