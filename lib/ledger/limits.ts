/** Larger than any amount a shop moves, far below 2^53: a typo of extra zeros is refused, not posted. */
export const MAX_AMOUNT = 1_000_000_000_000;
