import 'server-only';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import { getDb, type Db } from '@/lib/db/client';
import { otorisasi } from '@/features/otorisasi/schema';
import { users } from '@/lib/db/schema/shop';
import { emitToShop } from '@/lib/realtime/events';
import { AppError, NotFoundError } from '@/lib/errors/app-error';
import { canApprove } from './approver';
import type { OtorisasiFeature } from '../../../lib/auth/otorisasi-features';
import { clientOf, insertRequest, parseSubject } from './request';
import type { GrantSubject } from '@/lib/auth/otorisasi-subject';
import { describeInIndonesian } from './describe-in';
import { parseInput } from '@/lib/validation/parse-input';
import { qrRequestSchema } from '../schemas';

/** The supervisors' approval page; its gate is the deciding verbs'. The cashier's side is any logged-in user's. */
const QR_APPROVAL_PATH = '/otorisasi-qr';

/** QR mode, cashier side: a request the dialog shows as a QR code and whose decision it awaits (qr-auth). */
export async function createQrRequest({ ctx, input }: { ctx: SessionContext; input: { fitur: OtorisasiFeature; subject: GrantSubject; notes?: string } }) {
  const { notes } = parseInput(qrRequestSchema, { notes: input.notes });
  const subject = parseSubject(input.subject);
  const row = await insertRequest(getDb(), ctx, { fitur: input.fitur, subject, mode: 'QR', notes });
  // Supervisors' approval pages of the shop reload their list.
  emitToShop(row.kodeToko, 'qr-auth', { status: 'OPEN', keystore: row.keystore });
  return { keystore: row.keystore, client: row.client, client_notes: row.clientNotes, status: row.status, event: row.event, input_by: row.inputBy, input_date: row.inputDate };
}

/**
 * The dialog closed: its open request leaves the supervisors' list (kept as CANCELLED in the log). With `client` (the
 * API's remove/{shop}/{keystore}) only a request of that shop. Answers whether a request was removed.
 */
export async function removeQrRequest({ ctx, input: { keystore, client } }: { ctx: SessionContext; input: { keystore: string; client?: string } }): Promise<boolean> {
  const removed = await getDb().update(otorisasi).set({ status: 'CANCELLED' }).where(and(
    eq(otorisasi.keystore, keystore.toUpperCase()), eq(otorisasi.inputBy, ctx.user.userId), eq(otorisasi.status, 'OPEN'),
    client === undefined ? undefined : eq(otorisasi.client, clientOf(client)),
  )).returning({ kodeToko: otorisasi.kodeToko, keystore: otorisasi.keystore });
  // Supervisors' lists drop it; a dialog still showing it elsewhere closes.
  for (const row of removed) emitToShop(row.kodeToko, 'qr-auth', { status: 'CANCELLED', keystore: row.keystore, cancel: true });
  return removed.length > 0;
}

/** Requests past their time are EXPIRED before anyone reads or decides them. */
async function expireOld(db: Db) {
  await db.update(otorisasi).set({ status: 'EXPIRED' }).where(and(eq(otorisasi.status, 'OPEN'), lte(otorisasi.expiresAt, sql`now()`)));
}

/** QR mode, supervisor side: the open requests of the approver's shop (every shop for an owner), newest first. */
export async function listOpenQrRequests({ ctx: approver }: { ctx: SessionContext }) {
  requireAccess(approver, QR_APPROVAL_PATH);
  const db = getDb();
  await expireOld(db);
  const rows = await db.select({
    keystore: otorisasi.keystore, client: otorisasi.client, kode_toko: otorisasi.kodeToko, fitur: otorisasi.fitur, subject: otorisasi.subject,
    client_notes: otorisasi.clientNotes, input_by: otorisasi.inputBy, nama_user: users.namaUser, input_date: otorisasi.inputDate, expires_at: otorisasi.expiresAt,
  }).from(otorisasi).innerJoin(users, eq(users.userId, otorisasi.inputBy))
    .where(and(eq(otorisasi.mode, 'QR'), eq(otorisasi.status, 'OPEN'), gt(otorisasi.expiresAt, sql`now()`)))
    .orderBy(desc(otorisasi.inputDate));
  const me = { level: approver.user.level, kodeToko: approver.shop.kodeToko, isActive: true };
  // What each request approves, written from its subject (never from the cashier's note).
  return rows.filter((row) => canApprove(me, row.kode_toko)).map((row) => ({ ...row, description: describeInIndonesian(row.subject) }));
}

/**
 * A supervisor approves or rejects one open request of a shop they may approve for. Decided once: a second decision,
 * an expired or unknown keystore, or another shop's request is refused. The waiting dialog hears qr-auth.
 */
export async function decideQrRequest({ ctx: approver, input: { keystore, approve } }: { ctx: SessionContext; input: { keystore: string; approve: boolean } }) {
  requireAccess(approver, QR_APPROVAL_PATH, 'otorisasiNotApprover');
  const db = getDb();
  await expireOld(db);
  const code = keystore.toUpperCase();
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(otorisasi).where(and(eq(otorisasi.keystore, code), eq(otorisasi.mode, 'QR'))).for('update');
    if (!row) throw NotFoundError('otorisasiUnknown');
    const me = { level: approver.user.level, kodeToko: approver.shop.kodeToko, isActive: true };
    if (!canApprove(me, row.kodeToko)) throw new AppError('forbidden', 'otorisasiNotApprover');
    if (row.status === 'EXPIRED') throw new AppError('conflict', 'otorisasiExpired');
    if (row.status !== 'OPEN') throw new AppError('conflict', 'otorisasiDecided');
    const status = approve ? 'APPROVED' : 'REJECTED';
    await tx.update(otorisasi).set({ status, decidedBy: approver.user.userId, decidedAt: new Date() }).where(eq(otorisasi.id, row.id));
    return { kodeToko: row.kodeToko, status };
  });
  emitToShop(decided.kodeToko, 'qr-auth', { status: decided.status, keystore: code });
  return decided;
}

/** The dialog's check after a qr-auth event: the decision, read from the database rather than trusted from the event. */
export async function readQrDecision({ ctx, input: { keystore } }: { ctx: SessionContext; input: { keystore: string } }) {
  const [row] = await getDb().select({ status: otorisasi.status, decidedBy: otorisasi.decidedBy }).from(otorisasi)
    .where(and(eq(otorisasi.keystore, keystore.toUpperCase()), eq(otorisasi.inputBy, ctx.user.userId)));
  return row ?? null;
}
