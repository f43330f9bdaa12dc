'use client';
import { useEffect } from 'react';
import { localKeys } from '@/lib/client/local-data';
import { showToast } from '@/lib/client/toast';

/** After a search: the §8 info toast (empty, available or failed) and, with results, the period kept for the next report. */
export function ReportOutcome({ searchKey, message, period }: { searchKey: string; message: string; period: { tgl_from: string; tgl_to: string } | null }) {
  useEffect(() => {
    showToast('info', message, { duration: 3000 });
    if (period) localStorage.setItem(localKeys.reportPeriod, JSON.stringify(period));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per search: searchKey changes with every "Cari Laporan"
  }, [searchKey]);
  return null;
}
