'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { RupiahInput } from '@/components/forms/rupiah-input';
import { controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatRupiah } from '@/lib/format';
import { requestAuthorization } from '@/features/otorisasi/client';
import { cancelPreOrderAction } from '../actions/pre-order';
import { cancelPreOrderSubject } from '../subjects';

/**
 * Batal: the cash paid back (the whole advance unless changed; the rest is forfeited) and the reason; a supervisor
 * approves exactly that (BATAL_PESANAN), then the PO is cancelled and its items go back to their trays.
 */
export function CancelButton({ noPo, dibayar }: { noPo: string; dibayar: number }) {
  const t = useTranslations('preorder');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [kembali, setKembali] = useState(String(dibayar));
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState('');
  const [pending, startTransition] = useTransition();
  const key = useRef(crypto.randomUUID());
  const uangKembali = Number(kembali || '0');
  const submit = async () => {
    if (!alasan.trim()) return setError(tErrors('preOrderAlasanWajib'));
    if (uangKembali > dibayar) return setError(tErrors('preOrderRefundMelebihi', { total: formatRupiah(dibayar) }));
    setError('');
    const grant = await requestAuthorization({
      fitur: 'BATAL_PESANAN', subject: cancelPreOrderSubject(noPo, dibayar, uangKembali),
      notes: t('notesBatal', { nomor: noPo, kembali: formatRupiah(uangKembali) }),
    });
    if (!grant) return;
    startTransition(async () => {
      const result = await cancelPreOrderAction({ noPo, uangKembali: kembali, alasan, keystore: grant.keystore, idempotencyKey: key.current });
      if (result.status === 'error') setError(result.message);
      if (alerts.handle(result)) {
        setAsking(false);
        router.refresh();
      }
    });
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setAsking(true)} aria-label={`${t('batal')} ${noPo}`}>{t('batal')}</Button>
      <Modal open={asking} title={t('batalTitle', { nomor: noPo })} onClose={() => setAsking(false)}>
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t('batalDibayar', { dibayar: formatRupiah(dibayar), hangus: formatRupiah(Math.max(dibayar - uangKembali, 0)) })}</p>
          <label className={fieldClass} htmlFor={`po-kembali-${noPo}`}><span className={labelClass}>{t('uangKembali')}</span>
            <RupiahInput id={`po-kembali-${noPo}`} value={kembali} onChange={setKembali} />
          </label>
          <label className={fieldClass} htmlFor={`po-alasan-${noPo}`}><span className={labelClass}>{t('alasanBatal')}</span>
            <input id={`po-alasan-${noPo}`} className={controlClass} value={alasan} maxLength={200} autoComplete="off" onChange={(event) => setAlasan(event.target.value)} />
          </label>
          {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
          <div className="flex gap-2">
            <Button type="button" disabled={pending} onClick={() => void submit()}>{pending ? t('menyimpan') : t('simpanBatal')}</Button>
            <Button type="button" variant="secondary" onClick={() => setAsking(false)}>{tCommon('close')}</Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
