'use client';
import { useEffect, useRef } from 'react';
import { endExpiredSession } from '@/lib/client/local-data';
import type { FormOutcome } from '@/lib/actions/run-form-action';
import { useAlerts } from '../alerts/use-alerts';

type Result = { outcome: FormOutcome; message?: string } | undefined;

/** Reacts once to each answer of a form action: toast on success, "Oopss!!" on error, login on an expired session. */
export function useFormOutcome(result: Result, onSuccess?: () => void) {
  const alerts = useAlerts();
  const handled = useRef<Result>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.outcome === 'expired') endExpiredSession();
    if (result.outcome === 'success') {
      if (result.message) alerts.success(result.message);
      onSuccess?.();
    }
    if (result.outcome === 'error' && result.message) alerts.error(result.message);
  }, [result, alerts, onSuccess]);
}
