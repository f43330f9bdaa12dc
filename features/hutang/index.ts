// The hutang feature's public module for other features (server side).
export { postHutang } from './services/post-hutang';
export { readRenewal, type RenewedLoan } from './counter/renew-loan';
export { getRenewal } from './services/renew-hutang';
export { plafondShares, principalPerGram, rateForLoan, readLoanParameters, readPlafondBands, readRateBands } from './services/loan-terms';
export { bungaHutangService } from './services/masters/bunga-hutang-master';
export { hutangPokokService } from './services/masters/hutang-pokok-master';
export { kondisiPinjamanService } from './services/masters/kondisi-pinjaman-master';
export { plafondKadarService } from './services/masters/plafond-kadar-master';
// The loan documents the counter's printing reads and counts (features/nota): Surat Bukti Gadai, Bukti Pelunasan,
// Bukti Perpanjangan.
export { countLoanPrint, countRedemptionPrint, readLoanSlip, readRedemptionReceipt } from './services/loan-documents';
export { countRenewalPrint, readRenewalReceipt } from './services/loan-documents';
export type { LoanShop, LoanSlipData, LoanSlipItem, RedemptionReceiptData, RenewalReceiptData } from './documents/types';
// The debt figures of the dashboards (hutang/dashboard).
export { loanDashboard, type LoanDashboard } from './services/loan-dashboard';
