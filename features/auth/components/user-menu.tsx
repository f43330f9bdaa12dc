'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { clearLocalData } from '@/lib/client/local-data';
import { whenIdle } from '@/lib/client/when-idle';
import { useAlerts } from '@/components/alerts/use-alerts';
import { Modal } from '@/components/ui/modal';
import { logoutAction } from '../actions/logout';

/**
 * The change-password form, loaded when the dialog first opens (rendered inside Suspense): its form kit and zod schema
 * stay out of every page's first load. `preloadChangePasswordForm` fetches it ahead, when the browser is idle.
 */
const loadChangePasswordForm = () => import('./change-password-form');
const ChangePasswordForm = lazy(() => loadChangePasswordForm().then((module) => ({ default: module.ChangePasswordForm })));
const preloadChangePasswordForm = () => void loadChangePasswordForm();

/** Header buttons: the change-password dialog and logout with its confirmation. */
export function UserMenu() {
  const t = useTranslations('header');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [changing, setChanging] = useState(false);
  const close = useCallback(() => setChanging(false), []);
  useEffect(() => whenIdle(preloadChangePasswordForm), []);

  const logout = async () => {
    if (!(await alerts.confirm(t('logoutConfirm')))) return;
    alerts.progress(tCommon('sending'));
    try {
      await logoutAction();
    } finally {
      // Whether or not the server answered, nothing of the session stays in this browser.
      clearLocalData();
      window.location.assign('/');
    }
  };

  return (
    <div className="flex items-center gap-1">
      <button type="button" onClick={() => setChanging(true)} className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-stone-600 hover:bg-stone-100">
        <Icon name="keyRound" size={16} /> <span className="sr-only md:not-sr-only">{t('changePassword')}</span>
      </button>
      <button type="button" onClick={logout} className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-red-600 hover:bg-red-50">
        <Icon name="logOut" size={16} /> <span className="sr-only md:not-sr-only">{t('logout')}</span>
      </button>
      <Modal open={changing} title={t('changePassword')} onClose={close}>
        <Suspense fallback={null}>
          <ChangePasswordForm idPrefix="header-change-password" onDone={close} />
        </Suspense>
      </Modal>
    </div>
  );
}
