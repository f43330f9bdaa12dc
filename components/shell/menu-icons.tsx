import {
  BadgeCheck, BarChart3, Boxes, CalendarClock, Coins, CreditCard, Database, Diamond, Gem, HandCoins, Landmark,
  LayoutDashboard, type LucideIcon, Receipt, Send, Settings, ShieldCheck, ShoppingBag, ShoppingCart, SlidersHorizontal,
  Smartphone, Ticket, Users, UserCog, Wallet, Wrench, ArrowLeftRight, Download, ClipboardList,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard, masterBerlian: Diamond, masterData: Database, parameter: SlidersHorizontal, barang: Boxes,
  otorisasi: ShieldCheck, preOrder: CalendarClock, transaksiManual: ClipboardList, penjualan: ShoppingCart, kupon: Ticket,
  cicilan: CreditCard, pesanan: ShoppingBag, pembelian: HandCoins, service: Wrench, hutang: Receipt, kas: Wallet,
  uangBank: Landmark, nonTunai: CreditCard, kirimUang: Send, terimaUang: Download, validasi: BadgeCheck,
  pengalihanSaldo: ArrowLeftRight, member: Users, katalog: Smartphone, laporan: BarChart3, manageUsers: UserCog,
  utility: Coins, setting: Settings,
};

export function MenuIcon({ group, size = 18 }: { group: string; size?: number }) {
  const Icon = ICONS[group] ?? Gem;
  return <Icon size={size} aria-hidden />;
}
