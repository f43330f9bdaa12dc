'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { scanRefusal, type ScanOutcome } from '@/components/forms/barcode-input';
import { findItemToMoveAction } from '@/features/stock/moves/actions/moves';
import type { ItemLine } from './item-lines';

/**
 * The scanned lines of a move or a send. The scan field (BarcodeInput) hands the codes over one after the other, in
 * the order they were scanned, so no scan is lost and lines keep the scan order; each answers what became of it.
 */
export function useScannedLines(path: string) {
  const t = useTranslations('stockMoves');
  const tErrors = useTranslations('errors');
  const [lines, setLines] = useState<ItemLine[]>([]);
  const known = useRef(new Set<string>());
  const scan = useCallback(async (code: string): Promise<ScanOutcome> => {
    if (known.current.has(code.toUpperCase())) return { ok: false, message: t('sudahAda', { barcode: code.toUpperCase() }) };
    const result = await findItemToMoveAction(path, code);
    if (result.status !== 'success' || !result.data) return scanRefusal(result, tErrors('unexpected'));
    const line = result.data;
    if (known.current.has(line.kodeBarcode)) return { ok: false, message: t('sudahAda', { barcode: line.kodeBarcode }) };
    known.current.add(line.kodeBarcode);
    setLines((current) => [...current, line]);
    return { ok: true, text: line.namaBarang };
  }, [path, t, tErrors]);
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
