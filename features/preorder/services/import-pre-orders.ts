import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { rekening } from '@/lib/db/schema/money-ledger';
import { withTransaction } from '@/lib/db/transaction';
import { AppError, ValidationError, type ErrorKey } from '@/lib/errors/app-error';
import { readSheet } from '@/lib/import/read-sheet';
import { saleSettings } from '@/lib/pricing';
import { checkPreOrder, takePreOrders, type PreOrderToTake } from '../counter/pre-orders';
import { IMPORT_COLUMNS, preOrderSchema } from '../schemas';
import { checkJenis } from './pre-orders';

export const MAX_IMPORT_ROWS = 2_000;
export type ImportProblem = { line: number; key: ErrorKey; values: Record<string, string> };
export type ImportResult = { ok: true; nomor: string[]; replayed: boolean } | { ok: false; problems: ImportProblem[] };

/**
 * Import Pre Order: every row of the spreadsheet (headers lowercased, spaces to underscores) checked first with the
 * form's rules, the jenis and the shop's rekening; any bad row answers every bad row (line number and reason) and
 * writes nothing; otherwise all are taken in one transaction (takePreOrders: one journal entry per PO).
 */
export async function importPreOrders({ ctx, input, tx }: { ctx: SessionContext; input: { fileName: string; bytes: Buffer; idempotencyKey: string }; tx?: Tx }): Promise<ImportResult> {
  requireAccess(ctx, '/import-pre-order');
  if (!/^[\w-]{8,80}$/.test(input.idempotencyKey)) throw ValidationError('unexpected');
  const sheet = await readSheet(input.fileName, input.bytes, { maxRows: MAX_IMPORT_ROWS, columns: IMPORT_COLUMNS });
  if (sheet.length === 0) throw ValidationError('importKosong');
  const ppnPersen = saleSettings(ctx.settings).ppnPersen;
  const problems: ImportProblem[] = [];
  const rows: { line: number; order: PreOrderToTake }[] = [];
  for (const { line, values } of sheet) {
    const parsed = preOrderSchema.safeParse({
      namaCustomer: values.nama_customer ?? '', noHpCustomer: values.no_hp ?? '', alamatCustomer: values.alamat ?? '', namaBarang: values.nama_barang ?? '',
      kodeDept: (values.kode_dept ?? '').toUpperCase(), berat: values.berat ?? '', harga: values.harga ?? '', bayarTunai: values.bayar_tunai ?? '',
      bayarTransfer: values.bayar_transfer ?? '', noRekeningTransfer: values.no_rekening ?? '', idempotencyKey: input.idempotencyKey,
    });
    if (!parsed.success) {
      problems.push({ line, key: parsed.error.issues[0].message as ErrorKey, values: {} });
      continue;
    }
    const order = { ...parsed.data, noRekeningTransfer: parsed.data.noRekeningTransfer ?? null };
    try {
      checkPreOrder(order, ppnPersen);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push({ line, key: error.messageKey, values: Object.fromEntries(Object.entries(error.values ?? {}).map(([k, v]) => [k, String(v)])) });
      continue;
    }
    rows.push({ line, order });
  }
  const key = `po-import:${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const known = await checkJenis(db, rows.map(({ order }) => order.kodeDept));
    const wanted = [...new Set(rows.map(({ order }) => order.noRekeningTransfer).filter((n): n is string => !!n))];
    const own = new Set(wanted.length === 0 ? [] : (await db.select({ no: rekening.noRekening }).from(rekening)
      .where(and(inArray(rekening.noRekening, wanted), eq(rekening.kodeToko, ctx.shop.kodeToko)))).map((row) => row.no));
    for (const { line, order } of rows) {
      if (!known.has(order.kodeDept)) problems.push({ line, key: 'preOrderJenisRequired', values: {} });
      else if (order.bayarTransfer > 0 && !own.has(order.noRekeningTransfer!)) problems.push({ line, key: 'preOrderRekeningInvalid', values: {} });
    }
    if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line).slice(0, 200) };
    const taken = await takePreOrders(db, { kodeToko: ctx.shop.kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, ppnPersen, orders: rows.map(({ order }) => order) });
    return { ok: true, nomor: taken.map((po) => po.noPo), replayed: false };
  });
}
