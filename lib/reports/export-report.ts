import { getNumberStyle } from '@/lib/i18n/number-style.server';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { Readable } from 'node:stream';
import type { SessionContext } from '../auth/context';
import { formatLongDate } from '../format';
import { contentDisposition } from '../http/with-access';
import { ValidationError } from '@/lib/errors/app-error';
import { getDb } from '../db/client';
import type { ReportDefinition } from './definition';
import { writeReportExcel } from './excel';
import { renderReportPdf } from './pdf';
import { reportBatches, runReport } from './run-report';
import { groupHeadingOf, labelBatches } from './value-labels';

/**
 * The PDF or Excel file of a report for the filters in the URL, streamed: totals and counts from one aggregate, the rows
 * through a cursor a batch at a time, so no export holds every row in memory.
 */
export async function exportReport(definition: ReportDefinition, ctx: SessionContext, params: Record<string, string | undefined>, format: 'pdf' | 'xlsx'): Promise<Response> {
  // Only the filters and the shops: the page of rows the screen would show is not needed here.
  const run = await runReport(definition, ctx, { ...params, cari: '1' }, 1);
  if (run.parsed.status !== 'ok') throw ValidationError(Object.values(run.parsed.status === 'invalid' ? run.parsed.errors : {})[0] ?? 'tglAwalRequired');
  if (run.failed) throw new Error(`report ${definition.id} failed`);
  const args = { db: getDb(), ctx, filters: run.parsed.filters };
  const t = await getTranslations('reports');
  const batches = labelBatches(reportBatches(definition, args), run.columns, (key) => t(`options.${key}`));
  const tRoutes = await getTranslations('routes');
  const shop = run.shops.find((s) => s.kodeToko === run.parsed.filters.kodeToko);
  const columns = Object.fromEntries(run.columns.map((column) => [column.label, t(`columns.${column.label}`)]));
  const title = tRoutes(definition.titleKey);
  const period = definition.asOfDate ? t('perTanggal', { date: run.parsed.filters.tglTo })
    : definition.dateRange ? t('period', { from: run.parsed.filters.tglFrom, to: run.parsed.filters.tglTo }) : formatLongDate(new Date());
  const groupHeading = groupHeadingOf(definition, run.groupTotals, (key) => t(`options.${key}`), (count) => t('resultCount', { count }));
  const shopName = shop?.namaToko ?? ctx.shop.namaToko;
  const address = shop?.alamatToko ?? ctx.shop.alamatToko;
  if (format === 'pdf') {
    const doc = renderReportPdf(run.columns, batches, run.totals, run.count, {
      orientation: definition.pdf?.orientation, groupBy: definition.groupBy, groupHeading, groupTotals: run.groupTotals, shopName, shopAddress: address, title, period,
      printedBy: definition.pdf?.printedByShop ? `${ctx.user.userId} / ${run.parsed.filters.kodeToko}` : ctx.user.userId,
      numberStyle: await getNumberStyle(),
      labels: { columns, grandTotal: t('grandTotal'), printedBy: t('printedBy'), pageOf: (page, pages) => t('pageOf', { page, pages }) },
    });
    return new Response(Readable.toWeb(doc) as ReadableStream, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(pdfDisposition(run.count.rows, definition.pdf?.downloadOver), `${definition.exportName}.pdf`), 'Cache-Control': 'no-store' },
    });
  }
  const stream = writeReportExcel(run.columns, batches, run.totals, { title, shopName, period, groupBy: definition.groupBy, groupHeading, groupTotals: run.groupTotals, labels: { columns, grandTotal: t('grandTotal') } });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition('attachment', `${definition.exportName}.xlsx`),
      'Cache-Control': 'no-store',
    },
  });
}

/** A PDF opens in a new window, except a report that says it downloads beyond a number of rows (purchases: 500). */
export function pdfDisposition(rowCount: number, downloadOver: number | undefined): 'inline' | 'attachment' {
  return downloadOver !== undefined && rowCount > downloadOver ? 'attachment' : 'inline';
}
