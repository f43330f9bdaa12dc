// The buyback price formulas moved to lib/pricing (issue 26 point 1: one owner of an item's price); this file stays as
// a thin door so the move of lib/ledger/counter into its features merges without a conflict.
export { buybackAuthorizations, buybackPrice, buybackPriceCap, isBeyondWeightTolerance } from '../../pricing';
