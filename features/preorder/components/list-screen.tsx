import { AppLink as Link } from '@/components/shell/in-app-links';
import { getTranslations } from 'next-intl/server';
import { formatDate, formatRupiah, formatWeight } from '@/lib/format';
import { LIST_STATUSES } from '../schemas';
import type { PreOrderList } from '../services/pre-orders';
import { CancelButton } from './cancel-button';
import { FinishButton } from './finish-button';

/** Lihat Pre Order: the status filter, the page of POs ({ preorders, count, skip, limit, page }) and Selesai per open PO. */
export async function ListScreen({ list, status, salespeople }: { list: PreOrderList; status: string; salespeople: { value: string; label: string }[] }) {
  const t = await getTranslations('preorder');
  const pages = Math.max(1, Math.ceil(list.count / list.limit));
  const href = (next: { status?: string; page?: number }) => `/lihat-pre-order?status=${next.status ?? status}&page=${next.page ?? 1}`;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('status')} className="flex gap-2">
        {LIST_STATUSES.map((one) => (
          <Link key={one} href={href({ status: one })} aria-current={one === status ? 'page' : undefined}
            className={`rounded-lg border px-3 py-1 text-sm ${one === status ? 'border-amber-700 bg-amber-50 font-semibold' : 'border-stone-300'}`}>{t(`status${one}`)}</Link>
        ))}
      </nav>
      {list.preorders.length === 0 && <p role="status" className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">{t('dataTidakTersedia')}</p>}
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              {['noPo', 'tanggal', 'namaCustomer', 'namaBarang', 'berat', 'total', 'dibayar', 'sisa', 'jumlahBarang', 'status', 'noFaktur'].map((key) => (
                <th key={key} scope="col" className="px-2 py-1">{t(key as 'noPo')}</th>
              ))}
              <th scope="col" className="px-2 py-1"><span className="sr-only">{t('selesai')}</span></th>
            </tr>
          </thead>
          <tbody>
            {list.preorders.map((po) => (
              <tr key={po.noPo} className="border-t border-stone-200">
                <td className="px-2 py-1">{po.noPo}</td>
                <td className="px-2 py-1">{formatDate(po.tanggal)}</td>
                <td className="px-2 py-1">{po.namaCustomer}</td>
                <td className="px-2 py-1">{po.namaBarang} ({po.kodeDept})</td>
                <td className="px-2 py-1 text-right">{formatWeight(po.berat, 3)}</td>
                <td className="px-2 py-1 text-right">{formatRupiah(po.totalHarga)}</td>
                <td className="px-2 py-1 text-right">{formatRupiah(po.dibayar)}</td>
                <td className="px-2 py-1 text-right">{formatRupiah(po.status === 'FINISH' ? 0 : po.sisa)}</td>
                <td className="px-2 py-1 text-right">{po.jumlahBarang}</td>
                <td className="px-2 py-1">{t(`status${po.status as 'OPEN'}`)}</td>
                <td className="px-2 py-1">{po.noFakturJual ?? ''}</td>
                <td className="px-2 py-1">
                  {po.status === 'OPEN' && (
                    <div className="flex flex-wrap items-start gap-2">
                      {po.jumlahBarang > 0 && <FinishButton noPo={po.noPo} sisa={po.sisa} salespeople={salespeople} />}
                      <CancelButton noPo={po.noPo} dibayar={po.dibayar} />
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t('halaman', { page: list.page, pages })} className="flex items-center gap-3 text-sm">
          {list.page > 1 && <Link href={href({ page: list.page - 1 })}>{t('sebelumnya')}</Link>}
          <span>{t('halaman', { page: list.page, pages })}</span>
          {list.page < pages && <Link href={href({ page: list.page + 1 })}>{t('berikutnya')}</Link>}
        </nav>
      )}
    </div>
  );
}
