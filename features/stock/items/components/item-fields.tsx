'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldMeta } from '@/components/forms/field';
import { MoneyField } from '@/components/forms/number-fields';
import { CheckboxField, SelectField } from '@/components/forms/text-field';
import type { ItemOptions } from '../types';

type Meta = FieldMeta;
const formatRp = (value: number) => `Rp. ${value.toLocaleString('id-ID')}`;

/** The price part of the item forms: ongkos (the group×jenis parameter when empty) or a fixed sale price. */
export function PriceFields({ fields, ongkosDefault, initialFixed = false }: {
  fields: { ongkos: Meta; harga_tetap: Meta; harga_jual: Meta }; ongkosDefault?: number; initialFixed?: boolean;
}) {
  const t = useTranslations('stockItems');
  const [fixed, setFixed] = useState(initialFixed);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <MoneyField meta={fields.ongkos} label={t('ongkos')} placeholder={ongkosDefault !== undefined ? formatRp(ongkosDefault) : undefined} />
      <CheckboxField meta={fields.harga_tetap} label={t('hargaTetap')} checked={fixed} onChange={(event) => setFixed(event.target.checked)} className="sm:mt-7" />
      {fixed ? <MoneyField meta={fields.harga_jual} label={t('hargaJual')} /> : <div />}
    </div>
  );
}

/** Supplier (when its module is on) and bandrol pickers. */
export function SupplierBandrolFields({ fields, options }: { fields: { kode_supplier: Meta; kode_bandrol: Meta }; options: Pick<ItemOptions, 'suppliers' | 'bandrols'> }) {
  const t = useTranslations('stockItems');
  const tCommon = useTranslations('common');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {options.suppliers && (
        <SelectField meta={fields.kode_supplier} label={t('supplier')} placeholder={tCommon('choose')}
          options={options.suppliers.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` }))} />
      )}
      <SelectField meta={fields.kode_bandrol} label={t('bandrol')} placeholder={tCommon('choose')}
        options={options.bandrols.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` }))} />
    </div>
  );
}

