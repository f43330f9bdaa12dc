// The pricing feature's door (issue 26 point 1): one owner of an item's sale price, the buyback price, rounding to a
// step, PPN, the price limit and floor, and the typed reading of their settings. The pure code lives in lib/pricing
// because the ledger kernels and the demo generator in lib/ price with it too, and lib/ never imports a feature.
export * from '@/lib/pricing';
