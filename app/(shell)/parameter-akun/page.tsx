import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JournalEditor } from '@/features/parameters/components/journal-editor';
import { JournalList } from '@/features/parameters/components/journal-list';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { getJournal, listAkunChoices, listJournals } from '@/features/parameters/services/parameter-akun';
import { PARAMETERS_MESSAGES } from '@/features/parameters/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** Akuntansi / Parameter Akun: the journal list, or one journal's edit screen (?trx=…&type=…). */
export default async function Page({ searchParams }: { searchParams: Promise<{ trx?: string; type?: string }> }) {
  const ctx = await requirePage('/parameter-akun');
  const [{ trx, type }, t, tMenu] = await Promise.all([searchParams, getTranslations('routes'), getTranslations('menu')]);
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
        <JournalList journals={await listJournals({ ctx })} />
      </PagePanel>
    </ClientMessages>
  );
}
