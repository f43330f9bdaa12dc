'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState, useTransition } from 'react';
import { findKirimUangAction, receiveKirimUangAction } from '@/features/money/actions/kirim-uang';
import { formatDateTime, formatRupiah } from '@/lib/format';
import type { KirimUangRow } from '@/features/money/services/kirim-uang';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { sizedControlClass } from '@/components/forms/styles';

// Not a form (decision 010): a lookup by reference and one confirmed button; receiving sends the looked-up transfer, nothing typed is saved.
/** Look up by reference ("No Terima Tidak Ditemukan"), then "Terima Uang" records the reception once. */
export function TerimaUangScreen({ initialNomor }: { initialNomor: string }) {
  const t = useTranslations('kirimUang');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const router = useRouter();
  const [nomor, setNomor] = useState(initialNomor);
  const [error, setError] = useState('');
  const [transfer, setTransfer] = useState<KirimUangRow | null>(null);
  const [pending, startTransition] = useTransition();

  const lookUp = useCallback((value: string) => {
    setTransfer(null);
    if (!value.trim()) {
      setError(t('nomorRequired'));
      return;
    }
    setError('');
    startTransition(async () => {
      const result = await findKirimUangAction(value.trim());
      if (result.status === 'error') setError(result.message);
      else if (alerts.handle(result) && result.data) setTransfer(result.data);
    });
  }, [t, alerts]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a link with a number looks it up once on arrival, as if typed
    if (initialNomor) lookUp(initialNomor);
  }, [initialNomor, lookUp]);

  const receive = async () => {
    if (!transfer) return;
    // Money moves at once and for good: the amount and where it comes from are read back first.
    const question = t('terimaConfirm', { jumlah: formatRupiah(transfer.jumlah), toko: `${transfer.kodeToko} · ${transfer.namaToko}`, pengirim: transfer.createdBy });
    if (!(await alerts.confirm(question))) return;
    startTransition(() => send(transfer));
  };
  const send = async (row: KirimUangRow) => {
    const result = await receiveKirimUangAction(row.nomorReferensi);
    if (alerts.handle(result)) {
      setTransfer({ ...row, status: 'DONE' });
      router.refresh();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); lookUp(nomor); }}>
        <div className="flex flex-col gap-1">
          <label htmlFor="nomor_referensi" className="text-sm font-medium text-stone-700">{t('nomorReferensi')}</label>
          <input id="nomor_referensi" value={nomor} onChange={(event) => setNomor(event.target.value)} maxLength={40} autoComplete="off"
            aria-invalid={error ? true : undefined} aria-describedby={error ? 'nomor-error' : undefined}
            className={`${sizedControlClass} w-72 font-mono uppercase`} />
        </div>
        <Button type="submit" disabled={pending}><Icon name="search" size={16} /> {tCommon('search')}</Button>
      </form>
      {error && <p id="nomor-error" role="alert" className="text-sm text-red-600">{error}</p>}
      {transfer && (
        <section aria-label={t('detail')} className="max-w-2xl rounded-xl border border-stone-200 bg-white p-4 shadow-xs">
          <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-stone-500">{t('nomorReferensi')}</dt><dd className="font-mono">{transfer.nomorReferensi}</dd>
            <dt className="text-stone-500">{t('tanggal')}</dt><dd>{formatDateTime(new Date(transfer.tanggal))}</dd>
            <dt className="text-stone-500">{t('toko')}</dt><dd>{transfer.kodeToko} · {transfer.namaToko}</dd>
            <dt className="text-stone-500">{t('keterangan')}</dt><dd>{transfer.keterangan || '-'}</dd>
            <dt className="text-stone-500">{t('dikirimOleh')}</dt><dd>{transfer.createdBy}</dd>
            <dt className="text-stone-500">{t('jumlah')}</dt><dd className="text-lg font-semibold tabular-nums" data-testid="jumlah-terima">{formatRupiah(transfer.jumlah)}</dd>
            <dt className="text-stone-500">{t('status')}</dt>
            <dd data-testid="status-terima">{transfer.status === 'DONE' ? t('statusDONE') : t('statusOPEN')}</dd>
          </dl>
          {transfer.status === 'OPEN' && (
            <div className="mt-4">
              <Button onClick={receive} disabled={pending}><Icon name="checkCircle" size={16} /> {pending ? tCommon('sending') : t('terima')}</Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
