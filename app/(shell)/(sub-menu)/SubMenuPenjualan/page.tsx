import { SubMenuPage } from '@/components/shell/sub-menu-page';

export default function Page() {
  return <SubMenuPage path="/SubMenuPenjualan" />;
}
