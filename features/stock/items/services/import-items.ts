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
import { itemSchema, type ItemInput } from '../schemas';
import { lockShopNames } from './add-item';
import { buildItems } from './build-items';
import { readSheet } from './read-sheet';

/** Rows one file may hold (§2.2's bulk screens; 10,000 items post in one document within seconds). */
export const MAX_IMPORT_ROWS = 10_000;

export type ImportProblem = { line: number; key: ErrorKey; values: Record<string, string> };
export type ImportResult =
  | { ok: true; count: number; nomor: string; replayed: boolean }
  | { ok: false; problems: ImportProblem[] };

/**
 * Tambah Barang Banyak: every row of the file is checked first, with the form's rules (schema, then the masters, taken
 * barcodes and names, twice in the file); any problem answers the list of bad rows with their line numbers and writes
 * nothing. Otherwise every item is received in ONE IMPORT_BARANG document, in ONE transaction: a server killed in the
 * middle leaves no half document, since PostgreSQL never commits a part of a transaction.
 */
export async function importItems({ ctx, input, tx }: {
  ctx: SessionContext; input: { fileName: string; bytes: Buffer; idempotencyKey: string }; tx?: Tx;
}): Promise<ImportResult> {
  requireAccess(ctx, '/tambah-barang-banyak');
  if (!/^[\w-]{8,80}$/.test(input.idempotencyKey)) throw ValidationError('unexpected');
  const sheet = await readSheet(input.fileName, input.bytes);
  if (sheet.length === 0) throw ValidationError('importKosong');
  if (sheet.length > MAX_IMPORT_ROWS) throw ValidationError('importTerlaluBanyak', { max: MAX_IMPORT_ROWS.toLocaleString('id-ID') });

  const problems: ImportProblem[] = [];
  const parsed: { line: number; row: ItemInput }[] = [];
  for (const { line, values } of sheet) {
    const result = itemSchema.safeParse(values);
    if (result.success) parsed.push({ line, row: result.data });
    else problems.push({ line, key: toErrorKey(result.error.issues[0].message), values: {} });
  }
  const key = `${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const replayed = await claimDocumentKey(db, key);
    if (replayed) return { ok: true, count: replayed.jumlahMutasi, nomor: replayed.noDokumen, replayed: true };
    await lockShopNames(db, ctx.shop.kodeToko);
    const built = await buildItems(db, ctx, parsed.map(({ row }) => row));
    for (const problem of built.problems) {
      problems.push({ line: parsed[problem.index].line, key: problem.key, values: problem.values ?? {} });
    }
    if (problems.length > 0) {
      // One message per line, the first found; lines in file order.
      const first = new Map<number, ImportProblem>();
      for (const problem of problems) if (!first.has(problem.line)) first.set(problem.line, problem);
      return { ok: false, problems: [...first.values()].sort((a, b) => a.line - b.line) };
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
