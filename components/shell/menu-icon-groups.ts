/** The menu groups with an icon of their own in MenuIconSprite; any other key gets `other`. */
export const MENU_ICON_GROUPS = [
  'dashboard', 'masterBerlian', 'masterData', 'parameter', 'barang', 'otorisasi', 'preOrder', 'transaksiManual', 'penjualan',
  'kupon', 'cicilan', 'pesanan', 'pembelian', 'service', 'hutang', 'kas', 'uangBank', 'nonTunai', 'kirimUang', 'terimaUang',
  'validasi', 'pengalihanSaldo', 'member', 'katalog', 'laporan', 'manageUsers', 'utility', 'setting', 'other',
] as const;
export type MenuIconGroup = (typeof MENU_ICON_GROUPS)[number];

const KNOWN: ReadonlySet<string> = new Set(MENU_ICON_GROUPS);

export const menuIconId = (group: string) => `menu-icon-${KNOWN.has(group) ? group : 'other'}`;
