/**
 * Parameter Akun roles that mean "the cash of the shop posting": the sending branch's (KAS_TOKO) and head office's
 * when it receives (KAS_PUSAT). They always take the account from the transaction.
 */
export const SHOP_CASH_ROLES = ['KAS_TOKO', 'KAS_PUSAT'] as const;
export const isShopCashRole = (kodeAkun: string) => (SHOP_CASH_ROLES as readonly string[]).includes(kodeAkun);

/** Account numbers the ledger builds from a shop or bank account. */
export const cashAccountOf = (kodeToko: string) => `1-1100-${kodeToko}`;
/** A shop's cash account (its balance may never go below zero). */
export const isCashAccount = (nomorAkun: string) => nomorAkun.startsWith('1-1100-');
export const bankAccountOf = (noRekening: string) => `1-1200-${noRekening}`;
/** A bank account's ledger account (Master Rekening): like a shop's cash, its balance may never go below zero. */
export const isBankAccount = (nomorAkun: string) => nomorAkun.startsWith('1-1200-');
export const CAPITAL_ACCOUNT = '3-1000';
/** Money a branch has sent and head office has not yet received. */
export const CASH_IN_TRANSIT_ACCOUNT = '1-1300';

/** The counter's accounts (migration 0023, decision 020). */
export const SALES_ACCOUNT = '4-1000';
export const PPN_OUTPUT_ACCOUNT = '2-1100';
/** Gold bought back from customers, held until it is sold again or melted. */
export const BOUGHT_GOLD_ACCOUNT = '1-1500';
export const OTHER_INCOME_ACCOUNT = '4-9000';
/** The difference between counted and expected cash when a day is closed. */
export const CASH_DIFFERENCE_ACCOUNT = '6-1000';
export const OPERATING_EXPENSE_ACCOUNT = '6-2000';

/** Pawn loans (issue 27, decision 031): the principal lent, its interest and admin fee, an auction's surplus owed to the customer. */
export const LOANS_RECEIVABLE_ACCOUNT = '1-1400';
export const LOAN_INTEREST_ACCOUNT = '4-2000';
export const LOAN_ADMIN_FEE_ACCOUNT = '4-2100';
export const AUCTION_SURPLUS_ACCOUNT = '2-1300';
/** Customers' money the shop holds until the goods or the work are handed over (decision 033): liabilities, not sales. */
export const ORDER_DEPOSIT_ACCOUNT = '2-1400';
export const GOODS_DEPOSIT_ACCOUNT = '2-1500';
export const SERVICE_DEPOSIT_ACCOUNT = '2-1600';
/** What the craftsmen's work earns the shop (a repair's cost); gold added at a repair is sold (4-1000). */
export const SERVICE_INCOME_ACCOUNT = '4-3000';
/** Down payments the customer gave up when an order or a deposit was cancelled. */
export const FORFEITED_DEPOSIT_ACCOUNT = '4-9100';

/** Transaction kinds whose journal lines the Parameter Akun screen decides. */
export const TRX = {
  MUTASI_UANG_BANK: 'MUTASI_UANG_BANK', MUTASI_UANG_CASH: 'MUTASI_UANG_CASH', KIRIM_UANG_PUSAT: 'KIRIM_UANG_PUSAT', TERIMA_UANG_PUSAT: 'TERIMA_UANG_PUSAT',
  SALDO_AWAL: 'SALDO_AWAL',
  PENJUALAN: 'PENJUALAN', BATAL_PENJUALAN: 'BATAL_PENJUALAN', PEMBELIAN: 'PEMBELIAN', BATAL_PEMBELIAN: 'BATAL_PEMBELIAN',
  UANG_KAS: 'UANG_KAS', UANG_BANK: 'UANG_BANK', SELISIH_KAS: 'SELISIH_KAS',
  HUTANG: 'HUTANG', PELUNASAN_HUTANG: 'PELUNASAN_HUTANG', BATAL_PELUNASAN_HUTANG: 'BATAL_PELUNASAN_HUTANG',
  PERPANJANG_HUTANG: 'PERPANJANG_HUTANG', LELANG_HUTANG: 'LELANG_HUTANG',
  PESANAN: 'PESANAN', BAYAR_PESANAN: 'BAYAR_PESANAN', AMBIL_PESANAN: 'AMBIL_PESANAN', BATAL_PESANAN: 'BATAL_PESANAN',
  TITIP_UANG: 'TITIP_UANG', BATAL_TITIP: 'BATAL_TITIP',
  SERVICE: 'SERVICE', SELESAI_SERVICE: 'SELESAI_SERVICE', AMBIL_SERVICE: 'AMBIL_SERVICE', BATAL_SERVICE: 'BATAL_SERVICE',
} as const;
