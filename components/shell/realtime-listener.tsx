'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { endExpiredSession } from '@/lib/client/local-data';
import { getTabId } from '@/lib/client/tab-id';
import { useAlerts } from '../alerts/use-alerts';
import type { RealtimeSocket } from '../realtime/use-realtime';

export const SETTINGS_RELOAD_DELAY_MS = 1000;

/**
 * The tab's realtime connection. settings-changed (§4): ask whether to refresh; on Ya reload after 1 s,
 * which brings the new module flags from the server. A refused connection means the session is gone.
 */
export function RealtimeListener() {
  const t = useTranslations('realtime');
  const alerts = useAlerts();
  useEffect(() => {
    let socket: RealtimeSocket | undefined;
    let stopped = false;
    let asking = false;
    const onSettings = async (event: { originTab?: string } = {}) => {
      if (asking || event.originTab === getTabId()) return;
      asking = true;
      const refresh = await alerts.confirm(t('settingsChanged'));
      asking = false;
      if (refresh) setTimeout(() => window.location.reload(), SETTINGS_RELOAD_DELAY_MS);
    };
    const onConnect = () => document.documentElement.setAttribute('data-realtime', 'connected');
    const onError = (error: Error) => {
      if (error.message === 'Invalid Token') {
        socket?.close();
        endExpiredSession();
      }
    };
    // A server task's progress (§2.2's progress modal): shown until done reaches total.
    const onProgress = (event: { done: number; total: number; label: string }) => {
      if (event.done >= event.total) alerts.progressDone();
      else alerts.progress(`${event.label} ${event.done}/${event.total}`.trim());
    };
    // socket.io-client is loaded after the page, not in its first load.
    void import('../realtime/use-realtime').then(({ getRealtimeSocket }) => {
      if (stopped) return;
      socket = getRealtimeSocket();
      socket.on('settings-changed', onSettings);
      socket.on('progress', onProgress);
      socket.on('connect', onConnect);
      socket.on('connect_error', onError);
      if (socket.connected) onConnect();
    });
    return () => {
      stopped = true;
      socket?.off('settings-changed', onSettings);
      socket?.off('progress', onProgress);
      socket?.off('connect', onConnect);
      socket?.off('connect_error', onError);
    };
  }, [alerts, t]);
  return null;
}
