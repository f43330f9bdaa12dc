/**
 * The gram ledger's vocabulary (decision 013). An item is in one state at a time; only READY (in a tray) counts in a
 * shop's balance, as `stok_dihitung` says in SQL. TRANSIT (sent, not yet received) counts in neither shop.
 */
export const STOCK_STATES = ['READY', 'TRANSIT', 'SOLD', 'DESTROYED', 'MISSING'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_KINDS = ['RECEIVED', 'MOVED', 'SOLD', 'SALE_CANCELLED', 'BOUGHT_BACK', 'BUYBACK_CANCELLED', 'DESTROYED', 'SENT', 'RECEIVED_FROM_SHOP', 'ADJUSTED'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
export type MovementKind = Exclude<StockKind, 'RECEIVED'>;

/** The same rule as the SQL function stok_dihitung. */
export function isCountedInStock(status: string | null | undefined): boolean {
  return status === 'READY';
}

/**
 * Per kind of movement: the states an item may leave, the state it goes to (null: the caller says, else it stays),
 * and whether it may leave another shop (a buyback takes in an item another branch sold). The database's
 * `mutasi_stok_transition` check says the same; this table answers the user before the database refuses.
 */
export const MOVEMENTS: Record<MovementKind, { from: readonly StockState[]; to: StockState | null; anyShop?: boolean }> = {
  MOVED: { from: ['READY'], to: 'READY' },
  SOLD: { from: ['READY'], to: 'SOLD' },
  /** A cancelled sale's items go back to the tray they were sold from. */
  SALE_CANCELLED: { from: ['SOLD'], to: 'READY' },
  BOUGHT_BACK: { from: ['SOLD'], to: 'READY', anyShop: true },
  /** A cancelled buyback's items go back to the customer. */
  BUYBACK_CANCELLED: { from: ['READY'], to: 'SOLD' },
  DESTROYED: { from: ['READY'], to: 'DESTROYED' },
  SENT: { from: ['READY', 'TRANSIT'], to: 'TRANSIT' },
  RECEIVED_FROM_SHOP: { from: ['TRANSIT'], to: 'READY' },
  ADJUSTED: { from: ['READY', 'MISSING'], to: null },
};
