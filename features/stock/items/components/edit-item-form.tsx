'use client';
import { ImageInput } from '@/components/forms/media-inputs';
import { sendWithGrant } from '@/features/otorisasi/client';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { updateItemAction } from '../actions/items';
import { editedItemPrice, itemPriceChanges, itemPriceSubject } from '../price-permission';
import type { ItemOptions, ItemRow } from '../types';
import { PriceFields, SupplierBandrolFields } from './item-fields';
import { ItemPriceHistory } from './item-price-history';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

const amount = (value: FormDataEntryValue | null) => {
  const parsed = parseRupiah(value ?? undefined);
  return typeof parsed === 'number' ? parsed : undefined;
};

/**
 * Ubah Data Barang: name, intern code, size, price, supplier and bandrol; the barcode, weights and place stay. A user
 * whose level may not change prices (`priceNeedsGrant`) is asked for an UBAH_HARGA_BARANG authorization when the save
 * changes the fixed price, harga_jual or ongkos (the same rule the service applies); below, the item's price history.
 */
export function EditItemForm({ item, options, priceNeedsGrant, onDone }: { item: ItemRow; options: ItemOptions; priceNeedsGrant: boolean; onDone: () => void }) {
  const t = useTranslations('stockItems');
  const tCommon = useTranslations('common');
  const num = useNumberFormat();
  const [lastResult, action, pending] = useActionState(updateItemAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `ubah-${item.kodeBarcode}`, schema: () => import('../schemas').then((schemas) => schemas.editItemSchema), lastResult, action,
    defaultValue: {
      kode_barcode: item.kodeBarcode, nama_barang: item.namaBarang, kode_intern: item.kodeIntern, size: item.size,
      ongkos: item.ongkos ? String(item.ongkos) : '', harga_tetap: item.hargaTetap ? 'on' : '', harga_jual: item.hargaTetap ? String(item.hargaJual) : '',
      kode_supplier: item.kodeSupplier ?? '', kode_bandrol: item.kodeBandrol ?? '',
    },
    beforeSubmit: (formData) => {
      if (!priceNeedsGrant) return true;
      const fixed = ['on', 'true', 'Y'].includes(String(formData.get('harga_tetap') ?? ''));
      const changes = itemPriceChanges(item, editedItemPrice(item, { harga_tetap: fixed, harga_jual: amount(formData.get('harga_jual')), ongkos: amount(formData.get('ongkos')) }));
      if (changes.length === 0) return true;
      return sendWithGrant(formData, { fitur: 'UBAH_HARGA_BARANG', subject: itemPriceSubject(item.kodeBarcode, changes) }, action);
    },
  });
  useFormOutcome(lastResult, onDone);
  return (
    <div className="flex flex-col gap-5">
      <form {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="kode_barcode" value={item.kodeBarcode} />
        <p className="font-mono text-sm text-stone-600">{item.kodeBarcode} · {item.kodeGroup} / {item.kodeDept} · {num.weight(item.berat, 3)} g</p>
        <TextField meta={fields.nama_barang} label={t('nama')} autoComplete="off" />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField meta={fields.kode_intern} label={t('intern')} autoComplete="off" />
          <TextField meta={fields.size} label={t('size')} autoComplete="off" />
        </div>
        <PriceFields fields={fields} initialFixed={item.hargaTetap} />
        {priceNeedsGrant && <p className="text-xs text-amber-800" data-testid="price-needs-grant">{t('priceNeedsGrant')}</p>}
        <SupplierBandrolFields fields={fields} options={options} />
        <ImageInput id={fields.photo.id} name={fields.photo.name} label={t('foto')} errors={fields.photo.errors} errorId={fields.photo.errorId} current={null} />
        <FormFooter errors={form.errors} pending={pending} onCancel={onDone} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
      </form>
      <ItemPriceHistory kodeBarcode={item.kodeBarcode} />
    </div>
  );
}
