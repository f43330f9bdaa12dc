'use client';
import { ImageInput } from '@/features/masters/client';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { updateItemAction } from '../actions/items';
import type { ItemOptions, ItemRow } from '../types';
import { PriceFields, SupplierBandrolFields } from './item-fields';

/** Ubah Data Barang: name, intern code, size, price, supplier and bandrol; the barcode, weights and place stay. */
export function EditItemForm({ item, options, onDone }: { item: ItemRow; options: ItemOptions; onDone: () => void }) {
  const t = useTranslations('stockItems');
  const tCommon = useTranslations('common');
  const [lastResult, action, pending] = useActionState(updateItemAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `ubah-${item.kodeBarcode}`, schema: () => import('../schemas').then((schemas) => schemas.editItemSchema), lastResult, action,
    defaultValue: {
      kode_barcode: item.kodeBarcode, nama_barang: item.namaBarang, kode_intern: item.kodeIntern, size: item.size,
      ongkos: item.ongkos ? String(item.ongkos) : '', harga_tetap: item.hargaTetap ? 'on' : '', harga_jual: item.hargaTetap ? String(item.hargaJual) : '',
      kode_supplier: item.kodeSupplier ?? '', kode_bandrol: item.kodeBandrol ?? '',
    },
  });
  useFormOutcome(lastResult, onDone);
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="kode_barcode" value={item.kodeBarcode} />
      <p className="font-mono text-sm text-stone-600">{item.kodeBarcode} · {item.kodeGroup} / {item.kodeDept} · {item.berat} g</p>
      <TextField meta={fields.nama_barang} label={t('nama')} autoComplete="off" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField meta={fields.kode_intern} label={t('intern')} autoComplete="off" />
        <TextField meta={fields.size} label={t('size')} autoComplete="off" />
      </div>
      <PriceFields fields={fields} initialFixed={item.hargaTetap} />
      <SupplierBandrolFields fields={fields} options={options} />
      <ImageInput id={fields.photo.id} name={fields.photo.name} label={t('foto')} errors={fields.photo.errors} errorId={fields.photo.errorId} current={null} />
      <FormFooter errors={form.errors} pending={pending} onCancel={onDone} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}
