'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/format';
import { finishPreOrderAction } from '../actions/pre-order';

/** Selesai: asks once (what is left to pay in cash, and the sales person credited), then hands the PO over as a sale. */
export function FinishButton({ noPo, sisa, salespeople }: { noPo: string; sisa: number; salespeople: { value: string; label: string }[] }) {
  const t = useTranslations('preorder');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [pending, startTransition] = useTransition();
  const key = useRef(crypto.randomUUID());
  const [kodeSales, setKodeSales] = useState(salespeople.length === 1 ? salespeople[0].value : '');
  if (!asking) return <Button type="button" onClick={() => setAsking(true)}>{t('selesai')}</Button>;
  return (
    <div role="group" aria-label={`${t('selesai')} ${noPo}`} className="flex flex-col gap-2">
      <p className="text-sm">{t('konfirmasiSelesai', { nomor: noPo, sisa: formatRupiah(sisa) })}</p>
      <label className="flex flex-col gap-1 text-sm">
        {t('sales')}
        <select value={kodeSales} onChange={(event) => setKodeSales(event.target.value)} className="rounded border border-stone-300 px-2 py-1">
          <option value="">{t('pilihSales')}</option>
          {salespeople.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </label>
      <div className="flex gap-2">
        <Button type="button" disabled={pending} onClick={() => startTransition(async () => {
          const result = await finishPreOrderAction({ noPo, pelunasanTunai: String(sisa), kodeSales, idempotencyKey: key.current });
          // A refusal (no sales person chosen…) keeps the question open to put it right.
          if (alerts.handle(result)) {
            router.refresh();
            setAsking(false);
          }
        })}>{pending ? t('menyimpan') : t('selesai')}</Button>
        <Button type="button" variant="secondary" onClick={() => setAsking(false)}>{tCommon('cancel')}</Button>
      </div>
    </div>
  );
}
