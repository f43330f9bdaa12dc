'use client';
import type { FieldMetadata } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { textOf, withId, type FieldMeta } from '@/components/forms/field';
import { MoneyField } from '@/components/forms/number-fields';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { lineNeedsApproval } from '../price-approval';
import type { SaleInput } from '../schemas';
import type { PricedItem } from '../services/pricing-rules';

type LineInput = SaleInput['lines'][number];
export type SaleLine = PricedItem & { hargaJual: number };

function Hidden({ meta }: { meta: FieldMeta }) {
  return <input type="hidden" key={meta.key} name={meta.name} defaultValue={textOf(meta.initialValue)} />;
}

/**
 * The sale's lines (lines[i] of the kit form), each from a scan: its barcode and computed price go with the form as
 * they were priced, the charged price is the cashier's to change (outside the limit or below the cost floor it asks a
 * supervisor). `lines` are the priced items with the price charged now, in the list's order.
 */
export function SaleLines({ list, lines, onRemove }: {
  list: FieldMetadata<LineInput, SaleInput>[];
  lines: (SaleLine | undefined)[];
  onRemove: (index: number) => void;
}) {
  const t = useTranslations('sales');
  const tErrors = useTranslations('errors');
  const num = useNumberFormat();
  if (list.length === 0) return <p className="text-sm text-stone-600">{t('empty')}</p>;
  return (
    <table className="w-full text-sm [&_td]:px-1 [&_th]:px-1">
      <thead><tr className="border-b text-left">
        <th className="hidden py-1 sm:table-cell">{t('barcode')}</th><th className="py-1">{t('nama')}</th>
        <th className="hidden sm:table-cell">{t('jenis')}</th><th className="hidden text-right sm:table-cell">{t('berat')}</th>
        <th className="hidden text-right sm:table-cell">{t('hargaHitung')}</th><th className="w-36 text-right sm:w-44">{t('hargaJual')}</th>
        <th><span className="sr-only">{t('remove')}</span></th>
      </tr></thead>
      <tbody>
        {list.map((meta, index) => {
          const f = meta.getFieldset();
          const line = lines[index];
          const barcode = textOf(f.barcode.initialValue);
          const needsApproval = !!line && lineNeedsApproval(line);
          return (
            <tr key={meta.key} className="border-b border-stone-100 align-top" data-testid={`line-${barcode}`}>
              <td className="hidden py-1 font-mono text-xs sm:table-cell">{barcode}<Hidden meta={f.barcode} /><Hidden meta={f.hargaHitung} /></td>
              <td className="py-1">{line?.namaBarang}
                {line && <>
                  {/* On a phone the columns left out are told here. */}
                  <div className="font-mono text-xs text-stone-600 sm:hidden">{barcode} · {line.kodeDept} · {num.weight(line.berat, 3)} gr</div>
                  <div className="text-xs text-stone-600">{line.hargaTetap ? t('hargaTetap') : t('rumus', { harga: formatRupiah(line.hargaPerGram), ongkos: formatRupiah(line.ongkos) })}</div>
                  <div className="text-xs text-stone-600 sm:hidden">{t('hargaHitung')}: {formatRupiah(line.hargaHitung)}</div>
                </>}
              </td>
              <td className="hidden sm:table-cell">{line?.kodeDept}</td>
              <td className="hidden text-right tabular-nums sm:table-cell">{line && num.weight(line.berat, 3)}</td>
              <td className="hidden text-right tabular-nums sm:table-cell">{line && formatRupiah(line.hargaHitung)}</td>
              <td className="text-right">
                <MoneyField meta={withId(f.hargaJual, `harga-${barcode}`)} label={`${t('hargaJual')} ${barcode}`} hideLabel suffix={false}
                  errors={f.hargaJual.errors?.length ? [tErrors('penjualanHargaInvalid', { barcode })] : undefined}
                  className={needsApproval ? 'border-amber-500' : ''} />
                {needsApproval && <p className="text-xs text-amber-800" data-testid={`perlu-otorisasi-${barcode}`}>{t('perluOtorisasi')}</p>}
              </td>
              <td className="text-right">
                <button type="button" className="text-xs text-red-700 underline" aria-label={`${t('remove')} ${barcode}`}
                  onClick={() => onRemove(index)}>{t('remove')}</button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
