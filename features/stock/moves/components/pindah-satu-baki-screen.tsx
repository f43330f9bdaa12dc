'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { findTrayItemsAction, pindahSatuBakiAction } from '@/features/stock/moves/actions/moves';
import { ItemLines, SeenItemFields, type ItemLine } from './item-lines';
import { SavedTransfer } from './pindah-barang-screen';
import { TrayPicker, type PickerWarehouse, type TrayChoice } from './tray-picker';

/**
 * Pindah Barang Satu Baki: a tray's READY items (count and weight shown) all to another warehouse and tray. The source
 * tray only finds the lines (Tampilkan); the lines shown and the destination are a kit form checked by the service's
 * own schema (pindahSchema) on both sides.
 */
export function PindahSatuBakiScreen({ places }: { places: PickerWarehouse[] }) {
  const t = useTranslations('stockMoves');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [source, setSource] = useState<TrayChoice>({ kodeGudang: '', kodeBaki: '' });
  const [destination, setDestination] = useState<TrayChoice>({ kodeGudang: '', kodeBaki: '' });
  const [lines, setLines] = useState<ItemLine[] | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [saved, setSaved] = useState<string | null>(null);
  const [finding, startTransition] = useTransition();
  const [lastResult, action, saving] = useActionState(pindahSatuBakiAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'pindah-baki', schema: () => import('../schemas').then((schemas) => schemas.pindahSchema), lastResult, action,
  });
  const moved = useCallback(() => {
    setSaved((lastResult as { data?: { noPindah: string } } | undefined)?.data?.noPindah ?? null);
    setIdempotencyKey(crypto.randomUUID());
    setLines(null);
  }, [lastResult]);
  useFormOutcome(lastResult, moved);
  const pending = finding || saving;
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
      <form {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <SeenItemFields lines={lines ?? []} meta={fields.items} />
        <TrayPicker id="tujuan" places={places} value={destination} onChange={setDestination} fields={{ gudang: fields.kodeGudang, baki: fields.kodeBaki }}
          labels={{ gudang: t('gudangTujuan'), baki: t('bakiTujuan'), pilih: t('pilih') }} />
        {saved && <SavedTransfer noPindah={saved} />}
        {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div>
          <Button type="submit" disabled={pending}>
            <Icon name="arrowRightLeft" size={16} /> {saving ? t('menyimpan') : tCommon('save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
