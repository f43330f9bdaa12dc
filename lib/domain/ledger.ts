/** Account numbers the ledger builds from a shop or bank account. */
export const cashAccountOf = (kodeToko: string) => `1-1100-${kodeToko}`;
export const bankAccountOf = (noRekening: string) => `1-1200-${noRekening}`;
export const CAPITAL_ACCOUNT = '3-1000';

/** Transaction kinds whose journal lines the Parameter Akun screen decides. */
export const TRX = { MUTASI_UANG_BANK: 'MUTASI_UANG_BANK', MUTASI_UANG_CASH: 'MUTASI_UANG_CASH', SALDO_AWAL: 'SALDO_AWAL' } as const;
