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
export const CAPITAL_ACCOUNT = '3-1000';
/** Money a branch has sent and head office has not yet received. */
export const CASH_IN_TRANSIT_ACCOUNT = '1-1300';

/** Transaction kinds whose journal lines the Parameter Akun screen decides. */
export const TRX = {
  MUTASI_UANG_BANK: 'MUTASI_UANG_BANK', MUTASI_UANG_CASH: 'MUTASI_UANG_CASH', KIRIM_UANG_PUSAT: 'KIRIM_UANG_PUSAT', TERIMA_UANG_PUSAT: 'TERIMA_UANG_PUSAT',
  SALDO_AWAL: 'SALDO_AWAL',
} as const;
