import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/dal';
import { getDb } from '@/lib/db/client';
import { MASTERS, type MasterId } from '@/lib/masters/definitions';
import { MASTER_SERVICES } from '@/features/masters';
import { PagePanel } from '../shell/page-panel';
import { MasterScreen } from './master-screen';
import { translateKey } from '@/lib/i18n/keys';
import { MASTER_MESSAGES } from './client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** The page of every simple master: gate, rows in the user's scope, choices for its selects. */
export async function MasterPage({ id }: { id: MasterId }) {
  const master = MASTERS[id];
  const ctx = await requirePage(master.path);
  const service = MASTER_SERVICES[id];
  const [t, rows, options] = await Promise.all([
    getTranslations('routes'), service.list(getDb(), ctx), service.options?.(getDb(), ctx) ?? Promise.resolve({}),
  ]);
  return (
    <ClientMessages namespaces={MASTER_MESSAGES}>
      <PagePanel title={translateKey(t, master.path.slice(1))} reloadable>
        <MasterScreen id={id} rows={rows} options={options} />
      </PagePanel>
    </ClientMessages>
  );
}
