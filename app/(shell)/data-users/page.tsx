import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { UsersScreen } from '@/features/users/components/users-screen';
import { requirePage } from '@/lib/auth/dal';
import { findShops, findUsers, USER_SORTS } from '@/features/users/services/find-users';
import { parsePageParams } from '@/lib/paging/page-params';
import { assignableLevels } from '@/features/users/services/rules';
import { USERS_MESSAGES } from '@/features/users/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function DataUsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requirePage('/data-users');
  const input = parsePageParams(await searchParams, { sortable: USER_SORTS });
  const [t, users, shops] = await Promise.all([getTranslations('routes'), findUsers({ ctx, input }), findShops({ ctx })]);
  return (
    <ClientMessages namespaces={USERS_MESSAGES}>
      <PagePanel title={t('data-users')} reloadable>
        <UsersScreen users={users.data} meta={users.meta} shops={shops} levels={assignableLevels(ctx.user.level)} currentUserId={ctx.user.userId} />
      </PagePanel>
    </ClientMessages>
  );
}
