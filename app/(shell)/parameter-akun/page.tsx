import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JournalEditor } from '@/features/parameters/components/journal-editor';
import { JournalList } from '@/features/parameters/components/journal-list';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { findJournals, getJournal, JOURNAL_SORTS, listAkunChoices } from '@/features/parameters/services/parameter-akun';
import { parsePageParams, type SearchParams } from '@/lib/paging/page-params';
import { PARAMETERS_MESSAGES } from '@/features/parameters/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** Akuntansi / Parameter Akun: the journal list, or one journal's edit screen (?trx=…&type=…). */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await requirePage('/parameter-akun');
  const [params, t, tMenu] = await Promise.all([searchParams, getTranslations('routes'), getTranslations('menu')]);
  const [trx, type] = [params.trx, params.type].map((value) => (typeof value === 'string' ? value : undefined));
  if (trx && type) {
    const [journal, accounts] = await Promise.all([getJournal({ ctx, input: { trx, type } }), listAkunChoices({ ctx })]);
    if (!journal) notFound();
    return (
      <ClientMessages namespaces={PARAMETERS_MESSAGES}>
        <PagePanel title={t('parameter-akun')} breadcrumb={[tMenu('parameter')]}>
          <JournalEditor journal={journal} accounts={accounts} />
        </PagePanel>
      </ClientMessages>
    );
  }
  return (
    <ClientMessages namespaces={PARAMETERS_MESSAGES}>
      <PagePanel title={t('parameter-akun')} breadcrumb={[tMenu('parameter')]} reloadable>
        <JournalList journals={await findJournals({ ctx, input: parsePageParams(params, { sortable: JOURNAL_SORTS }) })} />
      </PagePanel>
    </ClientMessages>
  );
}
