'use client';
import { useTranslations } from 'next-intl';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { SaleDetail } from '../services/find-sales';

/** One sale as Lihat Penjualan and Batal Penjualan show it: lines, payments, status, validation, cancellation. */
export function SaleDetailView({ sale }: { sale: SaleDetail }) {
  const t = useTranslations('sales');
  const num = useNumberFormat();
  const row = (label: string, value: string, testId?: string) => (
    <><dt className="text-stone-600">{label}</dt><dd className="tabular-nums" data-testid={testId}>{value}</dd></>
  );
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {row(t('nomor'), sale.nomor)}
        {row(t('tanggal'), sale.tanggal)}
        {row(t('sales'), `${sale.kodeSales} ${sale.namaSales}`)}
        {row(t('kasir'), sale.createdBy)}
        {row(t('namaCustomer'), sale.namaCustomer || '-')}
        {row(t('noHpCustomer'), sale.noHpCustomer || '-')}
        {row(t('alamatCustomer'), sale.alamatCustomer || '-')}
        {row(t('status'), sale.status === 'BATAL' ? t('statusBatal') : t('statusAktif'), 'detail-status')}
        {row(t('validasi'), sale.divalidasiOleh ? t('validatedBy', { user: sale.divalidasiOleh, at: sale.divalidasiAt ?? '' }) : t('notValidated'), 'detail-validasi')}
        {sale.status === 'BATAL' && row(t('batalInfo'), t('cancelledBy', { user: sale.dibatalkanOleh ?? '', approver: sale.batalDisetujuiOleh ?? '', at: sale.dibatalkanAt ?? '', alasan: sale.alasanBatal ?? '' }), 'detail-batal')}
      </dl>
      {/* On a phone the lines scroll sideways: focusable and named, so a keyboard can scroll them. */}
      <div className="overflow-x-auto" role="region" aria-label={t('items')} tabIndex={0}>
        <table className="w-full min-w-[560px] text-sm [&_td]:px-1 [&_th]:px-1">
          <caption className="sr-only">{t('items')}</caption>
          <thead><tr className="border-b text-left">
            <th className="py-1">{t('barcode')}</th><th>{t('nama')}</th><th>{t('jenis')}</th><th className="text-right">{t('berat')}</th>
            <th className="text-right">{t('hargaHitung')}</th><th className="text-right">{t('hargaJual')}</th><th>{t('disetujuiOleh')}</th>
          </tr></thead>
          <tbody>{sale.lines.map((line) => (
            <tr key={line.urutan} className="border-b border-stone-100">
              <td className="py-1 font-mono text-xs">{line.kodeBarcode}</td><td>{line.namaBarang}</td><td>{line.kodeDept}</td>
              <td className="text-right tabular-nums">{num.weight(line.berat, 3)}</td>
              <td className="text-right tabular-nums">{formatRupiah(line.hargaHitung)}</td>
              <td className="text-right tabular-nums">{formatRupiah(line.hargaJual)}</td><td>{line.disetujuiOleh ?? ''}</td>
            </tr>
          ))}</tbody>
        </table>
      </div>
      <dl className="grid max-w-md grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {row(t('totalBerat'), num.weight(sale.totalBerat, 3))}
        {row(t('subtotal'), formatRupiah(sale.subtotal))}
        {row(t('ppn', { persen: num.shortDecimal(sale.ppnPersen, 2) }), formatRupiah(sale.ppn))}
        {row(t('total'), formatRupiah(sale.totalHarga), 'detail-total')}
        {/* A pickup's sale: the order, deposit or PO it hands over, and the money held for it applied. */}
        {sale.noReferensi && row(t('noReferensi'), sale.noReferensi, 'detail-referensi')}
        {sale.uangMuka > 0 && row(t('uangMuka'), formatRupiah(sale.uangMuka), 'detail-uang-muka')}
        {/* The cash part of the price, the money the customer handed over and the change: three distinct rows. */}
        {row(t('dibayarTunai'), formatRupiah(sale.bayarTunai), 'detail-tunai')}
        {row(t('uangDiterima'), formatRupiah(sale.uangDiterima), 'detail-uang-diterima')}
        {row(t('kembalian'), formatRupiah(Math.max(sale.uangDiterima - sale.bayarTunai, 0)), 'detail-kembalian')}
        {row(t('transfer'), sale.bayarTransfer > 0 ? `${formatRupiah(sale.bayarTransfer)} — ${sale.rekeningTransfer ?? ''}` : '-', 'detail-transfer')}
        {row(t('kartu'), sale.bayarKartu > 0 ? `${formatRupiah(sale.bayarKartu)} — ${sale.rekeningKartu ?? ''}` : '-')}
      </dl>
    </div>
  );
}
