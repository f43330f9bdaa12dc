import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { UsersScreen } from '@/features/users/components/users-screen';
import { requirePage } from '@/lib/auth/dal';
import { getDb } from '@/lib/db/client';
import { findShops, findUsers } from '@/features/users/services/find-users';
import { assignableLevels } from '@/features/users/services/rules';
import { USERS_MESSAGES } from '@/features/users/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function DataUsersPage() {
  const ctx = await requirePage('/data-users');
  const [t, users, shops] = await Promise.all([getTranslations('routes'), findUsers({ db: getDb(), ctx }), findShops({ db: getDb(), ctx })]);
  return (
    <ClientMessages namespaces={USERS_MESSAGES}>
      <PagePanel title={t('data-users')} reloadable>
        <UsersScreen users={users} shops={shops} levels={assignableLevels(ctx.user.level)} currentUserId={ctx.user.userId} />
      </PagePanel>
    </ClientMessages>
  );
}
