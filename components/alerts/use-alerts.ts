'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { alerts } from '@/lib/client/alerts';
import { endExpiredSession } from '@/lib/client/local-data';
import type { ActionResult } from '@/lib/actions/result';

/** The §8 alert helpers with titles in the user's language, and the common handling of an action's result. */
export function useAlerts() {
  const t = useTranslations('alerts');
  return useMemo(() => {
    const error = (message: string) => alerts.error(t('errorTitle'), message);
    return {
      ...alerts,
      error,
      /** Shows the result's toast; an expired session goes back to login with local data cleared. */
      handle<T>(result: ActionResult<T>): result is { status: 'success'; message?: string; data?: T } {
        if (result.status === 'expired') {
          endExpiredSession();
          return false;
        }
        if (result.status === 'error') {
          error(result.message);
          return false;
        }
        if (result.message) alerts.success(result.message);
        return true;
      },
    };
  }, [t]);
}
