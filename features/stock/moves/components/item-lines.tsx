'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { ErrorList, useFieldErrors, type FieldMeta } from '@/components/forms/field';
import { sumWeights } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

export type ItemLine = { kodeBarcode: string; namaBarang: string; berat: string; kodeGudang: string; kodeBaki: string };

/** The lines of a move or a send: name, weight and the tray each was seen in, with their count and total weight. */
export function ItemLines({ lines, onRemove, caption, showTray = true }: { lines: ItemLine[]; onRemove?: (kodeBarcode: string) => void; caption: string; showTray?: boolean }) {
  const columns = 3 + (showTray ? 1 : 0) + (onRemove ? 1 : 0);
  const t = useTranslations('stockMoves');
  const num = useNumberFormat();
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full text-sm" aria-label={caption}>
        <thead className="bg-stone-50 text-left text-xs text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2">{t('barcode')}</th>
            <th scope="col" className="px-3 py-2">{t('nama')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('berat')}</th>
            {showTray && <th scope="col" className="px-3 py-2">{t('baki')}</th>}
            {onRemove && <th scope="col" className="px-3 py-2"><span className="sr-only">{t('hapus', { barcode: '' })}</span></th>}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && <tr><td colSpan={columns} className="px-3 py-4 text-center text-stone-500">{t('kosong')}</td></tr>}
          {lines.map((line) => (
            <tr key={line.kodeBarcode} className="border-t border-stone-100">
              <td className="px-3 py-2 font-mono">{line.kodeBarcode}</td>
              <td className="px-3 py-2">{line.namaBarang}</td>
              <td className="px-3 py-2 text-right font-mono tabular-nums">{num.weight(line.berat, 3)}</td>
              {showTray && <td className="px-3 py-2">{line.kodeBaki}</td>}
              {onRemove && (
                <td className="px-3 py-1 text-right">
                  <button type="button" onClick={() => onRemove(line.kodeBarcode)} aria-label={t('hapus', { barcode: line.kodeBarcode })}
                    className="rounded p-1.5 text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-amber-600">
                    <Icon name="trash" size={16} />
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-stone-200 bg-stone-50 font-medium">
          <tr>
            <td className="px-3 py-2" colSpan={2}>{t('jumlah')}: <span data-testid="jumlah-barang">{num.integer(lines.length)}</span></td>
            <td className="px-3 py-2 text-right font-mono tabular-nums" data-testid="total-berat">{num.weight(sumWeights(lines.map((line) => line.berat)), 3)}</td>
            {columns > 3 && <td colSpan={columns - 3} />}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * The lines as a kit form sends them (items[i].kodeBarcode, .kodeGudang, .kodeBaki: the tray each was seen in) and the
 * form's refusal of the list (none scanned). The lines come from the scan field, so they are hidden fields.
 */
export function SeenItemFields({ lines, meta }: { lines: Pick<ItemLine, 'kodeBarcode' | 'kodeGudang' | 'kodeBaki'>[]; meta: FieldMeta }) {
  const errors = useFieldErrors(meta);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={line.kodeBarcode}>
          <input type="hidden" name={`${meta.name}[${index}].kodeBarcode`} value={line.kodeBarcode} />
          <input type="hidden" name={`${meta.name}[${index}].kodeGudang`} value={line.kodeGudang} />
          <input type="hidden" name={`${meta.name}[${index}].kodeBaki`} value={line.kodeBaki} />
        </Fragment>
      ))}
      <ErrorList id={meta.errorId} errors={errors} />
    </>
  );
}
