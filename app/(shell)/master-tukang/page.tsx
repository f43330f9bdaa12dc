import { MasterPage } from '@/features/masters/components/master-page';

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <MasterPage id="tukang" searchParams={searchParams} />;
}
