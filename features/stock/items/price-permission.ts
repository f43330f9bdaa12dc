// No 'server-only' marker: the Data Barang edit form asks for the grant with the same rule the service applies.
import type { SessionContext } from '@/lib/auth/context';
import { parseLevels } from '@/lib/settings/keys';
import type { GrantSubject } from '@/lib/auth/otorisasi-subject';

/**
 * Whether the user changes what makes an item's price (fixed price, harga_jual, ongkos) without a supervisor: his
 * level is one LEVEL_UBAH_HARGA_BARANG names (SPV and above by default). Anyone else who may edit items spends an
 * UBAH_HARGA_BARANG grant on such a save (updateItem); the Data Barang screen asks for it first (decision 026).
 */
export function maySetItemPrice(ctx: Pick<SessionContext, 'user' | 'settings'>): boolean {
  return parseLevels(ctx.settings.LEVEL_UBAH_HARGA_BARANG).includes(ctx.user.level);
}

/** What makes an item's price on Data Barang (riwayat_harga_barang's kolom; weights and jenis move only by stock documents). */
export type ItemPriceField = 'harga_tetap' | 'harga_jual' | 'ongkos';
export type ItemPrice = { hargaTetap: boolean; hargaJual: number; ongkos: number };
/** A change to one of them, as the history keeps it and the supervisor approves it: stored values as text. */
export type ItemPriceChange = { kolom: ItemPriceField; sebelum: string; sesudah: string };

/** What a save changes of the item's price fields (whole Rupiah as digits, "true"/"false" for harga_tetap). */
export function itemPriceChanges(before: ItemPrice, after: ItemPrice): ItemPriceChange[] {
  const changes: ItemPriceChange[] = [];
  if (before.hargaTetap !== after.hargaTetap) changes.push({ kolom: 'harga_tetap', sebelum: String(before.hargaTetap), sesudah: String(after.hargaTetap) });
  if (before.hargaJual !== after.hargaJual) changes.push({ kolom: 'harga_jual', sebelum: String(before.hargaJual), sesudah: String(after.hargaJual) });
  if (before.ongkos !== after.ongkos) changes.push({ kolom: 'ongkos', sebelum: String(before.ongkos), sesudah: String(after.ongkos) });
  return changes;
}

/**
 * The price an edit saves: a fixed price keeps the price typed, a per-gram item keeps its last price (harga_jual is
 * not touched); ongkos left empty (or not sent) stays as it is, so an edit changes only the price it names (0 is typed).
 */
export function editedItemPrice(current: ItemPrice, form: { harga_tetap: boolean; harga_jual?: number; ongkos?: number }): ItemPrice {
  return { hargaTetap: form.harga_tetap, hargaJual: form.harga_tetap ? (form.harga_jual ?? 0) : current.hargaJual, ongkos: form.ongkos ?? current.ongkos };
}

const SUBJECT_WHAT = { harga_tetap: 'hargaTetap', harga_jual: 'hargaBarang', ongkos: 'ongkos' } as const;

/** What an UBAH_HARGA_BARANG grant approves: this item's price fields, each from its stored value to the new one. */
export function itemPriceSubject(kodeBarcode: string, changes: readonly ItemPriceChange[]): GrantSubject {
  return { document: kodeBarcode, lines: changes.map((change) => ({ ref: '', what: SUBJECT_WHAT[change.kolom], before: change.sebelum, after: change.sesudah })) };
}
