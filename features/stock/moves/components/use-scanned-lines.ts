'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { findItemToMoveAction } from '@/features/stock/moves/actions/moves';
import type { ItemLine } from './item-lines';

/**
 * The scanned lines of a move or a send. Scans are looked up one after the other (a fast scanner types the next code
 * before the first answer): each code waits its turn in a queue, so no scan is lost and lines keep the scan order.
 */
export function useScannedLines(path: string) {
  const t = useTranslations('stockMoves');
  const alerts = useAlerts();
  const [lines, setLines] = useState<ItemLine[]>([]);
  const queue = useRef(Promise.resolve());
  const known = useRef(new Set<string>());
  const scan = useCallback((code: string) => {
    queue.current = queue.current.then(async () => {
      if (known.current.has(code)) {
        alerts.error(t('sudahAda', { barcode: code }));
        return;
      }
      const result = await findItemToMoveAction(path, code);
      if (alerts.handle(result) && result.data && !known.current.has(result.data.kodeBarcode)) {
        known.current.add(result.data.kodeBarcode);
        const line = result.data;
        setLines((current) => [...current, line]);
      }
    });
  }, [alerts, path, t]);
  const remove = useCallback((kodeBarcode: string) => {
    known.current.delete(kodeBarcode);
    setLines((current) => current.filter((line) => line.kodeBarcode !== kodeBarcode));
  }, []);
  const clear = useCallback(() => {
    known.current.clear();
    setLines([]);
  }, []);
  return { lines, scan, remove, clear };
}
