/**
 * The gram ledger's vocabulary (decision 013). An item is in one state at a time; only READY (in a tray) counts in a
 * shop's balance, as `stok_dihitung` says in SQL. TRANSIT (sent, not yet received) counts in neither shop.
 * PLEDGED is a customer's gold in the shop's custody for a pawn loan (decision 031): in the custody vault, never stock;
 * it leaves custody only back to its owner (REDEEMED) or, at auction, into the shop's stock or to a buyer.
 * RESERVED is the shop's item set aside for a customer (an order's piece that arrived, a deposit's item): on the
 * reservation shelf, not in a tray, never offered for sale but to that customer. IN_SERVICE is a customer's piece in
 * the shop's custody for repair; it leaves only back to its owner (RETURNED) (decision 033).
 * ON_LOAN is a tray item lent as an order's sample (Ambil Barang Contoh): on the sample shelf, out of the tray's
 * balance and never sold, until it comes back to its tray (decision 033).
 */
export const STOCK_STATES = ['READY', 'TRANSIT', 'SOLD', 'DESTROYED', 'MISSING', 'PLEDGED', 'REDEEMED', 'RESERVED', 'IN_SERVICE', 'RETURNED', 'ON_LOAN'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_KINDS = [
  'RECEIVED', 'MOVED', 'SOLD', 'SALE_CANCELLED', 'BOUGHT_BACK', 'BUYBACK_CANCELLED', 'DESTROYED', 'SENT', 'RECEIVED_FROM_SHOP', 'ADJUSTED',
  'PLEDGED', 'REDEEMED', 'REDEMPTION_CANCELLED', 'FORFEITED', 'AUCTION_SOLD',
  'ORDER_RECEIVED', 'RESERVED', 'RESERVATION_RELEASED', 'SERVICE_RECEIVED', 'SERVICE_WEIGHED', 'SERVICE_RETURNED',
  'SAMPLE_LENT', 'SAMPLE_RETURNED',
] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
/**
 * The kinds that bring an item into the ledger, and the state each gives it: into a tray (RECEIVED), into custody for a
 * loan (PLEDGED) or a repair (SERVICE_RECEIVED), onto the reservation shelf (ORDER_RECEIVED: an order's piece arriving).
 */
export const ENTRY_STATES = { RECEIVED: 'READY', PLEDGED: 'PLEDGED', SERVICE_RECEIVED: 'IN_SERVICE', ORDER_RECEIVED: 'RESERVED' } as const satisfies Record<string, StockState>;
export type EntryKind = keyof typeof ENTRY_STATES;
export type MovementKind = Exclude<StockKind, EntryKind>;

/** Custody states (decision 031): the customer's gold, never the shop's stock: no stock list, scan or edit shows them. */
export const CUSTODY_STATES = ['PLEDGED', 'REDEEMED', 'IN_SERVICE', 'RETURNED'] as const satisfies readonly StockState[];

/** The custody vault: where pledged items sit (warehouse code; the tray is the loan that pledged them). */
export const CUSTODY_VAULT = 'GADAI';
/** Where repair pieces sit (warehouse code; the tray is the service ticket). */
export const SERVICE_VAULT = 'SERVICE';
/** The reservation shelf (warehouse code; the tray is the order or deposit the item is held for). */
export const RESERVATION_SHELF = 'PESANAN';
/** The sample shelf (warehouse code; the tray is the order the item is lent for as its sample). */
export const SAMPLE_SHELF = 'CONTOH';

/** States that hold a place (a tray in stock, a packet in a custody vault, a place on the reservation shelf). */
export function holdsPlace(status: string): boolean {
  return status === 'READY' || status === 'PLEDGED' || status === 'RESERVED' || status === 'IN_SERVICE' || status === 'ON_LOAN';
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
  /** From a tray at the counter; from the reservation shelf only when the sale is the customer's it was held for. */
  SOLD: { from: ['READY', 'RESERVED'], to: 'SOLD' },
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
  /** A tray's item set aside for a customer (a deposit). */
  RESERVED: { from: ['READY'], to: 'RESERVED' },
  /** Back from the reservation shelf into a tray (a deposit or an order cancelled). */
  RESERVATION_RELEASED: { from: ['RESERVED'], to: 'READY' },
  /** A repair piece weighed at completion (gold added or lost): its new weight, still in custody. */
  SERVICE_WEIGHED: { from: ['IN_SERVICE'], to: 'IN_SERVICE' },
  /** A repair piece back to its owner (picked up, or the repair cancelled). */
  SERVICE_RETURNED: { from: ['IN_SERVICE'], to: 'RETURNED' },
  /** A tray item lent as an order's sample (Ambil Barang Contoh): onto the sample shelf, the order as its tray. */
  SAMPLE_LENT: { from: ['READY'], to: 'ON_LOAN' },
  /** A lent sample back into its tray. */
  SAMPLE_RETURNED: { from: ['ON_LOAN'], to: 'READY' },
};
