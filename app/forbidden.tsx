import { NotAvailable } from '@/components/shell/not-available';

export default function Forbidden() {
  return <NotAvailable />;
}
