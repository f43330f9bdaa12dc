/** The pseudo-account of the shop's till: Mutasi Uang Cash moves money between it and a bank account. */
export const CASH = 'CASH';
