'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

export type ShipmentListRow = {
  noKirim: string; tanggal: string; kodeToko: string; namaToko: string; kodeTokoTujuan: string; namaTokoTujuan: string; status: string;
  totalQty: number; totalBerat: string; keterangan: string;
};

/** Shipments with one action per row (open to receive, or cancel a reception). */
export function ShipmentTable({ rows, caption, empty, action }: { rows: ShipmentListRow[]; caption: string; empty: string; action: (row: ShipmentListRow) => ReactNode }) {
  const t = useTranslations('stockMoves');
  const num = useNumberFormat();
  if (rows.length === 0) return <p className="rounded-lg bg-stone-50 px-3 py-4 text-sm text-stone-600">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full text-sm" aria-label={caption}>
        <thead className="bg-stone-50 text-left text-xs text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2">{t('noKirim')}</th>
            <th scope="col" className="px-3 py-2">{t('tanggal')}</th>
            <th scope="col" className="px-3 py-2">{t('dariToko')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('jumlah')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('totalBerat')}</th>
            <th scope="col" className="px-3 py-2">{t('status')}</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">{t('pilih')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            // A shipment coming back after a cancelled reception comes from its destination.
            const from = row.status === 'DIKEMBALIKAN' ? `${row.kodeTokoTujuan} · ${row.namaTokoTujuan}` : `${row.kodeToko} · ${row.namaToko}`;
            return (
              <tr key={row.noKirim} className="border-t border-stone-100">
                <td className="whitespace-nowrap px-3 py-2 font-mono">{row.noKirim}</td>
                <td className="px-3 py-2">{formatDateTime(row.tanggal)}</td>
                <td className="px-3 py-2">{from}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.totalQty}</td>
                <td className="px-3 py-2 text-right font-mono tabular-nums">{num.weight(row.totalBerat, 3)}</td>
                <td className="px-3 py-2">{row.status}</td>
                <td className="px-3 py-1 text-right">{action(row)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
