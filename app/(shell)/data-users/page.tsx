import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { UsersScreen } from '@/features/users/components/users-screen';
import { requirePage } from '@/lib/auth/dal';
import { findShops, findUsers } from '@/features/users/services/find-users';
import { assignableLevels } from '@/features/users/services/rules';

export default async function DataUsersPage() {
  const ctx = await requirePage('/data-users');
  const [t, users, shops] = await Promise.all([getTranslations('routes'), findUsers({ ctx }), findShops({ ctx })]);
  return (
    <PagePanel title={t('data-users')} reloadable>
      <UsersScreen users={users} shops={shops} levels={assignableLevels(ctx.user.level)} currentUserId={ctx.user.userId} />
    </PagePanel>
  );
}
