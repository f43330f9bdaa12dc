// The hutang feature's public module for other features (server side).
export { postHutang } from './services/post-hutang';
export { plafondShares, principalPerGram, rateForLoan, readLoanParameters, readPlafondBands, readRateBands } from './services/loan-terms';
export { bungaHutangService } from './services/masters/bunga-hutang-master';
export { hutangPokokService } from './services/masters/hutang-pokok-master';
export { kondisiPinjamanService } from './services/masters/kondisi-pinjaman-master';
export { plafondKadarService } from './services/masters/plafond-kadar-master';
// The debt figures of the dashboards (hutang/dashboard).
export { loanDashboard, type LoanDashboard } from './services/loan-dashboard';
