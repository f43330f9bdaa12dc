import type { Level } from '@/lib/auth/levels';
import {
  BOUGHT_GOLD_ACCOUNT, CAPITAL_ACCOUNT, CASH_DIFFERENCE_ACCOUNT, CASH_IN_TRANSIT_ACCOUNT, cashAccountOf, OPERATING_EXPENSE_ACCOUNT, OTHER_INCOME_ACCOUNT,
  PPN_OUTPUT_ACCOUNT, SALES_ACCOUNT, TRX, LOANS_RECEIVABLE_ACCOUNT, LOAN_INTEREST_ACCOUNT, LOAN_ADMIN_FEE_ACCOUNT, AUCTION_SURPLUS_ACCOUNT,
} from '@/lib/ledger/accounts';
import { MODULE_FLAGS, SYSTEM_VARIABLES } from '@/lib/settings/keys';
import type { Tx } from '@/lib/db/client';
import { akun, kodeTransaksi, paraAkunTransaksi } from '@/lib/db/schema/money-ledger';
import { hakAksesLevel } from '@/features/users/schema';
import { addPurchaseConditions } from '@/features/pembelian/kernel';
import { paraSystem, toko } from '@/lib/db/schema/shop';

/** The chain-wide menus: settings, masters, parameters and the customer app's catalogue (their screens are OWN/SU's). */
const CHAIN_MENUS = ['setting', 'masterData', 'parameter', 'katalog'];

/**
 * Menu groups hidden per level in a new installation's access tree (SU and OWN see everything regardless). The route
 * gates and the services refuse these levels anyway; the tree keeps their menus free of what they cannot use.
 */
export const DEFAULT_HIDDEN_MENU: Partial<Record<Level, string[]>> = {
  SPV: [...CHAIN_MENUS],
  KASIR: [...CHAIN_MENUS, 'manageUsers'],
  USER: [...CHAIN_MENUS, 'manageUsers', 'laporan', 'kas', 'uangBank'],
};

/** The categories a money transfer must name (Master Kode Transaksi); the money screens refuse a transfer without one. */
export const DEFAULT_TRANSACTION_CODES = [
  { kodeTransaksi: 'SETORAN', namaTransaksi: 'Setoran Kas ke Bank' },
  { kodeTransaksi: 'PENARIKAN', namaTransaksi: 'Penarikan Bank ke Kas' },
  { kodeTransaksi: 'PINDAH_DANA', namaTransaksi: 'Pindah Dana Antar Rekening' },
  { kodeTransaksi: 'MODAL_KERJA', namaTransaksi: 'Modal Kerja Harian' },
  // Uang Kas / Uang Bank post these against their account (an expense, other income).
  { kodeTransaksi: 'BIAYA_OPERASIONAL', namaTransaksi: 'Biaya Operasional Toko', nomorAkun: OPERATING_EXPENSE_ACCOUNT },
  { kodeTransaksi: 'PENDAPATAN_LAIN', namaTransaksi: 'Pendapatan Lain-lain', nomorAkun: OTHER_INCOME_ACCOUNT },
];

/** The conditions of gold bought back (Master Kondisi Pembelian). */
export const DEFAULT_PURCHASE_CONDITIONS = [
  { kodeKondisi: 'BAGUS', namaKondisi: 'Bagus' }, { kodeKondisi: 'KUSAM', namaKondisi: 'Kusam' },
  { kodeKondisi: 'RUSAK', namaKondisi: 'Rusak' }, { kodeKondisi: 'PATAH', namaKondisi: 'Patah' },
];

export type InstallationShop = { kodeToko: string; namaToko: string; alamatToko?: string; noWhatsapp?: string; appType: 'PUSAT' | 'CABANG' };

/**
 * What every installation needs to run, shared by the demo and `npm run setup`: the shops, the settings at their
 * defaults, the access tree, the transaction categories, the chart of accounts (capital, cash in transit, cash per
 * shop) and the journal parameters of the money transfers. No user: the caller adds them. Rows already there are
 * kept, so setup can run on a database whose users were all removed.
 */
export async function seedInstallation(db: Tx, { shops, by = 'SYSTEM' }: { shops: InstallationShop[]; by?: string }) {
  const audit = { createdBy: by, updatedBy: by };
  await db.insert(toko).values(shops.map((shop) => ({ ...shop, ...audit }))).onConflictDoNothing();
  await db.insert(paraSystem).values([
    ...Object.entries(MODULE_FLAGS).map(([key, value]) => ({ key, value: String(value), updatedBy: by })),
    ...Object.entries(SYSTEM_VARIABLES).map(([key, value]) => ({ key, value, updatedBy: by })),
  ]).onConflictDoNothing();
  const accessRows = Object.entries(DEFAULT_HIDDEN_MENU).flatMap(([level, keys]) =>
    keys.map((menuKey) => ({ level, menuKey, isShow: false, updatedBy: by })),
  );
  await db.insert(hakAksesLevel).values(accessRows).onConflictDoNothing();
  await addPurchaseConditions(db, DEFAULT_PURCHASE_CONDITIONS, by);
  await db.insert(akun).values([
    { nomorAkun: SALES_ACCOUNT, namaAkun: 'Penjualan Emas', jenis: 'PENDAPATAN', ...audit },
    { nomorAkun: PPN_OUTPUT_ACCOUNT, namaAkun: 'PPN Keluaran', jenis: 'KEWAJIBAN', ...audit },
    { nomorAkun: BOUGHT_GOLD_ACCOUNT, namaAkun: 'Persediaan Emas Pembelian', jenis: 'ASET', ...audit },
    { nomorAkun: OTHER_INCOME_ACCOUNT, namaAkun: 'Pendapatan Lain-lain', jenis: 'PENDAPATAN', ...audit },
    { nomorAkun: CASH_DIFFERENCE_ACCOUNT, namaAkun: 'Selisih Kas', jenis: 'BEBAN', ...audit },
    { nomorAkun: OPERATING_EXPENSE_ACCOUNT, namaAkun: 'Biaya Operasional Toko', jenis: 'BEBAN', ...audit },
    { nomorAkun: CAPITAL_ACCOUNT, namaAkun: 'Modal Pemilik', jenis: 'MODAL', ...audit },
    { nomorAkun: CASH_IN_TRANSIT_ACCOUNT, namaAkun: 'Kas Dalam Perjalanan', jenis: 'ASET', ...audit },
    { nomorAkun: LOANS_RECEIVABLE_ACCOUNT, namaAkun: 'Piutang Gadai', jenis: 'ASET', ...audit },
    { nomorAkun: LOAN_INTEREST_ACCOUNT, namaAkun: 'Pendapatan Bunga Gadai', jenis: 'PENDAPATAN', ...audit },
    { nomorAkun: LOAN_ADMIN_FEE_ACCOUNT, namaAkun: 'Pendapatan Administrasi Gadai', jenis: 'PENDAPATAN', ...audit },
    { nomorAkun: AUCTION_SURPLUS_ACCOUNT, namaAkun: 'Kelebihan Lelang Nasabah', jenis: 'KEWAJIBAN', ...audit },
    ...shops.map((shop) => ({ nomorAkun: cashAccountOf(shop.kodeToko), namaAkun: `Kas ${shop.namaToko}`, jenis: 'ASET', kodeToko: shop.kodeToko, ...audit })),
  ]).onConflictDoNothing();
  await db.insert(kodeTransaksi).values(DEFAULT_TRANSACTION_CODES.map((code) => ({ ...code, ...audit }))).onConflictDoNothing();
  // A transfer debits its destination and credits its source; the accounts come from the transfer itself.
  await db.insert(paraAkunTransaksi).values([
    { trx: TRX.MUTASI_UANG_BANK, type: 'DEFAULT', kodeAkun: 'TUJUAN', jenisAkun: 'D', nomorAkun: null },
    { trx: TRX.MUTASI_UANG_BANK, type: 'DEFAULT', kodeAkun: 'ASAL', jenisAkun: 'K', nomorAkun: null },
    { trx: TRX.MUTASI_UANG_CASH, type: 'DEFAULT', kodeAkun: 'TUJUAN', jenisAkun: 'D', nomorAkun: null },
    { trx: TRX.MUTASI_UANG_CASH, type: 'DEFAULT', kodeAkun: 'ASAL', jenisAkun: 'K', nomorAkun: null },
    // Money sent to head office sits in transit until head office records its reception.
    { trx: TRX.KIRIM_UANG_PUSAT, type: 'DEFAULT', kodeAkun: 'KAS_DALAM_PERJALANAN', jenisAkun: 'D', nomorAkun: CASH_IN_TRANSIT_ACCOUNT },
    { trx: TRX.KIRIM_UANG_PUSAT, type: 'DEFAULT', kodeAkun: 'KAS_TOKO', jenisAkun: 'K', nomorAkun: null },
    { trx: TRX.TERIMA_UANG_PUSAT, type: 'DEFAULT', kodeAkun: 'KAS_PUSAT', jenisAkun: 'D', nomorAkun: null },
    { trx: TRX.TERIMA_UANG_PUSAT, type: 'DEFAULT', kodeAkun: 'KAS_DALAM_PERJALANAN', jenisAkun: 'K', nomorAkun: CASH_IN_TRANSIT_ACCOUNT },
  ].map((row) => ({ ...row, ...audit }))).onConflictDoNothing();
}
