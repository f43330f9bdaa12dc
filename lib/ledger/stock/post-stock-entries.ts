// No 'server-only' marker: the demo generator posts its stock from server.ts too.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { barang, mutasiStok, stokDokumen } from '@/lib/db/schema/gram-ledger';
import { fromReturned, unnest, type UnnestType, type UnnestValue } from '../../db/unnest';
import { toMilligrams } from '../../format/grams';
import { AppError, ConflictError, ValidationError, type ErrorKey } from '@/lib/errors/app-error';
import { ENTRY_STATES, holdsPlace, MOVEMENTS, type EntryKind, type MovementKind, type StockState } from './states';
import { assertDayOpen } from '../day-lock';

/** A new item: received into a tray of the document's shop (READY), or pledged into its custody vault (PLEDGED). */
export type NewItem = Omit<typeof barang.$inferInsert, 'status' | 'beratKotor' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'> & {
  /** Gross weight; the gold weight when not given. */
  beratKotor?: string;
};

export type StockPlace = { kodeToko: string; kodeGudang: string; kodeBaki: string; status: StockState; berat: string };

export type StockEntryInput =
  | { kind: EntryKind; item: NewItem }
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

/**
 * Posts one stock document inside the caller's transaction: a batch of one (postStockDocuments, whose rules it
 * follows): its header, one entry per item, the items' new place, state and weight, and (through the entries'
 * statement trigger) the balances per shop and jenis.
 */
export async function postStockEntries(tx: Tx, input: PostStockInput): Promise<PostedStock> {
  const [posted] = await postStockDocuments(tx, [input]);
  return posted;
}

type MovedEntry = Extract<StockEntryInput, { kodeBarcode: string }>;
/** A new item with the state its entry kind gives it. */
type ReceivedItem = NewItem & { status: (typeof ENTRY_STATES)[EntryKind] };

/** A document's entries, checked before anything is written: new items and movements apart. */
function split(input: PostStockInput): { received: ReceivedItem[]; moved: MovedEntry[] } {
  const { document, entries } = input;
  if (entries.length === 0) throw ValidationError('stokDokumenKosong');
  const received: ReceivedItem[] = [];
  const moved: MovedEntry[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const barcode = 'item' in entry ? entry.item.kodeBarcode : entry.kodeBarcode;
    if (seen.has(barcode)) throw itemError('validation', 'stokBarangGanda', barcode);
    seen.add(barcode);
    if ('item' in entry) {
      const item = { ...entry.item, status: ENTRY_STATES[entry.kind] } satisfies NewItem & { status: StockState };
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
 * Posts stock documents inside the caller's transaction with the same few statements whatever their number (a screen
 * posts one, through postStockEntries; the demo generator a shop's day of sales at once). Results come in the order of
 * `inputs`.
 *
 * A shop's closed day takes no document (assertDayOpen, once per shop-day and transaction). The items the documents
 * move are locked in barcode order (`for update`) and checked before anything is written, so two documents touching
 * one item run one after the other, and the second sees where the first left it: an item no longer where the user saw
 * it is refused with a conflict naming it. One item moves in one document of a batch at most (`stokBarangGanda`). A key
 * posted before answers the first document and writes nothing. Then `numbers` (when given) names the documents to be
 * written (none posted before: a caller that numbers them leaves those out), right before the first write, so a caller numbering them from a counter row holds that row for the writes alone; then the
 * headers, the new items, and the entries with the items' new state, a statement per 5,000 items. The database refuses
 * the rest: an entry that does not continue its item's history, an item changed without one, an edit or a delete of an
 * entry, and a balance moved by anything but entries (migration 0017). On any error the caller's transaction must roll
 * back, as it does for every error.
 */
export async function postStockDocuments(tx: Tx, inputs: PostStockInput[], options: { numbers?: (inputs: PostStockInput[]) => Promise<string[]> } = {}): Promise<PostedStock[]> {
  if (inputs.length === 0) return [];
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
  for (const input of inputs) await assertDayOpen(tx, input.document.kodeToko, input.at);

  let targets: Target[];
  try {
    targets = await lockAndCheck(tx, inputs.flatMap((input, i) => parts[i].moved.map((entry) => ({ input, entry }))));
  } catch (error) {
    // An item refused may be one a document posted before already moved: a replayed document is answered first.
    // (A failed statement has aborted the transaction: that error is the answer.)
    if (!(error instanceof AppError)) throw error;
    const earlier = await tx.select({ key: stokDokumen.idempotencyKey }).from(stokDokumen).where(inArray(stokDokumen.idempotencyKey, keys));
    if (earlier.length === 0) throw error;
    const done = new Set(earlier.map((row) => row.key));
    const rest = await postStockDocuments(tx, inputs.filter((input) => !done.has(input.idempotencyKey)), options);
    const results: PostedStock[] = [];
    for (const input of inputs) results.push(done.has(input.idempotencyKey) ? await replay(tx, input, !options.numbers) : rest.shift()!);
    return results;
  }
  const numbers = options.numbers ? await options.numbers(inputs) : inputs.map((input) => input.document.nomor);
  const documents = inputs.map((input, i) => ({ ...input.document, nomor: numbers[i] }));

  const byKey = new Map((await tx.execute(sql`
    insert into ${stokDokumen} (kode_toko, jenis_dokumen, no_dokumen, idempotency_key, jumlah_mutasi, created_by, created_at)
    select v.kode_toko, v.jenis, v.nomor, v.idempotency_key, v.jumlah, v.created_by, coalesce(v.at, now())
      from ${unnest({
        kode_toko: ['varchar', documents.map((d) => d.kodeToko)], jenis: ['varchar', documents.map((d) => d.jenis)], nomor: ['varchar', numbers],
        idempotency_key: ['varchar', keys], jumlah: ['int', inputs.map((i) => i.entries.length)], created_by: ['varchar', inputs.map((i) => i.createdBy)],
        at: ['timestamptz', inputs.map((i) => i.at)],
      }, 'v', { ordinality: true })}
     order by v.n
    on conflict (idempotency_key) do nothing
    returning *`)).rows.map((row) => fromReturned(stokDokumen, row)).map((dokumen) => [dokumen.idempotencyKey, dokumen]));

  const posted = new Map<string, PostedStockEntry[]>([...byKey.keys()].map((key) => [key, []]));
  for (const [i, input] of inputs.entries()) {
    const dokumen = byKey.get(input.idempotencyKey);
    if (!dokumen) continue;
    const received = [...parts[i].received].sort((a, b) => compare(a.kodeBarcode, b.kodeBarcode));
    for (let c = 0; c < received.length; c += CHUNK) posted.get(input.idempotencyKey)!.push(...(await receive(tx, dokumen.id, received.slice(c, c + CHUNK), input.createdBy, input.at ?? null)));
  }
  // A document not written (its key posted before) moves nothing: its items were only locked.
  const moves = targets.flatMap((target) => {
    const dokumen = byKey.get(target.input.idempotencyKey);
    return dokumen ? [{ ...target, dokumenId: dokumen.id }] : [];
  });
  const keyOf = new Map([...byKey.values()].map((dokumen) => [dokumen.id, dokumen.idempotencyKey]));
  for (let c = 0; c < moves.length; c += CHUNK) {
    for (const { dokumenId, ...entry } of await writeMoves(tx, moves.slice(c, c + CHUNK))) posted.get(keyOf.get(dokumenId)!)!.push(entry);
  }
  const results: PostedStock[] = [];
  for (const input of inputs) {
    const dokumen = byKey.get(input.idempotencyKey);
    // A key posted before: its first result.
    results.push(dokumen ? { dokumen, entries: posted.get(input.idempotencyKey)!, replayed: false } : await replay(tx, input, !options.numbers));
  }
  return results;
}

/** Code-unit order, the order the lock statement uses too (`collate "C"`), so documents lock items in one order. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A document posted before under the key: its first result (`sameNumber`: the number given must be its own too). */
async function replay(tx: Tx, input: PostStockInput, sameNumber = true): Promise<PostedStock> {
  const [dokumen] = await tx.select().from(stokDokumen).where(eq(stokDokumen.idempotencyKey, input.idempotencyKey));
  const { document } = input;
  // Only visible above READ COMMITTED: a key taken by a document this transaction cannot see.
  if (!dokumen) throw ConflictError('idempotencyKeyReused');
  if (dokumen.kodeToko !== document.kodeToko || dokumen.jenisDokumen !== document.jenis || (sameNumber && dokumen.noDokumen !== document.nomor)) {
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
async function receive(tx: Tx, dokumenId: number, items: ReceivedItem[], createdBy: string, at: Date | null): Promise<PostedStockEntry[]> {
  const column = <T extends UnnestType>(type: T, pick: (item: ReceivedItem) => UnnestValue) => [type, items.map(pick)] as const;
  const inserted = await tx.execute(sql`
    insert into ${barang} (kode_barcode, kode_toko, kode_group, kode_dept, kode_intern, nama_barang, berat, berat_kotor, size, kadar, harga_jual,
                           ongkos, harga_tetap, kode_bandrol, kode_supplier, photo_path, kode_gudang, kode_baki, status, created_by, updated_by)
    select v.kode_barcode, v.kode_toko, v.kode_group, v.kode_dept, v.kode_intern, v.nama_barang, v.berat, coalesce(v.berat_kotor, v.berat),
           coalesce(v.size, ''), v.kadar, v.harga_jual, coalesce(v.ongkos, 0), coalesce(v.harga_tetap, false), v.kode_bandrol, v.kode_supplier,
           v.photo_path, v.kode_gudang, v.kode_baki, v.status, ${createdBy}::varchar, ${createdBy}::varchar
      from ${unnest({
        kode_barcode: column('varchar', (i) => i.kodeBarcode), kode_toko: column('varchar', (i) => i.kodeToko), kode_group: column('varchar', (i) => i.kodeGroup),
        kode_dept: column('varchar', (i) => i.kodeDept), kode_intern: column('varchar', (i) => i.kodeIntern), nama_barang: column('varchar', (i) => i.namaBarang),
        berat: column('numeric', (i) => i.berat), berat_kotor: column('numeric', (i) => i.beratKotor), size: column('varchar', (i) => i.size),
        kadar: column('numeric', (i) => i.kadar), harga_jual: column('bigint', (i) => i.hargaJual), ongkos: column('bigint', (i) => i.ongkos),
        harga_tetap: column('boolean', (i) => i.hargaTetap), kode_bandrol: column('varchar', (i) => i.kodeBandrol),
        kode_supplier: column('varchar', (i) => i.kodeSupplier), photo_path: column('text', (i) => i.photoPath), kode_gudang: column('varchar', (i) => i.kodeGudang),
        kode_baki: column('varchar', (i) => i.kodeBaki), status: column('varchar', (i) => i.status),
      }, 'v')}
     order by v.kode_barcode collate "C"
    on conflict (kode_barcode) do nothing
    returning kode_barcode`);
  if (inserted.rows.length !== items.length) {
    const fresh = new Set((inserted.rows as { kode_barcode: string }[]).map((row) => row.kode_barcode));
    throw itemError('conflict', 'stokBarcodeSudahAda', items.find((item) => !fresh.has(item.kodeBarcode))!.kodeBarcode);
  }
  const entries = await tx.execute(sql`
    insert into ${mutasiStok} (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat, created_at)
    select ${dokumenId}::bigint, b.kode_barcode, b.kode_dept, case b.status when 'PLEDGED' then 'PLEDGED' when 'IN_SERVICE' then 'SERVICE_RECEIVED' when 'RESERVED' then 'ORDER_RECEIVED' else 'RECEIVED' end, b.kode_toko, b.kode_gudang, b.kode_baki, b.status, b.berat, ${whenOf(at)}
      from ${barang} b where b.kode_barcode = any(${sql.param(items.map((item) => item.kodeBarcode))}::varchar[])
     order by b.kode_barcode collate "C"
    ${RETURNING}`);
  return toPosted(entries.rows);
}

type LockedItem = { kode_barcode: string; kode_toko: string; kode_gudang: string; kode_baki: string; status: StockState; berat: string };

/** A movement checked against its locked item: where the item goes, with the document it belongs to. */
type Target = ReturnType<typeof target> & { input: PostStockInput };

/** Locks the items of the movements in barcode order (`for update`), checks each and says where it goes; writes nothing. */
async function lockAndCheck(tx: Tx, moves: { input: PostStockInput; entry: MovedEntry }[]): Promise<Target[]> {
  if (moves.length === 0) return [];
  moves.sort((a, b) => compare(a.entry.kodeBarcode, b.entry.kodeBarcode));
  const items = new Map<string, LockedItem>();
  for (let c = 0; c < moves.length; c += CHUNK) {
    const locked = await tx.execute(sql`
      select kode_barcode, kode_toko, kode_gudang, kode_baki, status, berat from ${barang}
       where kode_barcode = any(${sql.param(moves.slice(c, c + CHUNK).map((move) => move.entry.kodeBarcode))}::varchar[])
       order by kode_barcode collate "C"
         for update`);
    for (const row of locked.rows as LockedItem[]) items.set(row.kode_barcode, row);
  }
  return moves.map(({ input, entry }) => {
    const item = items.get(entry.kodeBarcode);
    // Another shop's item is not this shop's to move: told apart from an unknown barcode by nothing.
    if (!item || (!MOVEMENTS[entry.kind].anyShop && item.kode_toko !== input.document.kodeToko)) throw itemError('not-found', 'stokBarangTidakDitemukan', entry.kodeBarcode);
    return { ...target(entry, item, input.document), input };
  });
}

/**
 * The entries of checked movements (in barcode order) and the items' new state, one statement: where each item was
 * comes from its row, and the entry it continues is read now, under the lock taken by lockAndCheck. An entry's time
 * is its document's when back-dated, else the transaction's.
 */
async function writeMoves(tx: Tx, moves: (Target & { dokumenId: number })[]): Promise<(PostedStockEntry & { dokumenId: number })[]> {
  const values = unnest({
    kind: ['varchar', moves.map((t) => t.kind)], kode_barcode: ['varchar', moves.map((t) => t.barcode)], ke_toko: ['varchar', moves.map((t) => t.kodeToko)],
    ke_gudang: ['varchar', moves.map((t) => t.kodeGudang)], ke_baki: ['varchar', moves.map((t) => t.kodeBaki)], ke_status: ['varchar', moves.map((t) => t.status)],
    ke_berat: ['numeric', moves.map((t) => t.berat)], dokumen_id: ['bigint', moves.map((t) => t.dokumenId)],
    created_by: ['varchar', moves.map((t) => t.input.createdBy)], at: ['timestamptz', moves.map((t) => t.input.at)],
  }, 'v');
  // Both parts of one statement see the items as they were before it: the entry's "from" is the row, then the row moves.
  const written = await tx.execute(sql`
    with entries as (
      insert into ${mutasiStok} (dokumen_id, kode_barcode, kode_dept, jenis_mutasi, sebelumnya_id, dari_toko, dari_gudang, dari_baki, dari_status,
                                 dari_berat, ke_toko, ke_gudang, ke_baki, ke_status, ke_berat, created_at)
      select v.dokumen_id, b.kode_barcode, b.kode_dept, v.kind,
             (select max(m.id) from ${mutasiStok} m where m.kode_barcode = b.kode_barcode),
             b.kode_toko, b.kode_gudang, b.kode_baki, b.status, b.berat, v.ke_toko, v.ke_gudang, v.ke_baki, v.ke_status, v.ke_berat, coalesce(v.at, now())
        from ${values} join ${barang} b on b.kode_barcode = v.kode_barcode
       order by b.kode_barcode collate "C"
      ${RETURNING}, dokumen_id
    ), items as (
      update ${barang} b set kode_toko = v.ke_toko, kode_gudang = v.ke_gudang, kode_baki = v.ke_baki, status = v.ke_status, berat = v.ke_berat,
             -- A re-weighed item keeps what it weighs beside its gold (stones, clasp).
             berat_kotor = b.berat_kotor + (v.ke_berat - b.berat),
             updated_by = v.created_by, updated_at = now()
        from ${values} where b.kode_barcode = v.kode_barcode
    )
    select * from entries order by id`);
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
  // A tray in stock, a packet in the custody vault: a state that holds a place keeps the item's own unless told.
  const inPlace = holdsPlace(status);
  const keepsPlace = inPlace && item.status === status;
  const kodeGudang = inPlace ? to.kodeGudang ?? (keepsPlace ? item.kode_gudang : '') : '';
  const kodeBaki = inPlace ? to.kodeBaki ?? (keepsPlace ? item.kode_baki : '') : '';
  if (inPlace && (!kodeGudang || !kodeBaki)) throw itemError('validation', 'stokMutasiInvalid', barcode);
  return { kind: entry.kind, barcode, kodeToko, kodeGudang, kodeBaki, status, berat: to.berat ?? item.berat };
}

/** "1.25" and "1.250" are one weight: compared in milligrams, never as floats. */
function sameWeight(a: string, b: string): boolean {
  return isWeight(a) && toMilligrams(a) === toMilligrams(b);
}
