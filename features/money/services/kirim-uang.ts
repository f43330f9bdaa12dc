import 'server-only';
import { format } from 'date-fns-tz';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { kirimUang } from '@/features/money/schema';
import { toko } from '@/lib/db/schema/shop';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { cashAccountOf, TRX } from '@/lib/ledger/accounts';
import { linesFromParameters } from '@/lib/ledger/parameter-lines';
import { postJournal } from '@/lib/ledger/post-journal';
import { ConflictError, NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { findPage, type ListSource, type SearchAs } from '@/lib/paging/find-page';
import type { PageInput, Paged } from '@/lib/paging/page-params';
import { kirimUangSchema } from '../kirim-uang-schema';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

export { kirimUangSchema } from '../kirim-uang-schema';

/** Both screens read transfers: a branch on Kirim Uang Pusat, head office on Terima Uang Kas. */
export const KIRIM_UANG_PATHS = ['/kirim-uang-pusat', '/terima-uang-kas'] as const;
/** A reference number reads like the shop's other documents: KU-CAB01-20261122-00042. */
const referenceOf = (kodeToko: string, sequence: number, now: Date) =>
  `KU-${kodeToko}-${format(now, 'yyyyMMdd', { timeZone: JAKARTA_TZ })}-${String(sequence).padStart(5, '0')}`;

/**
 * A branch sends cash to head office: one journal entry (Parameter Akun KIRIM UANG PUSAT: cash in transit debit,
 * the branch's cash kredit) and the transfer with its reference number, in one transaction. The branch cannot send
 * more cash than it holds: postJournal refuses any entry that overdraws a shop's cash. The same idempotency key
 * (a double click, a retry) returns the first transfer.
 */
export async function createKirimUang({ ctx, input: raw, tx, now = new Date() }: { ctx: SessionContext; input: z.input<typeof kirimUangSchema>; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/kirim-uang-pusat');
  const input = parseInput(kirimUangSchema, raw);
  const cash = cashAccountOf(ctx.shop.kodeToko);
  const idempotencyKey = `${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (tx) => {
    const lines = await linesFromParameters(tx, TRX.KIRIM_UANG_PUSAT, { KAS_TOKO: cash }, input.jumlah);
    const posted = await postJournal(tx, {
      kodeToko: ctx.shop.kodeToko, trx: TRX.KIRIM_UANG_PUSAT, createdBy: ctx.user.userId, idempotencyKey: `kirim:${idempotencyKey}`,
      keterangan: input.keterangan || 'Kirim uang ke pusat', lines,
    });
    if (posted.replayed) {
      const [earlier] = await tx.select().from(kirimUang).where(eq(kirimUang.idempotencyKey, idempotencyKey));
      return { nomorReferensi: earlier.nomorReferensi, replayed: true };
    }
    const [{ next }] = (await tx.execute(sql`select nextval('kirim_uang_seq')::int as next`)).rows as { next: number }[];
    const nomorReferensi = referenceOf(ctx.shop.kodeToko, next, now);
    await tx.insert(kirimUang).values({
      nomorReferensi, kodeToko: ctx.shop.kodeToko, jumlah: input.jumlah, keterangan: input.keterangan, idempotencyKey,
      jurnalKirimId: posted.jurnal.id, createdBy: ctx.user.userId, tanggal: now,
    });
    return { nomorReferensi, replayed: false };
  });
}

export type KirimUangRow = {
  nomorReferensi: string; kodeToko: string; namaToko: string; alamatToko: string; jumlah: number; keterangan: string; status: string;
  tanggal: string; createdBy: string; receivedBy: string | null; receivedAt: string | null;
};

const rowColumns = {
  nomorReferensi: kirimUang.nomorReferensi, kodeToko: kirimUang.kodeToko, namaToko: toko.namaToko, alamatToko: toko.alamatToko, jumlah: kirimUang.jumlah,
  keterangan: kirimUang.keterangan, status: kirimUang.status, tanggal: kirimUang.tanggal, createdBy: kirimUang.createdBy,
  receivedBy: kirimUang.receivedBy, receivedAt: kirimUang.receivedAt,
};
const serialize = (row: { tanggal: Date; receivedAt: Date | null } & Omit<KirimUangRow, 'tanggal' | 'receivedAt'>): KirimUangRow => ({
  ...row, tanggal: row.tanggal.toISOString(), receivedAt: row.receivedAt?.toISOString() ?? null,
});

/** GET kirim-uang/{nomor_referensi}: head office sees every branch's transfer, a branch only its own. */
export async function findKirimUang({ ctx, input: { nomorReferensi }, tx }: { ctx: SessionContext; input: { nomorReferensi: string }; tx?: Tx }): Promise<KirimUangRow> {
  requireAccess(ctx, KIRIM_UANG_PATHS);
  const [row] = await readDb(tx).select(rowColumns).from(kirimUang).innerJoin(toko, eq(toko.kodeToko, kirimUang.kodeToko))
    .where(and(eq(kirimUang.nomorReferensi, nomorReferensi.trim().toUpperCase()), ctx.shop.appType === 'PUSAT' ? undefined : eq(kirimUang.kodeToko, ctx.shop.kodeToko)));
  if (!row) throw NotFoundError('noTerimaNotFound');
  return serialize(row);
}

/** The columns the transfer lists sort by (the URL's `sort`). */
export { KIRIM_UANG_SORTS } from '../kirim-uang-sorts';

const HISTORY_SEARCHABLE: Record<string, SearchAs> = { nomorReferensi: 'text', kodeToko: 'text', namaToko: 'text', keterangan: 'text', jumlah: 'text' };

/** A branch's own transfers, or at head office those still to be received, newest first. */
function historySource(ctx: SessionContext): ListSource {
  return {
    from: (db, fields) => db.select(fields).from(kirimUang).innerJoin(toko, eq(toko.kodeToko, kirimUang.kodeToko)).$dynamic(),
    table: kirimUang,
    where: ctx.shop.appType === 'PUSAT' ? eq(kirimUang.status, 'OPEN') : eq(kirimUang.kodeToko, ctx.shop.kodeToko),
    columns: rowColumns,
    // The shop is shown by name too: the few shops whose name matches, then their transfers.
    searchVia: {
      namaToko: async (db, pattern) => {
        const shops = await db.select({ kodeToko: toko.kodeToko }).from(toko).where(ilike(toko.namaToko, pattern));
        return shops.length ? inArray(kirimUang.kodeToko, shops.map((shop) => shop.kodeToko)) : undefined;
      },
    },
    orderBy: [desc(kirimUang.tanggal), desc(kirimUang.nomorReferensi)],
    unique: [kirimUang.nomorReferensi],
  };
}

/** GET kirim-uang-history: a page of the branch's transfers, or at head office of those still to be received. */
export async function findKirimUangHistory({ ctx, input, tx }: { ctx: SessionContext; input: PageInput; tx?: Tx }): Promise<Paged<KirimUangRow>> {
  requireAccess(ctx, KIRIM_UANG_PATHS);
  const { data, meta } = await findPage<Parameters<typeof serialize>[0]>(readDb(tx), historySource(ctx), input, HISTORY_SEARCHABLE);
  return { data: data.map(serialize), meta };
}

/**
 * Head office records the reception (kirim-uang/{nomor_referensi}/reception): Parameter Akun TERIMA UANG PUSAT
 * (head office's cash debit, cash in transit kredit). The transfer's row is locked first, so it is received once.
 */
export async function receiveKirimUang({ ctx, input: { nomorReferensi }, tx }: { ctx: SessionContext; input: { nomorReferensi: string }; tx?: Tx }) {
  requireAccess(ctx, '/terima-uang-kas');
  return withTransaction(tx, async (tx) => {
    const [transfer] = await tx.select().from(kirimUang).where(eq(kirimUang.nomorReferensi, nomorReferensi.trim().toUpperCase())).for('update');
    if (!transfer) throw NotFoundError('noTerimaNotFound');
    if (transfer.status === 'DONE') throw ConflictError('sudahDiterima');
    const lines = await linesFromParameters(tx, TRX.TERIMA_UANG_PUSAT, { KAS_PUSAT: cashAccountOf(ctx.shop.kodeToko) }, transfer.jumlah);
    const posted = await postJournal(tx, {
      kodeToko: ctx.shop.kodeToko, trx: TRX.TERIMA_UANG_PUSAT, createdBy: ctx.user.userId, idempotencyKey: `terima:${transfer.nomorReferensi}`,
      keterangan: `Terima uang ${transfer.nomorReferensi} dari ${transfer.kodeToko}`, lines,
    });
    await tx.update(kirimUang)
      .set({ status: 'DONE', jurnalTerimaId: posted.jurnal.id, receivedBy: ctx.user.userId, receivedAt: new Date() })
      .where(eq(kirimUang.nomorReferensi, transfer.nomorReferensi));
    return { nomorReferensi: transfer.nomorReferensi };
  });
}
