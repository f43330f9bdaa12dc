'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput } from '@/components/forms/barcode-input';
import { Field } from '@/components/forms/field';
import { controlClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { kirimBarangAction } from '@/features/stock/moves/actions/moves';
import { ItemLines } from './item-lines';
import { useScannedLines } from './use-scanned-lines';

/** Kirim Barang: scanned items of the shop sent to another shop of the chain (in transit until received there). */
export function KirimBarangScreen({ shops }: { shops: { kodeToko: string; namaToko: string }[] }) {
  const t = useTranslations('stockMoves');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const { lines, scan, remove, clear } = useScannedLines('/kirim-barang');
  const [kodeTokoTujuan, setTujuan] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [pending, startTransition] = useTransition();
  const save = () => startTransition(async () => {
    const result = await kirimBarangAction({ idempotencyKey, kodeTokoTujuan, keterangan, items: lines.map(({ kodeBarcode, kodeGudang, kodeBaki }) => ({ kodeBarcode, kodeGudang, kodeBaki })) });
    if (alerts.handle(result)) {
      setIdempotencyKey(crypto.randomUUID());
      setKeterangan('');
      clear();
    }
  });
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <BarcodeInput id="kirim-barcode" label={t('barcode')} onScan={scan} />
      <ItemLines lines={lines} onRemove={remove} caption={t('daftarBarang')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="toko-tujuan" label={t('tokoTujuan')} errorId="toko-tujuan-error">
          <select id="toko-tujuan" className={controlClass} value={kodeTokoTujuan} onChange={(event) => setTujuan(event.target.value)}>
            <option value="">{t('pilih')}</option>
            {shops.map((shop) => <option key={shop.kodeToko} value={shop.kodeToko}>{shop.kodeToko} · {shop.namaToko}</option>)}
          </select>
        </Field>
        <Field id="kirim-keterangan" label={t('keterangan')} errorId="kirim-keterangan-error">
          <input id="kirim-keterangan" className={controlClass} maxLength={200} value={keterangan} onChange={(event) => setKeterangan(event.target.value)} />
        </Field>
      </div>
      <div>
        <Button type="button" onClick={save} disabled={pending || lines.length === 0 || !kodeTokoTujuan}>
          <Icon name="send" size={16} /> {pending ? t('menyimpan') : tCommon('save')}
        </Button>
      </div>
    </div>
  );
}
