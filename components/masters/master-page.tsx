import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/dal';
import { MASTERS, type MasterId } from '@/lib/masters/definitions';
import { getMasterOptions, listMaster } from '@/lib/masters/read-master';
import { PagePanel } from '../shell/page-panel';
import { MasterScreen } from './master-screen';

/** The page of every simple master: gate, rows in the user's scope, choices for its selects. */
export async function MasterPage({ id }: { id: MasterId }) {
  const master = MASTERS[id];
  const ctx = await requirePage(master.path);
  const [t, rows, options] = await Promise.all([
    getTranslations('routes'), listMaster({ ctx, input: { id } }), getMasterOptions({ ctx, input: { id } }),
  ]);
  return (
    <PagePanel title={t(master.path.slice(1) as 'home')} reloadable>
      <MasterScreen id={id} rows={rows} options={options} />
    </PagePanel>
  );
}
