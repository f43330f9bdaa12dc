'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { findShipmentAction, terimaKirimanAction } from '@/features/stock/moves/actions/moves';
import { ItemLines, type ItemLine } from './item-lines';
import { ShipmentTable, type ShipmentListRow } from './shipment-table';
import { TrayPicker, type PickerWarehouse, type TrayChoice } from './tray-picker';

/** Penerimaan Barang: the shipments awaited by the shop; one opened shows its items, then a tray, then Terima. */
export function PenerimaanScreen({ shipments, places }: { shipments: ShipmentListRow[]; places: PickerWarehouse[] }) {
  const t = useTranslations('stockMoves');
  const alerts = useAlerts();
  const router = useRouter();
  const [open, setOpen] = useState<{ noKirim: string; lines: ItemLine[] } | null>(null);
  const [tray, setTray] = useState<TrayChoice>({ kodeGudang: '', kodeBaki: '' });
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [pending, startTransition] = useTransition();
  const show = (noKirim: string) => startTransition(async () => {
    const result = await findShipmentAction('/penerimaan-barang', noKirim);
    if (alerts.handle(result) && result.data) {
      setOpen({ noKirim, lines: result.data.items.map((item) => ({ kodeBarcode: item.kodeBarcode, namaBarang: item.keterangan, berat: item.berat, kodeGudang: '', kodeBaki: '' })) });
    }
  });
  const receive = () => startTransition(async () => {
    if (!open) return;
    const result = await terimaKirimanAction({ idempotencyKey, noKirim: open.noKirim, ...tray });
    if (alerts.handle(result)) {
      setOpen(null);
      setIdempotencyKey(crypto.randomUUID());
      router.refresh();
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
          <TrayPicker id="terima" places={places} value={tray} onChange={setTray} labels={{ gudang: t('gudangTujuan'), baki: t('bakiTujuan'), pilih: t('pilih') }} />
          <div>
            <Button type="button" onClick={receive} disabled={pending || !tray.kodeBaki}><Icon name="packageCheck" size={16} /> {t('terima')}</Button>
          </div>
        </section>
      )}
    </div>
  );
}
