// The hutang feature's door for what runs outside Next (the demo generator, setup): no 'server-only' module behind it.
export { pledgedBarcodeOf, pledgedGrams, postLoans, type Loan, type LoanItem, type PostedLoans, type PostLoansInput } from './counter/post-loans';
export { readRenewal, renewLoans, type Renewal, type RenewedLoan, type RenewedLoans, type RenewLoansInput } from './counter/renew-loan';
export { cancelRedemption, redeemLoans, redemptionFigures, type CancelledRedemption, type CancelRedemptionInput, type RedeemedLoans, type RedeemLoansInput, type Redemption, type Settlement } from './counter/settle-loan';
// A new loan's figures from its items and the parameters (pure): the demo lends with the lending screen's quote.
export { quoteLoan } from './loan-quote';
// The lending parameters of a new installation (the demo's bands and principal per gram).
export { seedLoanParameters, type LoanParameters } from './parameters/seed-loan-parameters';
export { auctionFigures, auctionLoans, payAuctionSurplus, type Auction, type AuctionedLoan, type AuctionedLoans, type AuctionLoansInput, type PaidSurplus, type PaySurplusInput } from './counter/auction-loan';
