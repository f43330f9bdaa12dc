'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useCallback, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Button } from '@/components/ui/button';
import { findTrayItemsAction, pindahSatuBakiAction } from '@/features/stock/moves/actions/moves';
import { ItemLines, type ItemLine } from './item-lines';
import { PindahForm, SavedTransfer } from './pindah-barang-screen';
import { TrayPicker, type PickerWarehouse, type TrayChoice } from './tray-picker';

/**
 * Pindah Barang Satu Baki: a tray's READY items (count and weight shown) all to another warehouse and tray. The source
 * tray only finds the lines (Tampilkan); the lines shown and the destination are the transfers' kit form (PindahForm).
 */
export function PindahSatuBakiScreen({ places }: { places: PickerWarehouse[] }) {
  const t = useTranslations('stockMoves');
  const alerts = useAlerts();
  const [source, setSource] = useState<TrayChoice>({ kodeGudang: '', kodeBaki: '' });
  const [lines, setLines] = useState<ItemLine[] | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const moved = useCallback((noPindah: string | null) => {
    setSaved(noPindah);
    setLines(null);
  }, []);
  const show = () => startTransition(async () => {
    setSaved(null);
    const result = await findTrayItemsAction(source.kodeGudang, source.kodeBaki);
    if (alerts.handle(result) && result.data) setLines(result.data.items);
  });
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-72 flex-1">
          <TrayPicker id="asal" places={places} value={source} onChange={(value) => { setSource(value); setLines(null); }}
            labels={{ gudang: t('gudangAsal'), baki: t('bakiAsal'), pilih: t('pilih') }} />
        </div>
        <Button type="button" variant="secondary" onClick={show} disabled={pending || !source.kodeBaki}><Icon name="search" size={16} /> {t('tampilkan')}</Button>
      </div>
      {lines && <ItemLines lines={lines} caption={t('bakiAsal')} />}
      <PindahForm id="pindah-baki" action={pindahSatuBakiAction} lines={lines ?? []} places={places} busy={pending} onMoved={moved}
        note={saved && <SavedTransfer noPindah={saved} />} />
    </div>
  );
}
