import { Icon } from '@/components/shell/icons';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/dal';
import type { ReportDefinition } from '@/lib/reports/definition';
import { runReport } from '@/lib/reports/run-report';
import { PagePanel } from '../shell/page-panel';
import { ReportFilterForm } from './report-filters';
import { ReportOutcome } from './report-outcome';
import { ReportTable } from './report-table';
import { REPORT_MESSAGES } from './client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { settingFlag } from '@/lib/settings/read';

/** The one page every report definition renders through: filters, outcome toast, table with totals, exports. */
export async function ReportPage({ definition, searchParams }: { definition: ReportDefinition; searchParams: Record<string, string | undefined> }) {
  const ctx = await requirePage(definition.path);
  const [t, tRoutes, tMenu, run] = await Promise.all([
    getTranslations('reports'), getTranslations('routes'), getTranslations('menu'), runReport(definition, ctx, searchParams),
  ]);
  const { parsed, rows, totals, count, failed } = run;
  const showBranch = definition.branchSelector && ctx.shop.appType === 'PUSAT';
  const searched = parsed.status === 'ok';
  const hasRows = searched && count.rows > 0;
  const messageKey = failed ? definition.messages.failed : hasRows ? definition.messages.available : definition.messages.empty;
  const exportQuery = new URLSearchParams({ tgl_from: parsed.filters.tglFrom, tgl_to: parsed.filters.tglTo, kode_toko: parsed.filters.kodeToko, ...parsed.filters.values, cari: '1' });
  const selects = definition.selects.map((select) => ({
    name: select.name,
    label: t(`filters.${select.label}`),
    options: run.selectOptions[select.name].map((option) => ({ value: option.value, label: option.translate ? t(`options.${option.label}`) : option.label })),
  }));
  return (
    <ClientMessages namespaces={REPORT_MESSAGES}>
    <PagePanel title={tRoutes(definition.titleKey)} breadcrumb={definition.path.startsWith('/laporan') ? [tMenu('laporan')] : undefined}>
      <div className="flex flex-col gap-5">
        <ReportFilterForm
          key={searchParams.cari ?? 'idle'}
          path={definition.path}
          initial={parsed.filters}
          idle={parsed.status === 'idle'}
          serverErrors={parsed.status === 'invalid' ? parsed.errors : {}}
          shops={showBranch ? run.shops.map(({ kodeToko, namaToko }) => ({ kodeToko, namaToko })) : null}
          branchRequired={!!definition.branchRequired}
          oneMonthProtection={settingFlag(ctx.settings, 'PROTEKSI_RENTANG_SATU_BULAN_MODULE')}
          dateRange={definition.dateRange}
          asOfDate={!!definition.asOfDate}
          selects={selects}
          inputs={(definition.inputs ?? []).map((input) => ({ name: input.name, label: t(`filters.${input.label}`) }))}
          searchLabel={t(definition.searchLabel ?? 'search')}
        />
        {searched && (
          <>
            <ReportOutcome
              searchKey={searchParams.cari ?? ''}
              message={t(`messages.${messageKey}`)}
              period={hasRows ? { tgl_from: parsed.filters.tglFrom, tgl_to: parsed.filters.tglTo } : null}
            />
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm text-stone-600">
                {definition.asOfDate ? t('perTanggal', { date: parsed.filters.tglTo })
                  : definition.dateRange ? t('period', { from: parsed.filters.tglFrom, to: parsed.filters.tglTo }) : t('resultCount', { count: count.rows })}
                {showBranch && ` · ${parsed.filters.kodeToko}`}
              </p>
              {hasRows && definition.exports !== false && (
                <div className="flex gap-2">
                  <a href={`/api/laporan/${definition.id}/pdf?${exportQuery}`} target="_blank" rel="noopener" className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50">
                    <Icon name="fileDown" size={16} /> {t('exportPdf')}
                  </a>
                  <a href={`/api/laporan/${definition.id}/xlsx?${exportQuery}`} download className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50">
                    <Icon name="fileSpreadsheet" size={16} /> {t('exportExcel')}
                  </a>
                </div>
              )}
            </div>
            <ReportTable definition={definition} columns={run.columns} rows={rows} totals={totals} count={count.rows} groupTotals={run.groupTotals}
              page={run.page} pageSize={run.pageSize}
              pageHref={(page) => `${definition.path}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(searchParams).filter(([, v]) => v !== undefined)) as Record<string, string>, page: String(page) })}`} />
            {hasRows && definition.pdf?.downloadOver !== undefined && count.rows > definition.pdf.downloadOver && (
              <p className="text-xs text-stone-500">{t('pdfDownloads', { count: definition.pdf.downloadOver })}</p>
            )}
          </>
        )}
      </div>
    </PagePanel>
    </ClientMessages>
  );
}
