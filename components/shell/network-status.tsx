'use client';
import { Icon } from './icons';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

/** Offline: a blocking dialog. Back online: a dialog whose button reloads the page (§2.2). */
export function NetworkStatus() {
  const t = useTranslations('network');
  const tCommon = useTranslations('common');
  const [status, setStatus] = useState<'online' | 'offline' | 'back'>('online');
  useEffect(() => {
    const offline = () => setStatus('offline');
    const online = () => setStatus((current) => (current === 'offline' ? 'back' : current));
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <>
      <Modal open={status === 'offline'} title={t('offlineTitle')} blocking size="sm">
        <div className="flex items-start gap-3">
          <Icon name="offline" className="mt-0.5 shrink-0 text-red-600" size={22} />
          <p className="text-sm text-stone-700">{t('offlineText')}</p>
        </div>
      </Modal>
      <Modal open={status === 'back'} title={t('onlineTitle')} blocking size="sm">
        <p className="text-sm text-stone-700">{t('onlineText')}</p>
        <div className="mt-5 flex justify-end">
          <Button autoFocus onClick={() => window.location.reload()}>{tCommon('reload')}</Button>
        </div>
      </Modal>
    </>
  );
}
