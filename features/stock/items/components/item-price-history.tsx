'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { itemPriceHistoryAction } from '../actions/items';
import type { ItemPriceHistoryRow } from '../services/item-price-history';

/** An item's price history (riwayat_harga_barang), newest first: when, who, who approved, the field, before and after. */
export function ItemPriceHistory({ kodeBarcode }: { kodeBarcode: string }) {
  const t = useTranslations('stockItems');
  const tCommon = useTranslations('common');
  const [rows, setRows] = useState<ItemPriceHistoryRow[] | null>(null);
  useEffect(() => {
    let live = true;
    void itemPriceHistoryAction(kodeBarcode).then((result) => {
      if (live) setRows(result.status === 'success' && result.data ? result.data : []);
    });
    return () => {
      live = false;
    };
  }, [kodeBarcode]);
  const label = (kolom: string) => (kolom === 'harga_tetap' ? t('hargaTetap') : kolom === 'harga_jual' ? t('hargaJual') : t('ongkos'));
  const value = (kolom: string, text: string) => (kolom === 'harga_tetap' ? tCommon(text === 'true' ? 'yes' : 'no') : formatRupiah(text));
  return (
    <section aria-labelledby={`riwayat-${kodeBarcode}`} className="flex flex-col gap-2" data-testid="price-history">
      <h3 id={`riwayat-${kodeBarcode}`} className="text-sm font-semibold text-stone-800">{t('historyTitle')}</h3>
      {rows === null ? null : rows.length === 0 ? <p className="text-sm text-stone-600">{t('historyEmpty')}</p> : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-xs">
            <thead>
              <tr className="border-b border-stone-200 text-stone-700">
                <th scope="col" className="py-1 pr-2">{t('historyWhen')}</th><th scope="col" className="py-1 pr-2">{t('historyBy')}</th>
                <th scope="col" className="py-1 pr-2">{t('historyApprovedBy')}</th><th scope="col" className="py-1 pr-2">{t('historyField')}</th>
                <th scope="col" className="py-1 pr-2 text-right">{t('historyBefore')}</th><th scope="col" className="py-1 text-right">{t('historyAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-stone-100">
                  <td className="py-1 pr-2 tabular-nums">{formatDateTime(row.diubahPada)}</td><td className="py-1 pr-2">{row.diubahOleh}</td>
                  <td className="py-1 pr-2">{row.disetujuiOleh ?? '-'}</td><td className="py-1 pr-2">{label(row.kolom)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{value(row.kolom, row.sebelum)}</td>
                  <td className="py-1 text-right tabular-nums">{value(row.kolom, row.sesudah)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
