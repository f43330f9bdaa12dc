'use client';
import { ImageInput } from '@/components/forms/media-inputs';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/shell/in-app-links';
import { useActionState, useState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { DecimalField } from '@/components/forms/number-fields';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { addItemAction } from '../actions/items';
import type { ItemOptions } from '../types';
import { PriceFields, SupplierBandrolFields } from './item-fields';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

/**
 * Tambah Data Barang: one item into a tray. Each opening of the form carries its own idempotency key (a double click
 * posts once); after a save the form starts again with a new key, and the saved item's label can be printed at once.
 */
export function AddItemForm({ options }: { options: ItemOptions }) {
  const [generation, setGeneration] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {saved && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <span className="font-mono">{saved}</span>
          <PrintLink barcode={saved} />
        </div>
      )}
      <ItemForm key={generation} options={options} onSaved={(barcode) => {
        setSaved(barcode);
        setGeneration((n) => n + 1);
      }} />
    </div>
  );
}

function PrintLink({ barcode }: { barcode: string }) {
  const t = useTranslations('stockItems');
  return (
    <AppLink href={`/cetak-barcode?barcode=${encodeURIComponent(barcode)}`} className="rounded border border-emerald-500 px-2 py-0.5 font-medium hover:bg-emerald-100">
      {t('printLabel')}
    </AppLink>
  );
}

function ItemForm({ options, onSaved }: { options: ItemOptions; onSaved: (barcode: string) => void }) {
  const t = useTranslations('stockItems');
  const tCommon = useTranslations('common');
  const num = useNumberFormat();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(addItemAction, undefined);
  const [form, fields, formProps] = useActionForm({ id: 'tambah-barang', schema: () => import('../schemas').then((schemas) => schemas.addItemSchema), lastResult, action });
  useFormOutcome(lastResult, () => {
    const barcode = lastResult && 'data' in lastResult ? (lastResult.data as { kodeBarcode?: string } | undefined)?.kodeBarcode : undefined;
    if (barcode) onSaved(barcode);
  });
  const [group, setGroup] = useState('');
  const [dept, setDept] = useState('');
  const [gudang, setGudang] = useState('');
  const [tray, setTray] = useState('');
  const kadar = options.jenis.find((row) => row.kode === dept)?.kadar;
  const ongkosDefault = options.ongkos.find((row) => row.group === group && row.dept === dept)?.ongkos;
  const trays = options.places.find((place) => place.kodeGudang === gudang)?.trays ?? [];
  return (
    <form {...formProps} className="flex max-w-3xl flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField meta={fields.kode_barcode} label={t('barcode')} placeholder={t('barcodeHint')} autoComplete="off" className="font-mono uppercase" />
        <TextField meta={fields.kode_intern} label={t('intern')} autoComplete="off" />
      </div>
      <TextField meta={fields.nama_barang} label={t('nama')} autoComplete="off" />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField meta={fields.kode_group} label={t('group')} placeholder={tCommon('choose')} value={group} onChange={setGroup}
          options={options.groups.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` }))} />
        <SelectField meta={fields.kode_dept} label={t('jenis')} placeholder={tCommon('choose')} value={dept} onChange={setDept}
          options={options.jenis.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` }))} />
        <div className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-stone-700">{t('kadar')}</span>
          <output className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 tabular-nums" aria-live="polite">{kadar ? num.percent(kadar) : '-'}</output>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <DecimalField meta={fields.berat} label={t('berat')} mask="weight" />
        <DecimalField meta={fields.berat_kotor} label={t('beratKotor')} mask="weight" />
        <TextField meta={fields.size} label={t('size')} autoComplete="off" />
      </div>
      <PriceFields fields={fields} ongkosDefault={ongkosDefault} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField meta={fields.kode_gudang} label={t('gudang')} placeholder={tCommon('choose')} value={gudang}
          onChange={(value) => { setGudang(value); setTray(''); }}
          options={options.places.map((place) => ({ value: place.kodeGudang, label: `${place.kodeGudang} - ${place.namaGudang}` }))} />
        <SelectField meta={fields.kode_baki} label={t('baki')} placeholder={tCommon('choose')} value={tray} onChange={setTray}
          options={trays.map((row) => ({ value: row.kodeBaki, label: `${row.kodeBaki} - ${row.namaBaki}` }))} />
      </div>
      <SupplierBandrolFields fields={fields} options={options} />
      <ImageInput id={fields.photo.id} name={fields.photo.name} label={t('foto')} errors={fields.photo.errors} errorId={fields.photo.errorId} current={null} />
      <FormFooter errors={form.errors} pending={pending} onCancel={() => form.reset()} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}
