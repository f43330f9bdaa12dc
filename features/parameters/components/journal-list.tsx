import { Pencil } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { spaced } from '@/lib/format';

/** Akuntansi / Parameter Akun: every journal (name and type, underscores shown as spaces) with its edit button. */
export async function JournalList({ journals }: { journals: { trx: string; type: string }[] }) {
  const t = await getTranslations('parameters');
  const tCommon = await getTranslations('common');
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200">
      <table className="w-full text-sm" aria-label={t('journals')}>
        <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
          <tr><th className="px-3 py-2">{t('namaJurnal')}</th><th className="px-3 py-2">{t('type')}</th><th className="px-3 py-2 w-24">{tCommon('actions')}</th></tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {journals.map((journal) => (
            <tr key={`${journal.trx}/${journal.type}`}>
              <td className="px-3 py-2 font-medium">{spaced(journal.trx)}</td>
              <td className="px-3 py-2">{spaced(journal.type)}</td>
              <td className="px-3 py-2">
                <Link href={`/parameter-akun?${new URLSearchParams({ trx: journal.trx, type: journal.type })}`}
                  aria-label={t('editJournal', { name: spaced(journal.trx) })}
                  className="inline-flex items-center gap-1 rounded-lg border border-stone-300 px-2.5 py-1 text-xs font-medium text-stone-700 hover:bg-stone-50">
                  <Pencil size={13} aria-hidden /> {t('edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
