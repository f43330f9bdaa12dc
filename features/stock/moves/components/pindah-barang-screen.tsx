'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/shell/in-app-links';
import { useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput } from '@/components/forms/barcode-input';
import { Button } from '@/components/ui/button';
import { pindahBarangAction } from '@/features/stock/moves/actions/moves';
import { ItemLines } from './item-lines';
import { TrayPicker, type PickerWarehouse, type TrayChoice } from './tray-picker';
import { useScannedLines } from './use-scanned-lines';
import { todayInJakarta } from '@/lib/format';

/** Where the saved transfer is listed, with its TANDA TERIMA: Lihat Pindah Barang on the document's day. */
export function lihatPindahHref() {
  const today = todayInJakarta();
  return `/lihat-pindah-barang?tgl_from=${today}&tgl_to=${today}&cari=1`;
}

export function SavedTransfer({ noPindah }: { noPindah: string }) {
  const t = useTranslations('stockMoves');
  const tRoutes = useTranslations('routes');
  return (
    <p role="status" data-testid="saved-transfer" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {t('pindahSaved', { nomor: noPindah })}. {t('cetakTandaTerima')}:{' '}
      <AppLink href={lihatPindahHref()} className="font-medium underline">{tRoutes('lihat-pindah-barang')}</AppLink>
    </p>
  );
}

/** Pindah Barang: scan items of the shop, choose the destination warehouse and tray, save one transfer. */
export function PindahBarangScreen({ places }: { places: PickerWarehouse[] }) {
  const t = useTranslations('stockMoves');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const { lines, scan, remove, clear } = useScannedLines('/pindah-barang');
  const [destination, setDestination] = useState<TrayChoice>({ kodeGudang: '', kodeBaki: '' });
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const save = () => startTransition(async () => {
    const result = await pindahBarangAction({ idempotencyKey, ...destination, items: lines.map(({ kodeBarcode, kodeGudang, kodeBaki }) => ({ kodeBarcode, kodeGudang, kodeBaki })) });
    if (alerts.handle(result) && result.data) {
      setSaved(result.data.noPindah);
      setIdempotencyKey(crypto.randomUUID());
      clear();
    }
  });
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <BarcodeInput id="pindah-barcode" label={t('barcode')} onScan={(code) => { setSaved(null); return scan(code); }} />
      <ItemLines lines={lines} onRemove={remove} caption={t('daftarBarang')} />
      <TrayPicker id="tujuan" places={places} value={destination} onChange={setDestination}
        labels={{ gudang: t('gudangTujuan'), baki: t('bakiTujuan'), pilih: t('pilih') }} />
      {saved && <SavedTransfer noPindah={saved} />}
      <div>
        <Button type="button" onClick={save} disabled={pending || lines.length === 0 || !destination.kodeBaki}>
          <Icon name="arrowRightLeft" size={16} /> {pending ? t('menyimpan') : tCommon('save')}
        </Button>
      </div>
    </div>
  );
}
