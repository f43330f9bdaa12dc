'use client';
import { lazy, Suspense } from 'react';
import type { MonthlyPoint } from '@/features/dashboard/services/get-dashboard';

// The chart library (recharts, about 107 KiB gzipped) is fetched after the page's first load, and only by the dashboards.
const MonthlyChart = lazy(() => import('./monthly-chart').then((module) => ({ default: module.MonthlyChart })));

/** The monthly chart, with a placeholder of its size while its code loads. */
export function LazyMonthlyChart({ data }: { data: MonthlyPoint[] }) {
  return (
    <Suspense fallback={<div className="h-[20.5rem] w-full" aria-busy="true" />}>
      <MonthlyChart data={data} />
    </Suspense>
  );
}
