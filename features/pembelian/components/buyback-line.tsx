'use client';
import type { FieldMetadata } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { textOf, withId, type FieldMeta } from '@/components/forms/field';
import { DecimalField, MoneyField } from '@/components/forms/number-fields';
import { SelectField } from '@/components/forms/text-field';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { BuybackInput, BuybackLineInput } from '../schemas';
import type { BuybackOptions } from '../services/buyback-options';
import type { OwnItem, PricedLine } from '../services/price-lines';

/** A value the line carries but the cashier does not type here (what the scan or the outside item's fields gave). */
function Hidden({ meta }: { meta: FieldMeta }) {
  return <input type="hidden" key={meta.key} name={meta.name} defaultValue={textOf(meta.initialValue)} />;
}

/**
 * One line of Transaksi Pembelian (lines[i] of the kit form): an own item names its barcode (its receipt comes from the
 * sale's snapshot, from `owned`), an outside item carries its group, jenis, name and receipt; the cashier weighs it and picks
 * condition, price group, buying-price code, destination and, if he must, the price. `price` is the server's preview
 * of the lines as they stand (none once anything changed).
 */
export function BuybackLine({ line, index, owned, price, options, onRemove }: {
  line: FieldMetadata<BuybackLineInput, BuybackInput>;
  index: number;
  owned: Record<string, OwnItem>;
  price: PricedLine | undefined;
  options: BuybackOptions;
  onRemove: () => void;
}) {
  const t = useTranslations('purchase');
  const num = useNumberFormat();
  const f = line.getFieldset();
  const own = owned[textOf(f.kodeBarcode.initialValue)];
  const namaBarang = own?.namaBarang ?? textOf(f.namaBarang.initialValue);
  const kodeDept = own?.kodeDept ?? textOf(f.kodeDept.initialValue);
  const beratNota = own?.berat ?? textOf(f.beratNota.initialValue);
  const hargaNota = own ? String(own.hargaJual) : textOf(f.hargaNota.initialValue);
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3" data-testid="beli-line">
      <legend className="px-1 text-sm font-medium text-stone-700">
        {index + 1}. {namaBarang} · {kodeDept} · {own ? `${own.kodeBarcode} (${own.noFakturJual})` : t('outsideShort')}
      </legend>
      {own
        ? <><Hidden meta={f.kodeBarcode} /><Hidden meta={f.kelompokHarga} /></>
        : <><Hidden meta={f.kodeGroup} /><Hidden meta={f.kodeDept} /><Hidden meta={f.namaBarang} /><Hidden meta={f.beratNota} /><Hidden meta={f.hargaNota} /></>}
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <p className="text-sm">{t('beratNota')}: <span className="tabular-nums">{num.weight(beratNota, 3)}</span></p>
        <p className="text-sm">{t('hargaNota')}: <span className="tabular-nums">{formatRupiah(hargaNota || '0')}</span></p>
        <DecimalField meta={withId(f.berat, `berat-${index}`)} label={t('berat')} mask="weight" />
        <SelectField meta={withId(f.kondisi, `kondisi-${index}`)} label={t('kondisi')} options={options.kondisi.map((k) => ({ value: k.kode, label: k.nama }))} />
        {own
          ? <p className="text-sm">{t('kelompokHarga')}: TOKO</p>
          : <SelectField meta={withId(f.kelompokHarga, `kelompok-${index}`)} label={t('kelompokHarga')} options={[{ value: 'TOKO', label: 'TOKO' }, { value: 'LUAR', label: 'LUAR' }]} />}
        <SelectField meta={withId(f.kodeHarga, `kode-harga-${index}`)} label={t('kodeHarga')} placeholder={t('hargaJenis')}
          options={options.codes.map((c) => ({ value: c.kode, label: `${c.kode} (${formatRupiah(c.harga)})` }))} />
        <SelectField meta={withId(f.tujuan, `tujuan-${index}`)} label={t('tujuan')}
          options={[{ value: 'BAKI', label: t('tujuanBaki') }, { value: 'HANCUR', label: t('tujuanHancur') }]} />
        <MoneyField meta={withId(f.harga, `harga-${index}`)} label={t('hargaUbah')} suffix={false} />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        {price ? (
          <span data-testid={`harga-${index}`}>
            {t('hargaEmas')} {formatRupiah(price.hargaEmas)} · {t('hargaPerGram')} {formatRupiah(price.hargaBeliPerGram)} ·{' '}
            {t('hargaHitung')} {formatRupiah(price.hargaHitung)} · <strong>{t('harga')} {formatRupiah(price.harga)}</strong>
            {price.needs.harga && <span className="ml-2 text-amber-800" data-testid={`perlu-otorisasi-harga-${index}`}>{t('needsHarga')} ({t('batasHarga', { batas: formatRupiah(price.batasHarga) })})</span>}
            {price.needs.berat && <span className="ml-2 text-amber-800">{t('needsBerat')}</span>}
          </span>
        ) : <span className="text-stone-500">{t('notPriced')}</span>}
        <button type="button" className="text-xs text-red-700 underline" onClick={onRemove}>
          {t('remove')} {index + 1}
        </button>
      </div>
    </fieldset>
  );
}
