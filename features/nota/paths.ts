import type { CustodySlipKind, LoanDocKind, NotaKind } from './types';

/** The screens that show a nota: its gate is theirs (the counter screen right after saving, the lihat screen later). */
export const NOTA_PATHS: Record<NotaKind, readonly string[]> = {
  penjualan: ['/transaksi-penjualan', '/lihat-penjualan'],
  pembelian: ['/transaksi-pembelian', '/lihat-pembelian'],
};
export const ALL_NOTA_PATHS: readonly string[] = [...NOTA_PATHS.penjualan, ...NOTA_PATHS.pembelian];

/** The screens that print a loan's slip (right after lending, and again from Lihat Hutang) and a redemption's or renewal's receipt. */
export const LOAN_DOC_PATHS: Record<LoanDocKind, readonly string[]> = {
  hutang: ['/transaksi-hutang', '/lihat-hutang'],
  'pelunasan-hutang': ['/lihat-hutang'],
  'perpanjangan-hutang': ['/lihat-hutang'],
};
export const ALL_LOAN_DOC_PATHS: readonly string[] = LOAN_DOC_PATHS.hutang;
export const isLoanDocKind = (kind: string): kind is LoanDocKind => Object.hasOwn(LOAN_DOC_PATHS, kind);

/** The screens that print an order's, a deposit's and a repair ticket's slip: where it is made, and its Lihat screen (the reprint). */
export const CUSTODY_SLIP_PATHS: Record<CustodySlipKind, readonly string[]> = {
  pesanan: ['/transaksi-pesanan', '/lihat-pesanan'],
  titipan: ['/lihat-titipan'],
  service: ['/transaksi-services', '/lihat-services'],
};
export const isCustodySlipKind = (kind: string): kind is CustodySlipKind => Object.hasOwn(CUSTODY_SLIP_PATHS, kind);
