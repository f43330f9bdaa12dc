'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useTransition } from 'react';
import { resetUserPasswordAction, setUserActiveAction } from '@/features/users/actions/user-access';
import type { UserRow } from '@/features/users/services/find-users';
import { USER_SORTS } from '@/features/users/user-sorts';
import type { Paged } from '@/lib/paging/page-params';
import { useAlerts } from '@/components/alerts/use-alerts';
import type { ColumnDef } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { whenIdle } from '@/lib/client/when-idle';

// The add / edit user form (the form kit) is fetched when the browser is idle after the list, not with it.
const loadUserForm = () => import('./user-form');
const UserForm = lazy(() => loadUserForm().then((module) => ({ default: module.UserForm })));

type Editing = { user: UserRow | null } | null;

// Not a form (decision 010): the list and its row buttons; adding and editing is the kit's user-form.
/** /data-users: the list with add, edit, disable/enable and reset password. */
export function UsersScreen({ users, meta, levels, shops, currentUserId }: {
  /** One page of the list, from the server. */
  users: UserRow[];
  meta: Paged<UserRow>['meta'];
  levels: string[];
  shops: { kodeToko: string; namaToko: string }[];
  currentUserId: string;
}) {
  const t = useTranslations('users');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => whenIdle(() => void loadUserForm()), []);
  const [, startTransition] = useTransition();
  const close = useCallback(() => {
    setEditing(null);
    router.refresh();
  }, [router]);

  const columns = useMemo<ColumnDef<UserRow>[]>(() => {
    const toggleActive = async (user: UserRow) => {
      const question = user.isActive ? t('confirmDisable', { userId: user.userId }) : t('confirmEnable', { userId: user.userId });
      if (!(await alerts.confirm(question))) return;
      startTransition(async () => {
        if (alerts.handle(await setUserActiveAction(user.userId, !user.isActive))) router.refresh();
      });
    };
    const resetPassword = async (user: UserRow) => {
      if (!(await alerts.confirm(t('confirmReset', { userId: user.userId })))) return;
      alerts.progress(tCommon('sending'));
      const result = await resetUserPasswordAction(user.userId);
      alerts.progressDone();
      if (alerts.handle(result) && result.data) await alerts.info(t('newPassword', { userId: user.userId, password: result.data.password }));
    };
    return [
      { id: 'userId', accessorKey: 'userId', header: tCommon('userId') },
      { id: 'namaUser', accessorKey: 'namaUser', header: t('namaUser') },
      { id: 'level', accessorKey: 'level', header: t('level') },
      { id: 'toko', accessorFn: (row) => `${row.kodeToko} ${row.namaToko}`, header: t('shop'), cell: ({ row }) => `${row.original.kodeToko} · ${row.original.namaToko}` },
      {
        id: 'status', accessorFn: (row) => (row.isActive ? t('active') : t('inactive')), header: t('status'),
        cell: ({ row }) => (
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${row.original.isActive ? 'bg-emerald-50 text-emerald-700' : 'bg-stone-200 text-stone-600'}`}>
            {row.original.isActive ? t('active') : t('inactive')}
          </span>
        ),
      },
      {
        id: 'actions', header: tCommon('actions'),
        cell: ({ row }) => {
          const user = row.original;
          const manageable = levels.includes(user.level) && user.userId !== currentUserId;
          if (!manageable) return null;
          return (
            <div className="flex gap-1">
              <button type="button" onClick={() => setEditing({ user })} aria-label={t('editUser', { userId: user.userId })} className="rounded p-1.5 text-stone-600 hover:bg-stone-100"><Icon name="pencil" size={15} /></button>
              <button type="button" onClick={() => toggleActive(user)} aria-label={user.isActive ? t('disableUser', { userId: user.userId }) : t('enableUser', { userId: user.userId })} className={`rounded p-1.5 hover:bg-stone-100 ${user.isActive ? 'text-red-600' : 'text-emerald-600'}`}><Icon name="power" size={15} /></button>
              <button type="button" onClick={() => resetPassword(user)} aria-label={t('resetUser', { userId: user.userId })} className="rounded p-1.5 text-amber-700 hover:bg-stone-100"><Icon name="keyRound" size={15} /></button>
            </div>
          );
        },
      },
    ];
  }, [t, tCommon, alerts, router, levels, currentUserId]);

  return (
    <>
      <DataTable
        data={users}
        meta={meta}
        columns={columns}
        sortable={USER_SORTS}
        label={t('tableLabel')}
        toolbar={<Button onClick={() => setEditing({ user: null })}><Icon name="userPlus" size={16} /> {t('add')}</Button>}
      />
      <Modal open={editing !== null} title={editing?.user ? t('editTitle') : t('addTitle')} onClose={() => setEditing(null)}>
        {editing && (
          <Suspense fallback={null}>
            <UserForm key={editing.user?.userId ?? 'new'} user={editing.user} levels={levels} shops={shops} onDone={close} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
