'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { findShipmentAction, terimaKirimanAction } from '@/features/stock/moves/actions/moves';
import { ItemLines, type ItemLine } from './item-lines';
import { ShipmentTable, type ShipmentListRow } from './shipment-table';
import { TrayPicker, type PickerWarehouse, type TrayChoice } from './tray-picker';

/**
 * Penerimaan Barang: the shipments awaited by the shop; one opened shows its items, then a tray, then Terima. The
 * opened shipment and the tray are a kit form checked by the service's own schema (terimaSchema) on both sides.
 */
export function PenerimaanScreen({ shipments, places }: { shipments: ShipmentListRow[]; places: PickerWarehouse[] }) {
  const t = useTranslations('stockMoves');
  const alerts = useAlerts();
  const router = useRouter();
  const [open, setOpen] = useState<{ noKirim: string; lines: ItemLine[] } | null>(null);
  const [tray, setTray] = useState<TrayChoice>({ kodeGudang: '', kodeBaki: '' });
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [finding, startTransition] = useTransition();
  const [lastResult, action, receiving] = useActionState(terimaKirimanAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'terima', schema: () => import('../schemas').then((schemas) => schemas.terimaSchema), lastResult, action,
  });
  const received = useCallback(() => {
    setOpen(null);
    setIdempotencyKey(crypto.randomUUID());
    router.refresh();
  }, [router]);
  useFormOutcome(lastResult, received);
  const pending = finding || receiving;
  const show = (noKirim: string) => startTransition(async () => {
    const result = await findShipmentAction('/penerimaan-barang', noKirim);
    if (alerts.handle(result) && result.data) {
      setOpen({ noKirim, lines: result.data.items.map((item) => ({ kodeBarcode: item.kodeBarcode, namaBarang: item.keterangan, berat: item.berat, kodeGudang: '', kodeBaki: '' })) });
    }
  });
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <ShipmentTable rows={shipments} caption={t('noKirim')} empty={t('tidakAdaKiriman')} action={(row) => (
        <Button type="button" variant="secondary" onClick={() => show(row.noKirim)} disabled={pending}>
          {t('buka', { noKirim: '' }).trim()}<span className="sr-only"> {row.noKirim}</span>
        </Button>
      )} />
      {open && (
        <section aria-label={open.noKirim} className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50/40 p-4">
          <h2 className="font-mono font-semibold">{open.noKirim}</h2>
          <ItemLines lines={open.lines} caption={open.noKirim} showTray={false} />
          <form {...formProps} className="flex flex-col gap-4">
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <input type="hidden" name="noKirim" value={open.noKirim} />
            <TrayPicker id="terima" places={places} value={tray} onChange={setTray} fields={{ gudang: fields.kodeGudang, baki: fields.kodeBaki }}
              labels={{ gudang: t('gudangTujuan'), baki: t('bakiTujuan'), pilih: t('pilih') }} />
            {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
            <div>
              <Button type="submit" disabled={pending}><Icon name="packageCheck" size={16} /> {t('terima')}</Button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
