import type { NextRequest } from 'next/server';
import { withAccess } from '@/lib/http/with-access';
import { exportReport } from '@/lib/reports/export-report';
import { REPORTS } from '@/features/reports';

// GET /api/laporan/<report id>/<pdf|xlsx>?tgl_from=…&tgl_to=…&kode_toko=…: checked like the report's page.
export async function GET(request: NextRequest, { params }: { params: Promise<{ report: string; format: string }> }) {
  const { report, format } = await params;
  const definition = Object.hasOwn(REPORTS, report) ? REPORTS[report] : undefined;
  const known = definition && (format === 'pdf' || format === 'xlsx');
  return withAccess(known ? definition.path : null, (ctx) =>
    exportReport(definition!, ctx, Object.fromEntries(request.nextUrl.searchParams), format as 'pdf' | 'xlsx'),
  );
}
