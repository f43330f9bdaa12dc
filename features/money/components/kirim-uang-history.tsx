import { getTranslations } from 'next-intl/server';
import { formatDateTime, formatRupiah } from '@/lib/format';
import type { KirimUangRow } from '@/features/money/services/kirim-uang';
import { RowLinkButton } from '@/components/reports/row-link';

/** The latest transfers to head office with status and receipt (kirim-uang-history). */
export async function KirimUangHistory({ rows, title, chooseHref }: { rows: KirimUangRow[]; title: string; chooseHref?: (nomor: string) => string }) {
  const t = await getTranslations('kirimUang');
  const tCommon = await getTranslations('common');
  return (
    <section aria-labelledby="kirim-history" className="flex flex-col gap-2">
      <h2 id="kirim-history" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</h2>
      <div className="overflow-x-auto rounded-lg border border-stone-200">
        <table className="w-full text-sm" aria-label={title}>
          <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th className="px-3 py-2">{t('nomorReferensi')}</th><th className="px-3 py-2">{t('tanggal')}</th><th className="px-3 py-2">{t('toko')}</th>
              <th className="px-3 py-2">{t('keterangan')}</th><th className="px-3 py-2 text-right">{t('jumlah')}</th><th className="px-3 py-2">{t('status')}</th>
              <th className="px-3 py-2">{tCommon('actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.length === 0 && <tr><td colSpan={7} className="px-3 py-6 text-center text-stone-500">{tCommon('noData')}</td></tr>}
            {rows.map((row) => (
              <tr key={row.nomorReferensi} data-nomor={row.nomorReferensi}>
                <td className="px-3 py-2 font-mono text-xs">{row.nomorReferensi}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(new Date(row.tanggal))}</td>
                <td className="px-3 py-2">{row.kodeToko}</td>
                <td className="px-3 py-2">{row.keterangan || '-'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatRupiah(row.jumlah)}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${row.status === 'DONE' ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800'}`}>
                    {row.status === 'DONE' ? t('statusDONE') : t('statusOPEN')}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-2">
                    <RowLinkButton label={t('cetakBukti')} link={{
                      label: 'cetakBukti', href: `/api/kirim-uang/${encodeURIComponent(row.nomorReferensi)}/pdf`, newWindow: true,
                      authorization: { fitur: 'CETAK_ULANG_KIRIM_UANG', notes: row.nomorReferensi },
                    }} />
                    {chooseHref && <a href={chooseHref(row.nomorReferensi)} className="rounded border border-amber-400 px-2 py-0.5 text-xs text-amber-800 hover:bg-amber-50">{t('pilih')}</a>}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
