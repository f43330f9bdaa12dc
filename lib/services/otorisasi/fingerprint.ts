import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { SessionContext } from '../../auth/context';
import type { Database } from '../../db/client';
import { otorisasi, userFingerprint, users } from '../../db/schema';
import { emitToShop } from '../../realtime/events';
import { AppError, NotFoundError } from '../errors';
import { canApprove } from './approver';
import { APPROVER_LEVELS, type OtorisasiFeature } from './features';
import { getFingerprintMatcher } from './fingerprint-matcher';
import { insertRequest } from './request';

/** A supervisor or owner who may authorize for this shop and has a registered fingerprint, or "Username Tidak Tidak Terdaftar". */
async function registeredApprover(db: Database, userId: string, kodeToko: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.userId})`, userId.toLowerCase()));
  const templates = user ? await db.select({ template: userFingerprint.template }).from(userFingerprint).where(eq(userFingerprint.userId, user.userId)) : [];
  if (!user || !canApprove(user, kodeToko) || templates.length === 0) throw NotFoundError('fingerprintUnknownUser');
  return { user, templates: templates.map((row) => row.template) };
}

/** POST user-fingerprint: the user's templates, for a reader that matches on its own side (§7). */
export async function fingerprintsOf(db: Database, ctx: SessionContext, userId: string) {
  const { user, templates } = await registeredApprover(db, userId, ctx.shop.kodeToko);
  return [{ user_id: user.userId, fingerprints: templates.map((bytes) => ({ bytes })) }];
}

/** Registers a template for a supervisor or owner (enrolment at the reader, by an owner or the user). */
export async function registerFingerprint(db: Database, ctx: SessionContext, userId: string, template: string) {
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user || !(APPROVER_LEVELS as readonly string[]).includes(user.level)) throw NotFoundError('fingerprintUnknownUser');
  if (ctx.user.userId !== user.userId && ctx.user.level !== 'OWN' && ctx.user.level !== 'SU') throw new AppError('forbidden', 'forbidden');
  await db.insert(userFingerprint).values({ userId: user.userId, template });
}

/** The dialog chose a supervisor and pressed Otorisasi: a request that waits for that supervisor's scan. */
export async function startFingerprint(db: Database, ctx: SessionContext, input: { approver: string; fitur: OtorisasiFeature; keterangan?: string; notes?: string }) {
  const { user } = await registeredApprover(db, input.approver, ctx.shop.kodeToko);
  const row = await insertRequest(db, ctx, { fitur: input.fitur, mode: 'FINGERPRINT', approver: user.userId, keterangan: input.keterangan, notes: input.notes });
  return { keystore: row.keystore };
}

/**
 * POST authorization/fingerprint from the reader at the shop: a scan of `user_id` for `kategori` (the feature). A match
 * approves that shop's newest open fingerprint request waiting for this supervisor; the dialog hears fingerprint-auth
 * with status true, or false ("Silahkan Coba Lagi") when the scan does not match.
 */
export async function authorizeFingerprint(db: Database, ctx: SessionContext, input: { user_id: string; fp: string; kategori: string }) {
  const { user, templates } = await registeredApprover(db, input.user_id, ctx.shop.kodeToko);
  const matched = await getFingerprintMatcher().matches(input.fp, templates);
  const [pending] = await db.select().from(otorisasi).where(and(
    eq(otorisasi.kodeToko, ctx.shop.kodeToko), eq(otorisasi.mode, 'FINGERPRINT'), eq(otorisasi.status, 'OPEN'), eq(otorisasi.approver, user.userId),
    eq(otorisasi.fitur, input.kategori), gt(otorisasi.expiresAt, sql`now()`),
  )).orderBy(desc(otorisasi.inputDate)).limit(1);
  if (matched && pending) {
    await db.update(otorisasi).set({ status: 'APPROVED', decidedBy: user.userId, decidedAt: new Date() })
      .where(and(eq(otorisasi.id, pending.id), eq(otorisasi.status, 'OPEN')));
  }
  const ok = matched && !!pending;
  emitToShop(ctx.shop.kodeToko, 'fingerprint-auth', { status: String(ok), auth_for: input.kategori, user_id: user.userId });
  return { status: ok };
}

/** The users offered in fingerprint mode (§6): supervisors of the shop and owners, active. */
export async function listFingerprintApprovers(db: Database, kodeToko: string) {
  const rows = await db.select({ userId: users.userId, namaUser: users.namaUser, level: users.level, kodeToko: users.kodeToko, isActive: users.isActive })
    .from(users).orderBy(users.userId);
  return rows.filter((row) => canApprove(row, kodeToko)).map((row) => ({ userId: row.userId, namaUser: row.namaUser }));
}
