// The browser's door to the same pure pricing (the sale screen's preview): see index.ts.
export * from '@/lib/pricing';
