// No 'server-only' marker: the demo generator posts its stock from server.ts too.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { barang, mutasiStok, stokDokumen } from '@/lib/db/schema/gram-ledger';
import { toMilligrams } from '../../format/grams';
import { AppError, ConflictError, ValidationError, type ErrorKey } from '@/lib/errors/app-error';
import { MOVEMENTS, type MovementKind, type StockState } from './states';
import { assertDayOpen } from '../day-lock';
import { todayInJakarta } from '../../format';

/** A new item, received into a tray of the document's shop (its status is READY). */
export type NewItem = Omit<typeof barang.$inferInsert, 'status' | 'beratKotor' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'> & {
  /** Gross weight; the gold weight when not given. */
  beratKotor?: string;
};

export type StockPlace = { kodeToko: string; kodeGudang: string; kodeBaki: string; status: StockState; berat: string };

export type StockEntryInput =
  | { kind: 'RECEIVED'; item: NewItem }
  | {
      kind: MovementKind;
      kodeBarcode: string;
      /** What the user saw: every field given must still hold when the item is locked, else a conflict. */
      expected?: Partial<Omit<StockPlace, 'kodeToko'>>;
      /** Where it goes. Fields not given stay (the shop is the document's, a SENT item's the destination); a state
       *  outside READY holds no tray. */
      to?: Partial<StockPlace>;
    };

export type StockDocument = { kodeToko: string; jenis: string; nomor: string };

export type PostStockInput = {
  document: StockDocument;
  entries: StockEntryInput[];
  /** A document sent twice with the same key posts once; the second call gets the first's result. */
  idempotencyKey: string;
  createdBy: string;
  /** When the document happened; now unless given. Only the demo generator and tests back-date documents. */
  at?: Date;
};

export type PostedStockEntry = { id: number; kodeBarcode: string; jenisMutasi: string; kodeToko: string; kodeDept: string; qty: number; berat: string };
export type PostedStock = { dokumen: typeof stokDokumen.$inferSelect; entries: PostedStockEntry[]; replayed: boolean };

/** Rows per statement: every column travels as one array parameter, so this only bounds a statement's size. */
const CHUNK = 5000;
const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;

const isWeight = (grams: unknown): grams is string => typeof grams === 'string' && WEIGHT.test(grams) && /[1-9]/.test(grams);
const itemError = (kind: AppError['kind'], key: ErrorKey, barcode: string, values: Record<string, string> = {}) =>
  new AppError(kind, key, { barcode, ...values });
const array = (values: (string | null)[]) => sql.param(values);

/**
 * Posts one stock document inside the caller's transaction: its header, one entry per item, the items' new place,
 * state and weight, and (through the entries' statement trigger) the balances per shop and jenis.
 *
 * The items a document moves are locked in barcode order (`for update`) before anything is checked, so two documents
 * touching one item run one after the other, and the second sees where the first left it: an item no longer where
 * the user saw it is refused with a conflict naming it. Entries and items are written a statement per 5,000 items.
 * The database refuses the rest: an entry that does not continue its item's history, an item changed without one,
 * an edit or a delete of an entry, and a balance moved by anything but entries (migration 0017).
 * A shop's closed day takes no document (assertDayOpen).
 * On any error the caller's transaction must roll back, as it does for every error.
 */
export async function postStockEntries(tx: Tx, input: PostStockInput): Promise<PostedStock> {
  const { document, idempotencyKey, createdBy } = input;
  const at = input.at ?? null;
  const { received, moved } = split(input);

  await assertDayOpen(tx, document.kodeToko, at ?? undefined);
  const [dokumen] = await tx
    .insert(stokDokumen)
    .values({ kodeToko: document.kodeToko, jenisDokumen: document.jenis, noDokumen: document.nomor, idempotencyKey, jumlahMutasi: input.entries.length, createdBy, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing({ target: stokDokumen.idempotencyKey })
    .returning();
  if (!dokumen) return replay(tx, input);

  const posted: PostedStockEntry[] = [];
  received.sort((a, b) => compare(a.kodeBarcode, b.kodeBarcode));
  for (let i = 0; i < received.length; i += CHUNK) posted.push(...(await receive(tx, dokumen.id, received.slice(i, i + CHUNK), createdBy, at)));
  const rows = moved.map((entry) => ({ dokumenId: dokumen.id, document, entry, createdBy, at }));
  rows.sort((a, b) => compare(a.entry.kodeBarcode, b.entry.kodeBarcode));
  for (let i = 0; i < rows.length; i += CHUNK) {
    for (const { dokumenId, ...entry } of await move(tx, rows.slice(i, i + CHUNK))) if (dokumenId === dokumen.id) posted.push(entry);
  }
  return { dokumen, entries: posted, replayed: false };
}

type MovedEntry = Extract<StockEntryInput, { kodeBarcode: string }>;

/** A document's entries, checked before anything is written: new items and movements apart. */
function split(input: PostStockInput): { received: NewItem[]; moved: MovedEntry[] } {
  const { document, entries } = input;
  if (entries.length === 0) throw ValidationError('stokDokumenKosong');
  const received: NewItem[] = [];
  const moved: MovedEntry[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const barcode = entry.kind === 'RECEIVED' ? entry.item.kodeBarcode : entry.kodeBarcode;
    if (seen.has(barcode)) throw itemError('validation', 'stokBarangGanda', barcode);
    seen.add(barcode);
    if (entry.kind === 'RECEIVED') {
      const { item } = entry;
      if (!isWeight(item.berat)) throw itemError('validation', 'stokBeratInvalid', barcode);
      if (item.kodeToko !== document.kodeToko || !item.kodeGudang || !item.kodeBaki) throw itemError('validation', 'stokMutasiInvalid', barcode);
      received.push(item);
    } else {
      if (!(entry.kind in MOVEMENTS)) throw itemError('validation', 'stokMutasiInvalid', barcode);
      if (entry.to?.berat !== undefined && !isWeight(entry.to.berat)) throw itemError('validation', 'stokBeratInvalid', barcode);
      moved.push(entry);
    }
  }
  return { received, moved };
}

/**
 * Posts several stock documents in one transaction with a few set-based statements whatever their number (the demo
 * generator posts a shop's day of sales at once; a screen posts one with postStockEntries). Each document follows
 * postStockEntries' rules: its checks, a closed day refused, every item locked in barcode order before it is checked,
 * a key posted before answered with the first result (through postStockEntries). One item moves in one document of
 * the batch at most (`stokBarangGanda`). Results come in the order of `inputs`.
 */
export async function postStockDocuments(tx: Tx, inputs: PostStockInput[]): Promise<PostedStock[]> {
  if (inputs.length <= 1) return inputs.length === 0 ? [] : [await postStockEntries(tx, inputs[0])];
  const parts = inputs.map((input) => split(input));
  const seen = new Set<string>();
  for (const { received, moved } of parts) {
    for (const barcode of [...received.map((item) => item.kodeBarcode), ...moved.map((entry) => entry.kodeBarcode)]) {
      if (seen.has(barcode)) throw itemError('validation', 'stokBarangGanda', barcode);
      seen.add(barcode);
    }
  }
  const keys = inputs.map((input) => input.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw ConflictError('idempotencyKeyReused');
  const days = new Map(inputs.map((input) => [`${input.document.kodeToko}|${todayInJakarta(input.at ?? new Date())}`, input]));
  for (const input of days.values()) await assertDayOpen(tx, input.document.kodeToko, input.at);

  const column = (pick: (input: PostStockInput) => string | number | null | undefined) =>
    array(inputs.map((input) => { const value = pick(input); return value === null || value === undefined ? null : String(value); }));
  const inserted = await tx.execute(sql`
    insert into ${stokDokumen} (kode_toko, jenis_dokumen, no_dokumen, idempotency_key, jumlah_mutasi, created_by, created_at)
    select v.kode_toko, v.jenis, v.nomor, v.idempotency_key, v.jumlah, v.created_by, coalesce(v.at, now())
      from unnest(${column((i) => i.document.kodeToko)}::varchar[], ${column((i) => i.document.jenis)}::varchar[], ${column((i) => i.document.nomor)}::varchar[],
                  ${column((i) => i.idempotencyKey)}::varchar[], ${column((i) => i.entries.length)}::int[], ${column((i) => i.createdBy)}::varchar[],
                  ${column((i) => i.at?.toISOString())}::timestamptz[]) with ordinality as v(kode_toko, jenis, nomor, idempotency_key, jumlah, created_by, at, n)
     order by v.n
    on conflict (idempotency_key) do nothing
    returning id`);
  const ids = (inserted.rows as { id: string | number }[]).map((row) => Number(row.id));
  const dokumens = ids.length === 0 ? [] : await tx.select().from(stokDokumen).where(inArray(stokDokumen.id, ids));
  const byKey = new Map(dokumens.map((dokumen) => [dokumen.idempotencyKey, dokumen]));

  const posted = new Map<number, PostedStockEntry[]>(dokumens.map((dokumen) => [dokumen.id, []]));
  const rows: MoveRow[] = [];
  for (const [i, input] of inputs.entries()) {
    const dokumen = byKey.get(input.idempotencyKey);
    if (!dokumen) continue;
    const received = [...parts[i].received].sort((a, b) => compare(a.kodeBarcode, b.kodeBarcode));
    for (let c = 0; c < received.length; c += CHUNK) posted.get(dokumen.id)!.push(...(await receive(tx, dokumen.id, received.slice(c, c + CHUNK), input.createdBy, input.at ?? null)));
    for (const entry of parts[i].moved) rows.push({ dokumenId: dokumen.id, document: input.document, entry, createdBy: input.createdBy, at: input.at ?? null });
  }
  rows.sort((a, b) => compare(a.entry.kodeBarcode, b.entry.kodeBarcode));
  for (let c = 0; c < rows.length; c += CHUNK) {
    for (const { dokumenId, ...entry } of await move(tx, rows.slice(c, c + CHUNK))) posted.get(dokumenId)!.push(entry);
  }
  const results: PostedStock[] = [];
  for (const input of inputs) {
    const dokumen = byKey.get(input.idempotencyKey);
    // A key posted before: its first result, as postStockEntries answers it.
    results.push(dokumen ? { dokumen, entries: posted.get(dokumen.id)!, replayed: false } : await replay(tx, input));
  }
  return results;
}

/** Code-unit order, the order the lock statement uses too (`collate "C"`), so documents lock items in one order. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function replay(tx: Tx, input: PostStockInput): Promise<PostedStock> {
  const [dokumen] = await tx.select().from(stokDokumen).where(eq(stokDokumen.idempotencyKey, input.idempotencyKey));
  const { document } = input;
  // Only visible above READ COMMITTED: a key taken by a document this transaction cannot see.
  if (!dokumen) throw ConflictError('idempotencyKeyReused');
  if (dokumen.kodeToko !== document.kodeToko || dokumen.jenisDokumen !== document.jenis || dokumen.noDokumen !== document.nomor) {
    throw ConflictError('idempotencyKeyReused');
  }
  const entries = await tx
    .select({
      id: mutasiStok.id, kodeBarcode: mutasiStok.kodeBarcode, jenisMutasi: mutasiStok.jenisMutasi, kodeToko: mutasiStok.kodeToko,
      kodeDept: mutasiStok.kodeDept, qty: mutasiStok.qty, berat: mutasiStok.berat,
    })
    .from(mutasiStok)
    .where(eq(mutasiStok.dokumenId, dokumen.id))
    .orderBy(mutasiStok.id);
  return { dokumen, entries, replayed: true };
}

/** An entry's time: its document's when back-dated, else the transaction's (the column's default). */
const whenOf = (at: Date | null) => sql`coalesce(${at ? at.toISOString() : null}::timestamptz, now())`;

const RETURNING = sql`returning id, kode_barcode, jenis_mutasi, kode_toko, kode_dept, qty, berat`;

function toPosted(rows: Record<string, unknown>[]): PostedStockEntry[] {
  return rows.map((row) => ({
    id: Number(row.id), kodeBarcode: String(row.kode_barcode), jenisMutasi: String(row.jenis_mutasi), kodeToko: String(row.kode_toko),
    kodeDept: String(row.kode_dept), qty: Number(row.qty), berat: String(row.berat),
  }));
}

/** New items: their rows (a barcode already taken is refused), then their first entries, two statements. */
async function receive(tx: Tx, dokumenId: number, items: NewItem[], createdBy: string, at: Date | null): Promise<PostedStockEntry[]> {
  const column = (pick: (item: NewItem) => string | number | null | undefined) => array(items.map((item) => {
    const value = pick(item);
    return value === null || value === undefined ? null : String(value);
  }));
  const inserted = await tx.execute(sql`
    insert into ${barang} (kode_barcode, kode_toko, kode_group, kode_dept, kode_intern, nama_barang, berat, berat_kotor, size, kadar, harga_jual,
                           ongkos, harga_tetap, kode_bandrol, kode_supplier, photo_path, kode_gudang, kode_baki, status, created_by, updated_by)
    select v.kode_barcode, v.kode_toko, v.kode_group, v.kode_dept, v.kode_intern, v.nama_barang, v.berat, coalesce(v.berat_kotor, v.berat),
           coalesce(v.size, ''), v.kadar, v.harga_jual, coalesce(v.ongkos, 0), coalesce(v.harga_tetap, false), v.kode_bandrol, v.kode_supplier,
           v.photo_path, v.kode_gudang, v.kode_baki, 'READY', ${createdBy}::varchar, ${createdBy}::varchar
      from unnest(${column((i) => i.kodeBarcode)}::varchar[], ${column((i) => i.kodeToko)}::varchar[], ${column((i) => i.kodeGroup)}::varchar[],
                  ${column((i) => i.kodeDept)}::varchar[], ${column((i) => i.kodeIntern)}::varchar[], ${column((i) => i.namaBarang)}::varchar[],
                  ${column((i) => i.berat)}::numeric[], ${column((i) => i.beratKotor)}::numeric[], ${column((i) => i.size)}::varchar[],
                  ${column((i) => i.kadar)}::numeric[], ${column((i) => i.hargaJual)}::bigint[], ${column((i) => i.ongkos)}::bigint[],
                  ${column((i) => i.hargaTetap === undefined ? null : String(i.hargaTetap))}::boolean[], ${column((i) => i.kodeBandrol)}::varchar[],
                  ${column((i) => i.kodeSupplier)}::varchar[], ${column((i) => i.photoPath)}::text[], ${column((i) => i.kodeGudang)}::varchar[],
                  ${column((i) => i.kodeBaki)}::varchar[])
           as v(kode_barcode, kode_toko, kode_group, kode_dept, kode_intern, nama_barang, berat, berat_kotor, size, kadar, harga_jual, ongkos,
                harga_tetap, kode_bandrol, kode_supplier, photo_path, kode_gudang, kode_baki)
     order by v.kode_barcode collate "C"
    on conflict (kode_barcode) do nothing
    returning kode_barcode`);
  if (inserted.rows.length !== items.length) {
    const fresh = new Set((inserted.rows as { kode_barcode: string }[]).map((row) => row.kode_barcode));
    throw itemError('conflict', 'stokBarcodeSudahAda', items.find((item) => !fresh.has(item.kodeBarcode))!.kodeBarcode);
  }
  const entries = await tx.execute(sql`
    insert into ${mutasiStok} (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat, created_at)
    select ${dokumenId}::bigint, b.kode_barcode, b.kode_dept, 'RECEIVED', b.kode_toko, b.kode_gudang, b.kode_baki, b.status, b.berat, ${whenOf(at)}
      from ${barang} b where b.kode_barcode = any(${column((i) => i.kodeBarcode)}::varchar[])
     order by b.kode_barcode collate "C"
    ${RETURNING}`);
  return toPosted(entries.rows);
}

type LockedItem = { kode_barcode: string; kode_toko: string; kode_gudang: string; kode_baki: string; status: StockState; berat: string };

/** One movement and the document it belongs to (several documents move their items together in postStockDocuments). */
type MoveRow = { dokumenId: number; document: StockDocument; entry: MovedEntry; createdBy: string; at: Date | null };

/** Movements of existing items, in barcode order: lock, check, write the entries, then the items, three statements. */
async function move(tx: Tx, rows: MoveRow[]): Promise<(PostedStockEntry & { dokumenId: number })[]> {
  const barcodes = rows.map((row) => row.entry.kodeBarcode);
  const locked = await tx.execute(sql`
    select kode_barcode, kode_toko, kode_gudang, kode_baki, status, berat from ${barang}
     where kode_barcode = any(${array(barcodes)}::varchar[])
     order by kode_barcode collate "C"
       for update`);
  const items = new Map((locked.rows as LockedItem[]).map((row) => [row.kode_barcode, row]));
  const targets = rows.map(({ entry, document, dokumenId, createdBy, at }) => {
    const item = items.get(entry.kodeBarcode);
    const rule = MOVEMENTS[entry.kind];
    // Another shop's item is not this shop's to move: told apart from an unknown barcode by nothing.
    if (!item || (!rule.anyShop && item.kode_toko !== document.kodeToko)) throw itemError('not-found', 'stokBarangTidakDitemukan', entry.kodeBarcode);
    return { ...target(entry, item, document), dokumenId: String(dokumenId), createdBy, at: at ? at.toISOString() : null };
  });
  const column = (pick: (t: (typeof targets)[number]) => string | null) => array(targets.map(pick));
  const [kinds, codes, shops, gudangs, bakis, states, weights, documents, users, times] = [
    column((t) => t.kind), column((t) => t.barcode), column((t) => t.kodeToko), column((t) => t.kodeGudang),
    column((t) => t.kodeBaki), column((t) => t.status), column((t) => t.berat), column((t) => t.dokumenId), column((t) => t.createdBy), column((t) => t.at),
  ];
  const values: SQL = sql`unnest(${kinds}::varchar[], ${codes}::varchar[], ${shops}::varchar[], ${gudangs}::varchar[], ${bakis}::varchar[],
                                 ${states}::varchar[], ${weights}::numeric[], ${documents}::bigint[], ${users}::varchar[], ${times}::timestamptz[])
                          as v(kind, kode_barcode, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat, dokumen_id, created_by, at)`;
  // Where each item was comes from its locked row, and the entry it continues is read now, after the lock: a
  // document that moved it first has committed by then. An entry's time is its document's when back-dated, else
  // the transaction's.
  const written = await tx.execute(sql`
    insert into ${mutasiStok} (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, sebelumnya_id, dari_toko, dari_gudang, dari_baki, dari_status,
                               dari_berat, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat, created_at)
    select v.dokumen_id, b.kode_barcode, b.kode_dept, v.kind,
           (select max(m.id) from ${mutasiStok} m where m.kode_barcode = b.kode_barcode),
           b.kode_toko, b.kode_gudang, b.kode_baki, b.status, b.berat, v.ke_toko, v.ke_gudang, v.ke_baki, v.ke_status, v.ke_berat, coalesce(v.at, now())
      from ${values} join ${barang} b on b.kode_barcode = v.kode_barcode
     order by b.kode_barcode collate "C"
    ${RETURNING}, dokumen_id`);
  await tx.execute(sql`
    update ${barang} b set kode_toko = v.ke_toko, kode_gudang = v.ke_gudang, kode_baki = v.ke_baki, status = v.ke_status, berat = v.ke_berat,
           -- A re-weighed item keeps what it weighs beside its gold (stones, clasp).
           berat_kotor = b.berat_kotor + (v.ke_berat - b.berat),
           updated_by = v.created_by, updated_at = now()
      from ${values} where b.kode_barcode = v.kode_barcode`);
  return toPosted(written.rows).map((entry, i) => ({ ...entry, dokumenId: Number((written.rows[i] as { dokumen_id: string | number }).dokumen_id) }));
}

/** Checks a locked item against what the user saw and the kind of movement, and says where it goes. */
function target(entry: Extract<StockEntryInput, { kodeBarcode: string }>, item: LockedItem, document: StockDocument) {
  const barcode = entry.kodeBarcode;
  const rule = MOVEMENTS[entry.kind];
  const expected = entry.expected ?? {};
  if (!rule.from.includes(item.status) || (expected.status !== undefined && expected.status !== item.status)) {
    throw itemError('conflict', item.status === 'SOLD' ? 'stokBarangSudahTerjual' : 'stokBarangTidakTersedia', barcode);
  }
  if ((expected.kodeGudang !== undefined && expected.kodeGudang !== item.kode_gudang) || (expected.kodeBaki !== undefined && expected.kodeBaki !== item.kode_baki)) {
    throw itemError('conflict', 'stokBarangSudahPindah', barcode, { baki: expected.kodeBaki ?? expected.kodeGudang ?? '' });
  }
  if (expected.berat !== undefined && !sameWeight(expected.berat, item.berat)) throw itemError('conflict', 'stokBeratBerubah', barcode);

  const to = entry.to ?? {};
  const status = rule.to ?? to.status ?? item.status;
  if (to.status !== undefined && to.status !== status) throw itemError('validation', 'stokMutasiInvalid', barcode);
  if (entry.kind === 'ADJUSTED' && !(['READY', 'MISSING'] as string[]).includes(status)) throw itemError('validation', 'stokMutasiInvalid', barcode);
  const kodeToko = entry.kind === 'SENT' ? to.kodeToko : document.kodeToko;
  if (!kodeToko || (entry.kind === 'SENT' && kodeToko === item.kode_toko) || (to.kodeToko !== undefined && to.kodeToko !== kodeToko)) {
    throw itemError('validation', 'stokMutasiInvalid', barcode);
  }
  const inTray = status === 'READY';
  const keepsTray = inTray && item.status === 'READY';
  const kodeGudang = inTray ? to.kodeGudang ?? (keepsTray ? item.kode_gudang : '') : '';
  const kodeBaki = inTray ? to.kodeBaki ?? (keepsTray ? item.kode_baki : '') : '';
  if (inTray && (!kodeGudang || !kodeBaki)) throw itemError('validation', 'stokMutasiInvalid', barcode);
  return { kind: entry.kind, barcode, kodeToko, kodeGudang, kodeBaki, status, berat: to.berat ?? item.berat };
}

/** "1.25" and "1.250" are one weight: compared in milligrams, never as floats. */
function sameWeight(a: string, b: string): boolean {
  return isWeight(a) && toMilligrams(a) === toMilligrams(b);
}
