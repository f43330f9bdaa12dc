import { MasterPage } from '@/features/masters/components/master-page';

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <MasterPage id="deskripsi-service" searchParams={searchParams} />;
}
