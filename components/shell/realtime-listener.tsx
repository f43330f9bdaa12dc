'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { endExpiredSession } from '@/lib/client/local-data';
import { getTabId } from '@/lib/client/tab-id';
import { useAlerts } from '../alerts/use-alerts';

export const SETTINGS_RELOAD_DELAY_MS = 1000;

/**
 * The tab's realtime connection. settings-changed (§4): ask whether to refresh; on Ya reload after 1 s,
 * which brings the new module flags from the server. A refused connection means the session is gone.
 */
export function RealtimeListener() {
  const t = useTranslations('realtime');
  const alerts = useAlerts();
  useEffect(() => {
    const socket = io({ path: '/socket.io', transports: ['websocket', 'polling'] });
    let asking = false;
    socket.on('settings-changed', async (event: { originTab?: string } = {}) => {
      if (asking || event.originTab === getTabId()) return;
      asking = true;
      const refresh = await alerts.confirm(t('settingsChanged'));
      asking = false;
      if (refresh) setTimeout(() => window.location.reload(), SETTINGS_RELOAD_DELAY_MS);
    });
    socket.on('connect', () => document.documentElement.setAttribute('data-realtime', 'connected'));
    socket.on('connect_error', (error) => {
      if (error.message === 'Invalid Token') {
        socket.close();
        endExpiredSession();
      }
    });
    return () => {
      socket.close();
    };
  }, [alerts, t]);
  return null;
}
