'use client';
import { Icon } from './icons';
import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { ChangePasswordForm, logoutAction, preloadChangePasswordForm } from '@/features/auth/client';
import { clearLocalData } from '@/lib/client/local-data';
import { whenIdle } from '@/lib/client/when-idle';
import { useAlerts } from '../alerts/use-alerts';
import { Modal } from '../ui/modal';

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
      {/* Named below md too, where the words are hidden and only the icon shows (axe: button-name at 390 px). */}
      <button type="button" onClick={() => setChanging(true)} aria-label={t('changePassword')} className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-stone-600 hover:bg-stone-100">
        <Icon name="keyRound" size={16} /> <span className="hidden md:inline">{t('changePassword')}</span>
      </button>
      <button type="button" onClick={logout} aria-label={t('logout')} className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-red-600 hover:bg-red-50">
        <Icon name="logOut" size={16} /> <span className="hidden md:inline">{t('logout')}</span>
      </button>
      <Modal open={changing} title={t('changePassword')} onClose={close}>
        <Suspense fallback={null}>
          <ChangePasswordForm idPrefix="header-change-password" onDone={close} />
        </Suspense>
      </Modal>
    </div>
  );
}
