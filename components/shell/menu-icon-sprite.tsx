import {
  BadgeCheck, BarChart3, Boxes, CalendarClock, Coins, CreditCard, Database, Diamond, Gem, HandCoins, Landmark,
  LayoutDashboard, type LucideIcon, Receipt, Send, Settings, ShieldCheck, ShoppingBag, ShoppingCart, SlidersHorizontal,
  Smartphone, Ticket, Users, UserCog, Wallet, Wrench, ArrowLeftRight, Download, ClipboardList,
} from 'lucide-react';
import { MENU_ICON_GROUPS, menuIconId, type MenuIconGroup } from './menu-icon-groups';

const ICONS: Record<MenuIconGroup, LucideIcon> = {
  dashboard: LayoutDashboard, masterBerlian: Diamond, masterData: Database, parameter: SlidersHorizontal, barang: Boxes,
  otorisasi: ShieldCheck, preOrder: CalendarClock, transaksiManual: ClipboardList, penjualan: ShoppingCart, kupon: Ticket,
  cicilan: CreditCard, pesanan: ShoppingBag, pembelian: HandCoins, service: Wrench, hutang: Receipt, kas: Wallet,
  uangBank: Landmark, nonTunai: CreditCard, kirimUang: Send, terimaUang: Download, validasi: BadgeCheck,
  pengalihanSaldo: ArrowLeftRight, member: Users, katalog: Smartphone, laporan: BarChart3, manageUsers: UserCog,
  utility: Coins, setting: Settings, other: Gem,
};

/**
 * Every menu group's icon once, as SVG symbols, rendered on the server by the shell layout. The sidebar and the tiles
 * draw an icon by reference (MenuIcon): the icons' code stays out of the browser's JavaScript and the page carries
 * each drawing once instead of once per tile.
 */
export function MenuIconSprite() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute size-0 overflow-hidden">
      {MENU_ICON_GROUPS.map((group) => {
        const Icon = ICONS[group];
        return (
          <symbol key={group} id={menuIconId(group)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}
