import { getTranslations } from 'next-intl/server';
import { AccessScreen } from '@/features/users/components/access-screen';
import { PagePanel } from '@/components/shell/page-panel';
import { translateMenu } from '@/components/shell/translate-menu';
import { requirePage } from '@/lib/auth/dal';
import { buildAccessTree } from '@/lib/menu/build';
import { editableLevels, getHiddenMenuKeys, type AccessTarget } from '@/features/users/services/access';
import { AppError } from '@/lib/errors/app-error';
import { findAllUsers } from '@/features/users/services/find-users';
import { notFound } from 'next/navigation';
import { translateKey } from '@/lib/i18n/keys';
import { ACCESS_MESSAGES } from '@/features/users/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function HakAksesUsersPage({ searchParams }: { searchParams: Promise<{ level?: string; user?: string }> }) {
  const ctx = await requirePage('/hak-akses-users');
  const [t, params] = await Promise.all([getTranslations(), searchParams]);
  const levels = editableLevels(ctx.user.level);
  const users = (await findAllUsers({ ctx })).filter((user) => levels.includes(user.level as (typeof levels)[number]));
  const target: AccessTarget = params.user
    ? { kind: 'user', userId: params.user }
    : { kind: 'level', level: params.level && levels.includes(params.level as (typeof levels)[number]) ? params.level : levels.includes('KASIR') ? 'KASIR' : levels[0] };
  const hidden = await getHiddenMenuKeys({ ctx, input: target }).catch((error) => {
    // A user who does not exist or whom this admin may not manage: nothing to show.
    if (error instanceof AppError) notFound();
    throw error;
  });
  const tree = translateMenu(buildAccessTree(), (key) => translateKey(t, key));
  return (
    <ClientMessages namespaces={ACCESS_MESSAGES}>
      <PagePanel title={t('routes.hak-akses-users')}>
        <AccessScreen key={JSON.stringify(target) + hidden.join()} tree={tree} target={target} hidden={hidden} levels={levels}
          users={users.map((user) => ({ userId: user.userId, level: user.level }))} />
      </PagePanel>
    </ClientMessages>
  );
}
