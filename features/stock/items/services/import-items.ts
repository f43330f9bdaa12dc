import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { ValidationError, type ErrorKey } from '@/lib/errors/app-error';
import { toErrorKey } from '@/lib/i18n/error-key';
import { claimDocumentKey } from '@/lib/ledger/stock/claim-document-key';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { itemFields, itemSchema, type ItemInput } from '../schemas';
import { lockShopNames } from './add-item';
import { buildItems } from './build-items';
import { IMPORT_COLUMNS } from './import-template';
import { readSheet } from '@/lib/import/read-sheet';

/** Rows one file may hold (§2.2's bulk screens; 10,000 items post in one document within seconds). */
export const MAX_IMPORT_ROWS = 10_000;

/**
 * Problems one answer lists (a file whose every row misses a column would otherwise send 10,000 lines the screen cannot
 * show); `total` says how many there are in all.
 */
export const MAX_LISTED_PROBLEMS = 1_000;

type Field = keyof ItemInput;
export type ImportProblem = { line: number; field: Field; key: ErrorKey; values: Record<string, string> };
export type ImportResult =
  | { ok: true; count: number; nomor: string; replayed: boolean }
  | { ok: false; problems: ImportProblem[]; total: number; rows: number };

const FIELDS = Object.keys(itemFields) as Field[];
const columnOrder = (field: Field) => (IMPORT_COLUMNS as readonly string[]).indexOf(field);

/**
 * A row with bad cells still goes through the database's checks for its other cells, so the user learns every problem
 * of the file at once: its bad cells are replaced by these stand-ins, and what the checks then say about those cells
 * (or about a cell checked against one of them) is dropped.
 */
const STAND_IN: ItemInput = {
  kode_barcode: undefined, kode_group: '', kode_dept: '', kode_intern: '', nama_barang: '', berat: '0.001', berat_kotor: undefined,
  size: '', ongkos: undefined, harga_tetap: false, harga_jual: undefined, kode_gudang: '', kode_baki: '', kode_supplier: undefined,
  kode_bandrol: undefined,
};
const DEPENDS_ON: Partial<Record<Field, Field[]>> = { berat_kotor: ['berat'], harga_jual: ['harga_tetap'], kode_baki: ['kode_gudang'] };

/** A row checked by the form's schema: every bad cell with its first problem, and the row with stand-ins for them. */
function checkRow(values: Record<string, string>): { row: ItemInput; bad: { field: Field; key: ErrorKey }[] } {
  const whole = itemSchema.safeParse(values);
  if (whole.success) return { row: whole.data, bad: [] };
  const row: Record<string, unknown> = {};
  const bad: { field: Field; key: ErrorKey }[] = [];
  for (const field of FIELDS) {
    const cell = itemFields[field].safeParse(values[field]);
    if (cell.success) row[field] = cell.data;
    else {
      row[field] = STAND_IN[field];
      bad.push({ field, key: toErrorKey(cell.error.issues[0].message) });
    }
  }
  return { row: row as ItemInput, bad };
}

/**
 * Tambah Barang Banyak: every row of the file is checked first, with the form's rules (schema, then the masters, taken
 * barcodes and names, twice in the file); any problem answers every problem of every row (line, column, message) and
 * writes nothing. Otherwise every item is received in ONE IMPORT_BARANG document, in ONE transaction: a server killed in the
 * middle leaves no half document, since PostgreSQL never commits a part of a transaction.
 */
export async function importItems({ ctx, input, tx }: {
  ctx: SessionContext; input: { fileName: string; bytes: Buffer; idempotencyKey: string }; tx?: Tx;
}): Promise<ImportResult> {
  requireAccess(ctx, '/tambah-barang-banyak');
  if (!/^[\w-]{8,80}$/.test(input.idempotencyKey)) throw ValidationError('unexpected');
  // Refuses the 10,001st row as soon as it is read, and a file or a part of it past its size, before anything is kept.
  const sheet = await readSheet(input.fileName, input.bytes, { maxRows: MAX_IMPORT_ROWS, columns: IMPORT_COLUMNS });
  if (sheet.length === 0) throw ValidationError('importKosong');

  const problems: ImportProblem[] = [];
  const parsed: { line: number; row: ItemInput; bad: Set<Field> }[] = [];
  for (const { line, values } of sheet) {
    const { row, bad } = checkRow(values);
    for (const { field, key } of bad) problems.push({ line, field, key, values: {} });
    parsed.push({ line, row, bad: new Set(bad.map(({ field }) => field)) });
  }
  const key = `${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const replayed = await claimDocumentKey(db, key);
    if (replayed) return { ok: true, count: replayed.jumlahMutasi, nomor: replayed.noDokumen, replayed: true };
    await lockShopNames(db, ctx.shop.kodeToko);
    const built = await buildItems(db, ctx, parsed.map(({ row }) => row));
    for (const problem of built.problems) {
      const { line, bad } = parsed[problem.index];
      if (bad.has(problem.field) || DEPENDS_ON[problem.field]?.some((field) => bad.has(field))) continue;
      problems.push({ line, field: problem.field, key: problem.key, values: problem.values ?? {} });
    }
    if (problems.length > 0) {
      // Every problem of every row, in file order, then in the template's column order.
      problems.sort((a, b) => a.line - b.line || columnOrder(a.field) - columnOrder(b.field));
      const rows = new Set(problems.map(({ line }) => line)).size;
      return { ok: false, problems: problems.slice(0, MAX_LISTED_PROBLEMS), total: problems.length, rows };
    }
    const nomor = await nextDocumentNumber(db, ctx.shop.kodeToko, 'IMPORT_BARANG');
    const posted = await postStockEntries(db, {
      document: { kodeToko: ctx.shop.kodeToko, jenis: 'IMPORT_BARANG', nomor },
      entries: built.items.map((item) => ({ kind: 'RECEIVED' as const, item })),
      idempotencyKey: key,
      createdBy: ctx.user.userId,
    });
    return { ok: true, count: posted.entries.length, nomor, replayed: posted.replayed };
  });
}
