// The hutang feature's public module for other features (server side).
export { postHutang } from './services/post-hutang';
export { plafondShares, principalPerGram, rateForLoan, readLoanParameters, readPlafondBands, readRateBands } from './services/loan-terms';
