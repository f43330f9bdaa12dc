import { MasterPage } from '@/components/masters/master-page';

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <MasterPage id="item-katalog" searchParams={searchParams} />;
}
