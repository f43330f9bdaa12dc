/** The menu groups with an icon of their own in the icon sprite; any other key gets `other`. */
export const MENU_ICON_GROUPS = [
  'dashboard', 'masterBerlian', 'masterData', 'parameter', 'barang', 'otorisasi', 'preOrder', 'transaksiManual', 'penjualan',
  'kupon', 'cicilan', 'pesanan', 'pembelian', 'service', 'hutang', 'kas', 'uangBank', 'nonTunai', 'kirimUang', 'terimaUang',
  'validasi', 'pengalihanSaldo', 'member', 'katalog', 'laporan', 'manageUsers', 'utility', 'setting', 'other',
] as const;
export type MenuIconGroup = (typeof MENU_ICON_GROUPS)[number];

/** Every other icon of the product (lucide's drawings), from the same sprite: the shell's, the tables', the forms'. */
export const UI_ICONS = [
  'chevronRight', 'chevronDown', 'search', 'menu', 'close', 'gem', 'languages', 'keyRound', 'logOut', 'home', 'reload', 'offline',
  'notAvailable', 'notFound',
  'arrowDown', 'arrowLeft', 'arrowRightLeft', 'arrowUp', 'arrowUpDown', 'cake', 'calendar', 'checkCircle',
  'chevronLeft', 'clipboardList', 'eye', 'eyeOff', 'fileDown', 'fileSpreadsheet', 'imageUp', 'loader', 'lock',
  'logIn', 'packageCheck', 'pencil', 'play', 'plus', 'power', 'save', 'scanBarcode', 'send', 'trash', 'undo',
  'upload', 'userPlus',
] as const;
export type UiIconName = (typeof UI_ICONS)[number];

const KNOWN: ReadonlySet<string> = new Set(MENU_ICON_GROUPS);

export const menuIconId = (group: string) => `menu-icon-${KNOWN.has(group) ? group : 'other'}`;
export const uiIconId = (name: UiIconName) => `icon-${name}`;

/**
 * The sprite's address with its content's hash (next.config.ts sets ICON_SPRITE_VERSION from icon-sprite.ts), so the
 * browser keeps it for a year and fetches it again only when a drawing changes.
 */
export const ICON_SPRITE_PATH = '/icons.svg';
export const iconHref = (id: string) => `${ICON_SPRITE_PATH}?v=${process.env.ICON_SPRITE_VERSION ?? 'dev'}#${id}`;
