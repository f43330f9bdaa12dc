'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/shell/in-app-links';
import { useActionState, useCallback, useState, type ReactNode } from 'react';
import { BarcodeInput } from '@/components/forms/barcode-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { pindahBarangAction } from '@/features/stock/moves/actions/moves';
import { ItemLines, SeenItemFields, type ItemLine } from './item-lines';
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

/**
 * The form of both transfers (Pindah Barang, Pindah Barang Satu Baki): the lines as hidden fields, the destination
 * tray and Simpan, a kit form checked by the service's own schema (pindahSchema) on both sides. `note` shows above
 * the button (the saved transfer); `onMoved` hears the saved document's number.
 */
export function PindahForm({ id, action, lines, places, note, busy = false, onMoved }: {
  id: string;
  action: typeof pindahBarangAction;
  lines: ItemLine[];
  places: PickerWarehouse[];
  note?: ReactNode;
  busy?: boolean;
  onMoved: (noPindah: string | null) => void;
}) {
  const t = useTranslations('stockMoves');
  const tCommon = useTranslations('common');
  const [destination, setDestination] = useState<TrayChoice>({ kodeGudang: '', kodeBaki: '' });
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, saving] = useActionState(action, undefined);
  const [form, fields, formProps] = useActionForm({
    id, schema: () => import('../schemas').then((schemas) => schemas.pindahSchema), lastResult, action: dispatch,
  });
  const moved = useCallback(() => {
    setIdempotencyKey(crypto.randomUUID());
    onMoved((lastResult as { data?: { noPindah: string } } | undefined)?.data?.noPindah ?? null);
  }, [lastResult, onMoved]);
  useFormOutcome(lastResult, moved);
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <SeenItemFields lines={lines} meta={fields.items} />
      <TrayPicker id="tujuan" places={places} value={destination} onChange={setDestination} fields={{ gudang: fields.kodeGudang, baki: fields.kodeBaki }}
        labels={{ gudang: t('gudangTujuan'), baki: t('bakiTujuan'), pilih: t('pilih') }} />
      {note}
      {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div>
        <Button type="submit" disabled={busy || saving}>
          <Icon name="arrowRightLeft" size={16} /> {saving ? t('menyimpan') : tCommon('save')}
        </Button>
      </div>
    </form>
  );
}

/** Pindah Barang: scan items of the shop, choose the destination warehouse and tray, save one transfer (PindahForm). */
export function PindahBarangScreen({ places }: { places: PickerWarehouse[] }) {
  const t = useTranslations('stockMoves');
  const { lines, scan, remove, clear } = useScannedLines('/pindah-barang');
  const [saved, setSaved] = useState<string | null>(null);
  const moved = useCallback((noPindah: string | null) => {
    setSaved(noPindah);
    clear();
  }, [clear]);
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <BarcodeInput id="pindah-barcode" label={t('barcode')} onScan={(code) => { setSaved(null); return scan(code); }} />
      <ItemLines lines={lines} onRemove={remove} caption={t('daftarBarang')} />
      <PindahForm id="pindah" action={pindahBarangAction} lines={lines} places={places} onMoved={moved} note={saved && <SavedTransfer noPindah={saved} />} />
    </div>
  );
}
