import { LEVELS, type Level } from '../auth/levels';

/**
 * Every module flag of §6 (switched on/off) and the system variables (free values), with the demo default.
 * The settings screen and the route gates read this list; nothing else names a key.
 */
export const MODULE_FLAGS = {
  MARKETPLACE_INTEGRATION_MODULE: false,
  BARANG_WEB_EXTERNAL_MODULE: false,
  MANUAL_ITEMS_TRANSACTION_MODULE: false,
  CICILAN_MODULE: true,
  HIDUP_FEATURE_MODULE: false,
  MEMBER_MODULE: true,
  MEMBER_RESET_POIN_MODULE: false,
  SEPUHAN_MODULE: false,
  SEPUHAN_TERPUSAT_MODULE: false,
  STOCK_SEPUHAN_MANUAL_MODULE: false,
  PRE_ORDER_MODULE: true,
  WHATSAPP_MODULE: false,
  VALIDASI_PESANAN_MODULE: true,
  VALIDASI_SERVICE_MODULE: true,
  VALIDASI_NON_CASH_MODULE: false,
  BERLIAN_MODULE: false,
  KIRIM_BARANG_MODULE: true,
  KIRIM_BARANG_ONLINE_STORE_MODULE: false,
  KUPON_PENJUALAN_MODULE: false,
  POTONGAN_PENJUALAN_MODULE: true,
  PLAFOND_HUTANG_MODULE: true,
  PARAMETER_BUNGA_HUTANG_MODULE: true,
  PARAMETER_JUMLAH_HUTANG_POKOK_MODULE: false,
  BONUS_SALES_TRANSACTION_MODULE: false,
  PENJUALAN_BAYAR_POIN_MODULE: false,
  DAILY_SALDO_TRANSACTION_REPORT_MODULE: true,
  OPNAME_GLOBAL_DAILY_MODULE: false,
  RFID_MODULE: false,
  SUPPLIER_BARANG_MODULE: true,
  PARAMETER_DESKRIPSI_SERVICE_MODULE: true,
  NAGAFIN_ACCOUNTING_MODULE: true,
  SEMI_GROSIR_MODULE: false,
  FINGERPRINT_MODULE: false,
  RESELLER_MODULE: false,
  MULTI_LANGUAGE_FEATURE: true,
  /** The previous-day-active flag (§4): these two decide which levels may change transaction and report dates. */
  UBAH_TANGGAL_OWNER_MODULE: true,
  UBAH_TANGGAL_SPV_MODULE: false,
  PROTEKSI_RENTANG_SATU_BULAN_MODULE: true,
  PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE: false,
  PEMBULATAN_PENJUALAN_KEBAWAH_MODULE: false,
  SETTING_NOTA_OWNER_ONLY: true,
  HIDE_SALDO_BARANG_SUMMARY: false,
  DUPLICATE_PRINT_PEMBELIAN: false,
  DUPLICATE_PRINT_HUTANG: false,
  DUPLICATE_PRINT_SERVICE: false,
  DUPLICATE_PRINT_PESANAN: false,
  DUPLICATE_PRINT_TITIPAN: false,
  DUPLICATE_PRINT_PENJUALAN: false,
  DUPLICATE_PRINT_REPRINT_TUKAR: false,
} as const satisfies Record<string, boolean>;

export type ModuleKey = keyof typeof MODULE_FLAGS;

/** System variables: values that are not on/off. */
export const SYSTEM_VARIABLES = {
  APP_MODE: 'NORMAL',
  PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'NOMINAL',
  PEMBULATAN_PENJUALAN: '500',
  PEMBULATAN_PEMBELIAN: '1000',
  /** The jewellery tag label printed by /cetak-barcode, in millimetres (a butterfly tag's printable half). */
  LABEL_WIDTH_MM: '60',
  LABEL_HEIGHT_MM: '15',
  /** How far, in grams, a weighed tray may differ from its items and still be OK (/timbang-baki). */
  TOLERANSI_TIMBANG_BAKI: '0.050',
  /** PPN on a sale, in percent of the sale price: 0 (off), or PMK 48/2023's 1.1 (trader) or 1.65 (no complete input invoices). */
  PPN_PENJUALAN_PERSEN: '0',
  /** A sale price changed to more than this percent above the computed price needs a supervisor's authorization. */
  BATAS_KENAIKAN_HARGA_JUAL_PERSEN: '10',
  /** A buyback price more than this percent above the computed price needs a supervisor's authorization. */
  BATAS_KENAIKAN_HARGA_BELI_PERSEN: '0',
  /** How far, in grams, a bought item's weighed weight may fall below its receipt's weight without authorization. */
  TOLERANSI_BERAT_PEMBELIAN: '0.100',
  /**
   * The levels that change what makes an item's price on Data Barang (fixed price, harga_jual, ongkos) without a
   * supervisor; any other level's change spends an UBAH_HARGA_BARANG authorization (issue 25, decision 026).
   */
  LEVEL_UBAH_HARGA_BARANG: 'OWN,SU,MU,DEV,SPV',
  /** The WhatsApp gateway (WHATSAPP_MODULE): its chat/send address's base and its token. */
  WHATSAPP_GATEWAY_URL: '',
  WHATSAPP_GATEWAY_TOKEN: '',
  /**
   * Hosts the gateway may be at although they are not public addresses (an on-premise gateway: 192.168.1.20,
   * wa-gateway.lan), separated by commas. Empty: only public addresses.
   */
  WHATSAPP_GATEWAY_ALLOWED_HOSTS: '',
  /** The invoice message; {field} is replaced by the nota's field (template_wa). */
  TEMPLATE_WA: 'Terima kasih {nama_customer}, berikut nota {no_faktur} dari {nama_toko} tanggal {tanggal}: {jumlah_barang} barang, {total_berat} gr, total {total_harga}.',
  /** A pawn loan's term in days (its due date), the grace after it before the auction, and its admin fee (issue 27). */
  LAMA_HUTANG_HARI: '30',
  MASA_TENGGANG_HUTANG_HARI: '7',
  BIAYA_ADMIN_HUTANG: '0',
  /** How many days before the due date and before the auction date a loan's customer is reminded (WHATSAPP_MODULE). */
  PENGINGAT_HUTANG_HARI: '3',
} as const satisfies Record<string, string>;

export type SystemVariableKey = keyof typeof SYSTEM_VARIABLES;

/** What a system variable may hold: one of a list, or a whole number of Rupiah in a range. */
export type VariableRule =
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'rupiah'; min: number; max: number }
  /** An exact decimal with up to `decimals` places between min and max (millimetres, grams): stored as plain text. */
  | { kind: 'decimal'; decimals: number; min: string; max: string }
  /** Free text of at most maxLength characters (an address, a token, a message template). */
  | { kind: 'text'; maxLength: number }
  /** A list of user levels, stored as their codes in LEVELS order joined by commas ("OWN,SU,SPV"). */
  | { kind: 'levels' };

/**
 * The allowed values. APP_MODE: NORMAL, or STOCK_JUAL_MANUAL, which opens the manual item screens (§6). The
 * hutang-pokok parameter is a nominal amount or follows the gold price (HARGA_EMAS hides its screen, §6). Rounding
 * steps are whole Rupiah, at least Rp 1 and at most Rp 100.000 (a step above that is a typo, not a policy).
 */
export const SYSTEM_VARIABLE_RULES: Record<SystemVariableKey, VariableRule> = {
  APP_MODE: { kind: 'choice', values: ['NORMAL', 'STOCK_JUAL_MANUAL'] },
  PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: { kind: 'choice', values: ['NOMINAL', 'HARGA_EMAS'] },
  PEMBULATAN_PENJUALAN: { kind: 'rupiah', min: 1, max: 100_000 },
  PEMBULATAN_PEMBELIAN: { kind: 'rupiah', min: 1, max: 100_000 },
  LABEL_WIDTH_MM: { kind: 'decimal', decimals: 1, min: '20', max: '120' },
  LABEL_HEIGHT_MM: { kind: 'decimal', decimals: 1, min: '10', max: '80' },
  TOLERANSI_TIMBANG_BAKI: { kind: 'decimal', decimals: 3, min: '0', max: '10' },
  PPN_PENJUALAN_PERSEN: { kind: 'choice', values: ['0', '1.1', '1.65'] },
  BATAS_KENAIKAN_HARGA_JUAL_PERSEN: { kind: 'decimal', decimals: 2, min: '0', max: '100' },
  BATAS_KENAIKAN_HARGA_BELI_PERSEN: { kind: 'decimal', decimals: 2, min: '0', max: '100' },
  TOLERANSI_BERAT_PEMBELIAN: { kind: 'decimal', decimals: 3, min: '0', max: '10' },
  LEVEL_UBAH_HARGA_BARANG: { kind: 'levels' },
  WHATSAPP_GATEWAY_URL: { kind: 'text', maxLength: 300 },
  WHATSAPP_GATEWAY_TOKEN: { kind: 'text', maxLength: 300 },
  WHATSAPP_GATEWAY_ALLOWED_HOSTS: { kind: 'text', maxLength: 300 },
  TEMPLATE_WA: { kind: 'text', maxLength: 1000 },
  LAMA_HUTANG_HARI: { kind: 'decimal', decimals: 0, min: '1', max: '365' },
  MASA_TENGGANG_HUTANG_HARI: { kind: 'decimal', decimals: 0, min: '0', max: '180' },
  BIAYA_ADMIN_HUTANG: { kind: 'rupiah', min: 0, max: 10_000_000 },
  PENGINGAT_HUTANG_HARI: { kind: 'decimal', decimals: 0, min: '0', max: '30' },
};

/**
 * The WhatsApp gateway's settings: where the server sends a token and the customers' numbers. Only head office's OWN
 * and SU set them (MU and DEV, who may open Setting System, may not: updateSettings); the token is never sent back
 * to a browser.
 */
export const WA_GATEWAY_KEYS = ['WHATSAPP_GATEWAY_URL', 'WHATSAPP_GATEWAY_TOKEN', 'WHATSAPP_GATEWAY_ALLOWED_HOSTS'] as const satisfies readonly SystemVariableKey[];
export const WA_GATEWAY_TOKEN_KEY = 'WHATSAPP_GATEWAY_TOKEN';
export const isWaGatewayKey = (key: string) => (WA_GATEWAY_KEYS as readonly string[]).includes(key);

export function isSystemVariableKey(key: string): key is SystemVariableKey {
  return Object.hasOwn(SYSTEM_VARIABLES, key);
}

export function isModuleKey(key: string): key is ModuleKey {
  return Object.hasOwn(MODULE_FLAGS, key);
}

/**
 * A levels variable as a list: codes separated by commas or spaces, any case; unknown codes are left out, so a stored
 * value always reads as the levels it names and nothing more.
 */
export function parseLevels(value: string | undefined): Level[] {
  const named = new Set((value ?? '').split(/[\s,]+/).map((code) => code.trim().toUpperCase()));
  return LEVELS.filter((level) => named.has(level));
}

export function parseFlag(value: string | undefined): boolean {
  return value !== undefined && ['true', '1', 'y', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** Every key with its default value as stored text: what a missing para_system row means. */
export const DEFAULT_SETTINGS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(MODULE_FLAGS).map(([key, value]) => [key, String(value)])),
  ...SYSTEM_VARIABLES,
};

/** The para_system key of the global gold price (para-system/key/PARAMETER_HARGA_EMAS_GLOBAL_VALUE). */
export const HARGA_GLOBAL_KEY = 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE';
