import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/dal';
import { MASTERS, type MasterId } from '@/lib/masters/definitions';
import { findMasterRows, getMasterOptions } from '@/features/masters/services/read-master';
import { sortableOf } from '@/lib/masters/list-columns';
import { mayWriteMaster } from '@/lib/masters/master-access';
import { parsePageParams } from '@/lib/paging/page-params';
import { PagePanel } from '@/components/shell/page-panel';
import { MasterScreen } from './master-screen';
import { translateKey } from '@/lib/i18n/keys';
import { MASTER_MESSAGES } from '../client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** The page of every simple master: gate, the URL's page of rows in the user's scope, choices for its selects. */
export async function MasterPage({ id, searchParams, above }: {
  id: MasterId; searchParams: Promise<Record<string, string | string[] | undefined>>;
  /** The screen's own controls above the list (the gold price's history link). */
  above?: ReactNode;
}) {
  const master = MASTERS[id];
  const ctx = await requirePage(master.path);
  const input = parsePageParams(await searchParams, { sortable: sortableOf(id) });
  const [t, { data, meta }, options] = await Promise.all([
    getTranslations('routes'), findMasterRows({ ctx, input: { id, ...input } }), getMasterOptions({ ctx, input: { id } }),
  ]);
  return (
    <ClientMessages namespaces={MASTER_MESSAGES}>
      <PagePanel title={translateKey(t, master.path.slice(1))} reloadable>
        {above}
        <MasterScreen id={id} rows={data} meta={meta} options={options} canWrite={mayWriteMaster(ctx, id)} />
      </PagePanel>
    </ClientMessages>
  );
}
