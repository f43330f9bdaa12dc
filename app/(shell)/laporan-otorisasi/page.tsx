import { ReportPage } from '@/components/reports/report-page';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  return <ReportPage reportId="otorisasi" searchParams={await searchParams} />;
}
