import { SETTINGS_LEVELS, USER_ADMIN_LEVELS, type Level } from '../auth/levels';
import { APPROVER_LEVELS } from '@/lib/auth/otorisasi-features';
import type { Condition, Gate } from './gate';
import type { ModuleKey } from '../settings/keys';

/** Top-level menu groups in sidebar order (§2.3); their labels are `menu.<key>` messages. */
export const MENU_GROUPS = [
  'dashboard', 'masterBerlian', 'masterData', 'parameter', 'barang', 'otorisasi', 'preOrder', 'transaksiManual',
  'penjualan', 'kupon', 'cicilan', 'pesanan', 'pembelian', 'service', 'hutang', 'kas', 'uangBank', 'nonTunai',
  'kirimUang', 'terimaUang', 'validasi', 'pengalihanSaldo', 'member', 'katalog', 'laporan', 'manageUsers',
  'utility', 'setting',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Second-level groups under Laporan (the menu is at most three levels deep). */
export const REPORT_GROUPS = ['laporanBarang', 'laporanPenjualan', 'laporanPesanan', 'laporanPembelian', 'laporanService', 'laporanHutang', 'laporanKeuangan'] as const;
export type MenuPath = readonly [MenuGroup] | readonly [MenuGroup, (typeof REPORT_GROUPS)[number]];

export type RouteDef = {
  path: string;
  /** A sub-menu page (§2.1 "Sub-menus"): shows the tiles of this menu group. */
  subMenuOf?: MenuGroup;
  /** Menu place; absent for routes reached otherwise (login, 404, sub-menu pages). */
  menu?: MenuPath;
  gate: Gate;
  /** A menu entry whose link depends on a module: the entry leads to `whenOn` while the module is on. */
  target?: { module: ModuleKey; whenOn: string };
};

// Screens that exist. A route not listed here answers 404 and stays out of the menu.
export const BUILT_PATHS: ReadonlySet<string> = new Set([
  '/', '/home', '/404', '/terms-and-conditions', '/privacy-policy', '/ganti-password', '/settingsystem',
  '/data-users', '/hak-akses-users',
  '/subMenuBarang', '/SubMenuPenjualan', '/SubMenuPesanan', '/SubMenuPembelian', '/SubMenuService', '/SubMenuHutang',
  '/SubMenuValidasi', '/SubMenuLaporan', '/SubMenuUtility', '/SubMenuMember',
  '/laporan-pesanan', '/laporan-titip-uang', '/laporan-service', '/laporan-service-tukang', '/laporan-service-outstanding',
  '/laporan-batal-pesanan', '/laporan-pesanan-barang', '/laporan-batal-titip', '/laporan-analisis-harga-barang', '/laporan-kelompok-barang',
  '/laporan-pembelian-per-faktur', '/laporan-penebusan-detail', '/lihat-pindah-barang',
  '/dashboard', '/dashboardPusat', '/mutasi-uang-bank', '/mutasi-uang-cash',
  '/master-bank', '/master-rekening', '/master-kode-transaksi', '/parameter-harga-beli', '/parameter-harga-global', '/parameter-akun',
  '/kirim-uang-pusat', '/terima-uang-kas', '/laporan-kirim-uang-pusat', '/laporan-jurnal',
  '/kategori-katalog', '/harga-katalog', '/banner-katalog', '/info-katalog', '/item-katalog', '/kontak-admin-katalog', '/hadiah-katalog',
  '/group-description-katalog', '/splashscreen-katalog', '/otorisasi-qr', '/laporan-otorisasi',
  '/master-gudang', '/master-baki', '/master-group', '/master-jenis', '/master-kadar', '/master-bandrol', '/master-kondisi-barang',
  '/master-supplier', '/master-parameter-harga-emas', '/parameter-ongkos',
  '/cetak-barcode', '/timbang-baki', '/laporan-aktivitas-timbang-baki', '/laporan-timbang-baki',
  '/pindah-barang', '/pindah-barang-satu-baki', '/kirim-barang', '/penerimaan-barang', '/batal-penerimaan-barang',
  '/tambah-data-barang', '/data-barang', '/tambah-barang-banyak', '/hancur-data-barang',
  '/stock-opname', '/laporan-stock-opname', '/laporan-barang-sumary', '/laporan-barang-sumary-periode', '/laporan-tambah-barang',
  '/laporan-hancur-barang', '/laporan-pindah-barang', '/laporan-terima-barang',
  '/transaksi-penjualan', '/lihat-penjualan', '/batal-penjualan', '/validasi-jual-beli', '/validasi-non-cash',
  '/transaksi-pembelian', '/lihat-pembelian', '/batal-pembelian', '/hancur-pembelian', '/master-kondisi-pembelian',
  '/uang-kas', '/uang-bank', '/tutup-toko', '/laporan-keuangan-akhir-hari', '/laporan-eod',
  '/laporan-penjualan-per-faktur', '/laporan-penjualan-detail',
  '/transaksi-hutang',
  '/master-kondisi-pinjaman', '/parameter-bunga-hutang', '/parameter-plafond-hutang', '/parameter-hutang-pokok',
  '/lihat-hutang', '/batal-hutang-lunas',
  '/laporan-pinjaman-detail', '/laporan-hutang-jatuh-tempo',
  '/lelang-hutang',
  '/validasi-hutang',
  '/lihat-titipan', '/validasi-titipan',
  '/transaksi-pesanan', '/lihat-pesanan', '/validasi-pesanan', '/ambil-barang-contoh',
  '/transaksi-services', '/lihat-services', '/master-tukang', '/validasi-service', '/parameter-deskripsi-service',
  '/transaksi-pre-order', '/lihat-pre-order', '/import-pre-order', '/tutup-barang-pre-order',
]);

const LOGIN: Gate = 'login';
const on = (module: ModuleKey): Condition[] => [{ module }];
const manualItems: Condition[] = [
  { anyOf: [{ module: 'MANUAL_ITEMS_TRANSACTION_MODULE' }, { variable: 'APP_MODE', equals: 'STOCK_JUAL_MANUAL' }] },
];
const sepuhanLocal: Condition[] = [{ module: 'SEPUHAN_MODULE' }, { moduleOff: 'SEPUHAN_TERPUSAT_MODULE' }];
const settingNota: Condition[] = [{ levelsWhen: 'SETTING_NOTA_OWNER_ONLY', levels: ['OWN', 'SU'] }];

/** Who keeps the chain-wide data: the parameters, the masters of money and the customer app's catalogue. */
export const CHAIN_ADMIN_LEVELS = ['OWN', 'SU'] as const satisfies readonly Level[];
/**
 * Their gate: the owner and super users, at head office. The services check the same gate (requireAccess): a
 * branch supervisor or an ordinary user cannot change the chain's gold price, journal accounts or catalogue.
 */
export const CHAIN_ADMIN: readonly Condition[] = [{ levels: CHAIN_ADMIN_LEVELS }, { appType: 'PUSAT' }];
/** The installation's settings (para_system) are one for the whole chain: §6's levels, at head office. */
export const SETTINGS_GATE: readonly Condition[] = [{ levels: SETTINGS_LEVELS }, { appType: 'PUSAT' }];
/** The masters of money: banks, bank accounts (each with its ledger account) and transaction categories. */
const MONEY_MASTERS = ['/master-kode-transaksi', '/master-bank', '/master-rekening'];

function group(menu: MenuPath, paths: readonly string[], gate: Gate = LOGIN): RouteDef[] {
  return paths.map((path) => ({ path, menu, gate }));
}

const laporan = (sub: (typeof REPORT_GROUPS)[number], names: readonly string[], gate: Gate = LOGIN) =>
  group(['laporan', sub], names.map((name) => `/laporan-${name}`), gate);

export const ROUTES: readonly RouteDef[] = [
  { path: '/terms-and-conditions', gate: 'public' },
  { path: '/privacy-policy', gate: 'public' },
  { path: '/', gate: 'public' },
  { path: '/home', gate: LOGIN },
  { path: '/404', gate: 'public' },
  { path: '/blank', gate: LOGIN },
  { path: '/landingpages', gate: LOGIN },
  ...([['/subMenuBarang', 'barang'], ['/SubMenuPenjualan', 'penjualan'], ['/SubMenuPesanan', 'pesanan'], ['/SubMenuPembelian', 'pembelian'],
    ['/SubMenuService', 'service'], ['/SubMenuHutang', 'hutang'], ['/SubMenuValidasi', 'validasi'], ['/SubMenuLaporan', 'laporan'],
    ['/SubMenuUtility', 'utility']] as const).map(([path, subMenuOf]): RouteDef => ({ path, gate: LOGIN, subMenuOf })),
  { path: '/SubMenuMember', gate: on('MEMBER_MODULE'), subMenuOf: 'member' },

  ...group(['dashboard'], ['/dashboard']),
  ...group(['dashboard'], ['/dashboardPusat'], [{ appType: 'PUSAT' }]),

  ...group(['masterBerlian'], ['/master-bentuk-batu', '/master-warna-batu', '/master-kejernihan-batu', '/master-fluorescence',
    '/master-symmetry', '/master-polish', '/master-cut-grade', '/master-jenis-batu', '/master-supplier-berlian'], on('BERLIAN_MODULE')),

  ...group(['masterData'], ['/master-kategori', '/master-jenis', '/master-group', '/master-bandrol', 
    '/master-gudang', '/master-baki', '/master-sales', '/master-tukang', '/master-kondisi-barang', '/master-kondisi-pembelian',
    '/master-kondisi-pinjaman', '/master-data-hadiah', '/master-kadar', '/master-kadar-eod', '/master-parameter-keterangan-nota']),
  ...group(['masterData'], MONEY_MASTERS, CHAIN_ADMIN),
  ...group(['masterData'], ['/master-marketplace'], on('MARKETPLACE_INTEGRATION_MODULE')),
  ...group(['masterData'], ['/master-supplier'], on('SUPPLIER_BARANG_MODULE')),

  ...group(['parameter'], ['/master-parameter-rugi-nota', '/master-parameter-harga-emas', '/master-parameter-jenis-group',
    '/parameter-ongkos']),
  ...group(['parameter'], ['/parameter-harga-beli', '/parameter-harga-global'], CHAIN_ADMIN),
  ...group(['parameter'], ['/master-parameter-point'], on('MEMBER_MODULE')),
  ...group(['parameter'], ['/parameter-reset-poin-member'], on('MEMBER_RESET_POIN_MODULE')),
  ...group(['parameter'], ['/parameter-perolehan-poin'], on('PENJUALAN_BAYAR_POIN_MODULE')),
  ...group(['parameter'], ['/parameter-bonus-sales'], on('BONUS_SALES_TRANSACTION_MODULE')),
  ...group(['parameter'], ['/parameter-bunga-hutang'], on('PARAMETER_BUNGA_HUTANG_MODULE')),
  ...group(['parameter'], ['/parameter-plafond-hutang'], on('PLAFOND_HUTANG_MODULE')),
  ...group(['parameter'], ['/parameter-hutang-pokok'], [{ module: 'PARAMETER_JUMLAH_HUTANG_POKOK_MODULE' },
    { variable: 'PARAMETER_JUMLAH_HUTANG_POKOK_VALUE', notEquals: 'HARGA_EMAS' }]),
  ...group(['parameter'], ['/parameter-deskripsi-service'], on('PARAMETER_DESKRIPSI_SERVICE_MODULE')),
  ...group(['parameter'], ['/parameter-kupon'], on('KUPON_PENJUALAN_MODULE')),
  ...group(['parameter'], ['/parameter-potongan-penjualan'], on('POTONGAN_PENJUALAN_MODULE')),
  ...group(['parameter'], ['/parameter-akun'], [...on('NAGAFIN_ACCOUNTING_MODULE'), ...CHAIN_ADMIN]),

  ...group(['barang'], ['/penerimaan-barang', '/batal-penerimaan-barang', '/tambah-data-barang', '/tambah-barang-banyak',
    '/data-barang', '/hancur-data-barang', '/pindah-barang', '/pindah-barang-satu-baki', '/lihat-pindah-barang', '/timbang-baki',
    '/cetak-barcode', '/update-kadar', '/update-profit-barang', '/tambah-dan-ambil-stock-aksesoris', '/stock-opname',
    '/stock-opname-penerimaan']),
  ...group(['barang'], ['/kirim-barang'], on('KIRIM_BARANG_MODULE')),
  ...group(['barang'], ['/kirim-barang-online-store'], on('KIRIM_BARANG_ONLINE_STORE_MODULE')),
  ...group(['barang'], ['/kirim-barang-external', '/update-barang-external'], on('BARANG_WEB_EXTERNAL_MODULE')),
  ...group(['barang'], ['/transaksi-sepuhan'], on('SEPUHAN_MODULE')),
  ...group(['barang'], ['/terima-sepuhan', '/sortir-sepuhan', '/pindah-sepuhan', '/buang-sepuhan'], sepuhanLocal),
  ...group(['barang'], ['/stock-sepuhan-manual'], on('STOCK_SEPUHAN_MANUAL_MODULE')),

  ...group(['otorisasi'], ['/laporan-otorisasi', '/laporan-authorization']),
  ...group(['otorisasi'], ['/otorisasi-qr'], [{ levels: APPROVER_LEVELS }]),
  ...group(['preOrder'], ['/transaksi-pre-order', '/lihat-pre-order', '/import-pre-order', '/tutup-barang-pre-order'], on('PRE_ORDER_MODULE')),
  ...group(['transaksiManual'], ['/transaksi-manual', '/lihat-transaksi-manual', '/data-barang-manual'], manualItems),

  ...group(['penjualan'], ['/transaksi-penjualan', '/lihat-penjualan', '/batal-penjualan', '/validasi-titipan', '/lihat-titipan']),
  ...group(['penjualan'], ['/data-reseller'], on('RESELLER_MODULE')),
  { path: '/transaksi-grosir', menu: ['penjualan'], gate: LOGIN, target: { module: 'SEMI_GROSIR_MODULE', whenOn: '/transaksi-semi-grosir' } },
  ...group(['penjualan'], ['/transaksi-semi-grosir'], on('SEMI_GROSIR_MODULE')).map((route) => ({ ...route, menu: undefined })),
  ...group(['kupon'], ['/lihat-kupon'], on('KUPON_PENJUALAN_MODULE')),
  ...group(['cicilan'], ['/parameter-cicilan', '/transaksi-cicilan', '/lihat-cicilan', '/lelang-cicilan'], on('CICILAN_MODULE')),
  ...group(['pesanan'], ['/transaksi-pesanan', '/lihat-pesanan', '/ambil-barang-contoh']),
  ...group(['pembelian'], ['/transaksi-pembelian', '/lihat-pembelian', '/batal-pembelian', '/hancur-pembelian']),
  ...group(['service'], ['/transaksi-services', '/lihat-services']),
  ...group(['hutang'], ['/transaksi-hutang', '/lihat-hutang', '/lelang-hutang', '/batal-hutang-lunas']),
  ...group(['kas'], ['/uang-kas', '/mutasi-uang-cash']),
  ...group(['uangBank'], ['/uang-bank', '/mutasi-uang-bank']),
  ...group(['nonTunai'], ['/gesek-tunai']),
  // A branch sends money to head office; head office receives it.
  ...group(['kirimUang'], ['/kirim-uang-pusat'], [{ appType: 'CABANG' }]),
  ...group(['terimaUang'], ['/terima-uang-kas'], [{ appType: 'PUSAT' }]),
  ...group(['validasi'], ['/validasi-penjualan', '/validasi-hutang', '/faktur-bermasalah']),
  { path: '/validasi-jual-beli', menu: ['validasi'], gate: LOGIN, target: { module: 'VALIDASI_NON_CASH_MODULE', whenOn: '/validasi-non-cash' } },
  ...group(['validasi'], ['/validasi-non-cash'], on('VALIDASI_NON_CASH_MODULE')).map((route) => ({ ...route, menu: undefined })),
  ...group(['validasi'], ['/validasi-transaksi-manual'], manualItems),
  ...group(['validasi'], ['/validasi-pesanan'], on('VALIDASI_PESANAN_MODULE')),
  ...group(['validasi'], ['/validasi-service'], on('VALIDASI_SERVICE_MODULE')),
  ...group(['pengalihanSaldo'], ['/pengalihan-saldo-uang']),
  ...group(['member'], ['/data-member', '/transaksi-member', '/laporan-list-member', '/poin-member', '/tukar-poin-member'], on('MEMBER_MODULE')),

  ...group(['katalog'], ['/kategori-katalog', '/harga-katalog', '/banner-katalog', '/info-katalog', '/item-katalog',
    '/kontak-admin-katalog', '/hadiah-katalog', '/group-description-katalog', '/splashscreen-katalog'], CHAIN_ADMIN),

  ...laporan('laporanBarang', ['aktivitas-timbang-baki', 'validasi-susut', 'stock-opname', 'kelompok-barang']),
  // The stock balance is the owner's alone while HIDE_SALDO_BARANG_SUMMARY is on (§6).
  ...laporan('laporanBarang', ['barang-sumary'], [{ levelsWhen: 'HIDE_SALDO_BARANG_SUMMARY', levels: ['OWN'] }]),
  ...laporan('laporanBarang', ['barang-sumary-periode', 'analisis-harga-barang', 'stock-jual', 'stock-beli', 'tambah-barang', 'hancur-barang', 'pindah-barang',
    'terima-barang', 'timbang-baki', 'barang-tukar', 'batal-tukar', 'perubahan-harga-emas']),
  ...laporan('laporanBarang', ['stock-opname-global'], on('OPNAME_GLOBAL_DAILY_MODULE')),
  ...laporan('laporanPesanan', ['pesanan', 'pesanan-barang', 'batal-pesanan', 'titip-uang', 'batal-titip']),
  ...laporan('laporanPenjualan', ['penjualan-per-faktur', 'penjualan-detail']),
  ...laporan('laporanPembelian', ['pembelian-per-faktur']),
  // The spec names only `service-*`: the tickets of a period, the craftsmen's work, and the tickets still open by age.
  ...laporan('laporanService', ['service', 'service-tukang', 'service-outstanding']),
  ...laporan('laporanHutang', ['pinjaman-detail', 'penebusan-detail']),
  // Not named in the spec's table (its report routes include hutang-*): the loans outstanding per due-date bucket.
  ...laporan('laporanHutang', ['hutang-jatuh-tempo']),
  ...laporan('laporanKeuangan', ['kirim-uang-pusat', 'terima-uang-pusat', 'eod', 'akhir_hari', 'keuangan-akhir-hari', 'harian-emas',
    'global-transaksi', 'managerial-analisys', 'gesek-tunai', 'transaksi-keuangan-cash', 'keuangan-non-cash']),
  // The ledger (journal entries and trial balance) is the owner's.
  ...laporan('laporanKeuangan', ['jurnal'], [{ levels: ['OWN', 'SU'] }]),
  ...laporan('laporanKeuangan', ['saldo-transaksi-harian'], on('DAILY_SALDO_TRANSACTION_REPORT_MODULE')),

  ...group(['manageUsers'], ['/data-users', '/hak-akses-users'], [{ levels: USER_ADMIN_LEVELS }]),
  ...group(['manageUsers'], ['/hak-akses-news']),
  ...group(['utility'], ['/ganti-password', '/tutup-toko', '/import-data-pusat']),
  ...group(['utility'], ['/export-csv'], [{ levels: ['SU', 'MU'] }]),
  ...group(['utility'], ['/stock-opname-rfid'], on('RFID_MODULE')),
  ...group(['utility'], ['/setting-pesan-whatsapp'], on('WHATSAPP_MODULE')),
  ...group(['setting'], ['/settingtoko']),
  ...group(['setting'], ['/setting-nota', '/setting-nota-slip'], settingNota),
  ...group(['setting'], ['/settingsystem'], SETTINGS_GATE),
];

/** Every key the access tree can hold: menu groups, report subgroups and routes with a menu place. */
export function allMenuKeys(): Set<string> {
  return new Set<string>([...MENU_GROUPS, ...REPORT_GROUPS, ...ROUTES.filter((route) => route.menu).map((route) => route.path)]);
}
