/** The last days (today included) whose orders, deposits and repairs are live documents posted through their kernels (live-documents.ts); the history stops before them. */
export const LIVE_DAYS = 7;
