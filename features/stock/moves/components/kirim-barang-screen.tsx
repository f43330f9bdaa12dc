'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useState } from 'react';
import { BarcodeInput } from '@/components/forms/barcode-input';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { kirimBarangAction } from '@/features/stock/moves/actions/moves';
import { ItemLines, SeenItemFields } from './item-lines';
import { useScannedLines } from './use-scanned-lines';

/**
 * Kirim Barang: scanned items of the shop sent to another shop of the chain (in transit until received there). The
 * scan field stays outside the form; the lines, the destination shop and the note are a kit form checked by the
 * service's own schema (kirimSchema) on both sides.
 */
export function KirimBarangScreen({ shops }: { shops: { kodeToko: string; namaToko: string }[] }) {
  const t = useTranslations('stockMoves');
  const tCommon = useTranslations('common');
  const { lines, scan, remove, clear } = useScannedLines('/kirim-barang');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(kirimBarangAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'kirim', schema: () => import('../schemas').then((schemas) => schemas.kirimSchema), lastResult, action,
  });
  const sent = useCallback(() => {
    setIdempotencyKey(crypto.randomUUID());
    clear();
  }, [clear]);
  useFormOutcome(lastResult, sent);
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <BarcodeInput id="kirim-barcode" label={t('barcode')} onScan={scan} />
      <ItemLines lines={lines} onRemove={remove} caption={t('daftarBarang')} />
      <form {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <SeenItemFields lines={lines} meta={fields.items} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField meta={fields.kodeTokoTujuan} label={t('tokoTujuan')} placeholder={t('pilih')}
            options={shops.map((shop) => ({ value: shop.kodeToko, label: `${shop.kodeToko} · ${shop.namaToko}` }))} />
          <TextField meta={fields.keterangan} label={t('keterangan')} maxLength={200} />
        </div>
        {form.errors && <p role="alert" className="text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div>
          <Button type="submit" disabled={pending}>
            <Icon name="send" size={16} /> {pending ? t('menyimpan') : tCommon('save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
