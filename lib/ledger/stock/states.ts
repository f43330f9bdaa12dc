/**
 * The gram ledger's vocabulary (decision 013). An item is in one state at a time; only READY (in a tray) counts in a
 * shop's balance, as `stok_dihitung` says in SQL. TRANSIT (sent, not yet received) counts in neither shop.
 * PLEDGED is a customer's gold in the shop's custody for a pawn loan (decision 031): in the custody vault, never stock;
 * it leaves custody only back to its owner (REDEEMED) or, at auction, into the shop's stock or to a buyer.
 */
export const STOCK_STATES = ['READY', 'TRANSIT', 'SOLD', 'DESTROYED', 'MISSING', 'PLEDGED', 'REDEEMED'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_KINDS = [
  'RECEIVED', 'MOVED', 'SOLD', 'SALE_CANCELLED', 'BOUGHT_BACK', 'BUYBACK_CANCELLED', 'DESTROYED', 'SENT', 'RECEIVED_FROM_SHOP', 'ADJUSTED',
  'PLEDGED', 'REDEEMED', 'REDEMPTION_CANCELLED', 'FORFEITED', 'AUCTION_SOLD',
] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
/** The kinds that bring an item into the ledger: into a tray (RECEIVED, READY) or into custody (PLEDGED). */
export type EntryKind = 'RECEIVED' | 'PLEDGED';
export type MovementKind = Exclude<StockKind, EntryKind>;

/** Custody states (decision 031): the customer's gold, never the shop's stock: no stock list, scan or edit shows them. */
export const CUSTODY_STATES = ['PLEDGED', 'REDEEMED'] as const satisfies readonly StockState[];

/** The custody vault: where pledged items sit (warehouse code; the tray is the loan that pledged them). */
export const CUSTODY_VAULT = 'GADAI';

/** States that hold a place (a tray in stock, a packet in the custody vault); the others hold none. */
export function holdsPlace(status: string): boolean {
  return status === 'READY' || status === 'PLEDGED';
}

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
  /** A redeemed loan's items go back to their owner. */
  REDEEMED: { from: ['PLEDGED'], to: 'REDEEMED' },
  /** A cancelled redemption's items come back into custody. */
  REDEMPTION_CANCELLED: { from: ['REDEEMED'], to: 'PLEDGED' },
  /** At auction the shop takes the items into its stock (a tray). */
  FORFEITED: { from: ['PLEDGED'], to: 'READY' },
  /** At auction the items are sold to a buyer. */
  AUCTION_SOLD: { from: ['PLEDGED'], to: 'SOLD' },
};
