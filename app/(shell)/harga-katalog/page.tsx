import { MasterPage } from '@/components/masters/master-page';

export default function Page() {
  return <MasterPage id="harga-katalog" />;
}
