import { ReportPage } from '@/components/reports/report-page';
import { REPORTS } from '@/features/reports';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  return <ReportPage definition={REPORTS['titip-uang']} searchParams={await searchParams} />;
}
