import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { getDb, type Db } from '@/lib/db/client';
import { otorisasi, userFingerprint } from '@/features/otorisasi/schema';
import { users } from '@/lib/db/schema/shop';
import { emitToShop } from '@/lib/realtime/events';
import { AppError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { canApprove } from './approver';
import { APPROVER_LEVELS, type OtorisasiFeature } from '../../../lib/auth/otorisasi-features';
import { getFingerprintMatcher } from './fingerprint-matcher';
import { type ReaderContext, requireFingerprintModule } from './reader';
import { insertRequest, parseSubject } from './request';
import { describeInIndonesian } from './describe-in';
import type { GrantSubject } from '@/lib/auth/otorisasi-subject';
import { parseInput } from '@/lib/validation/parse-input';
import { fingerprintRequestSchema } from '../schemas';

/** A supervisor or owner who may authorize for this shop and has a registered fingerprint, or "Username Tidak Tidak Terdaftar". */
async function registeredApprover(db: Db, userId: string, kodeToko: string) {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.userId})`, userId.toLowerCase()));
  const templates = user ? await db.select({ template: userFingerprint.template }).from(userFingerprint).where(eq(userFingerprint.userId, user.userId)) : [];
  if (!user || !canApprove(user, kodeToko) || templates.length === 0) throw NotFoundError('fingerprintUnknownUser');
  return { user, templates: templates.map((row) => row.template) };
}

/** Limits of enrolment (12g): one template's length (base64 or text) and templates per user. */
export const FINGERPRINT_TEMPLATE_MAX_CHARS = 8192;
export const FINGERPRINT_TEMPLATES_PER_USER = 10;

/**
 * POST user-fingerprint {user_id} (§7), for the shop's reader only: the approver's templates, for a reader that matches
 * on its own side. A user never gets them (the route refuses user tokens).
 */
export async function fingerprintsOf({ ctx: reader, input: { userId } }: { ctx: ReaderContext; input: { userId: string } }) {
  requireFingerprintModule(reader.settings);
  const { user, templates } = await registeredApprover(getDb(), userId, reader.reader.kodeToko);
  return [{ user_id: user.userId, fingerprints: templates.map((bytes) => ({ bytes })) }];
}

/**
 * Enrols one more template for a supervisor or owner, by that user himself or by an owner or super user (their password
 * stands for the finger being theirs). Answers how many templates the user has; never the templates.
 */
export async function registerFingerprint({ ctx, input: { userId, template } }: { ctx: SessionContext; input: { userId: string; template: unknown } }) {
  requireFingerprintModule(ctx.settings);
  if (typeof template !== 'string' || !template.trim()) throw ValidationError('fingerprintTemplateRequired');
  if (template.length > FINGERPRINT_TEMPLATE_MAX_CHARS) throw ValidationError('fingerprintTemplateTooLong', { max: FINGERPRINT_TEMPLATE_MAX_CHARS });
  const self = userId.toLowerCase() === ctx.user.userId.toLowerCase();
  if (!self && ctx.user.level !== 'OWN' && ctx.user.level !== 'SU') throw new AppError('forbidden', 'forbidden');
  return getDb().transaction(async (tx) => {
    // The user's row is locked so that two enrolments at once cannot pass the limit together.
    const [user] = await tx.select().from(users).where(eq(sql`lower(${users.userId})`, userId.toLowerCase())).for('update');
    if (!user || !(APPROVER_LEVELS as readonly string[]).includes(user.level)) throw NotFoundError('fingerprintUnknownUser');
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(userFingerprint).where(eq(userFingerprint.userId, user.userId));
    if (count >= FINGERPRINT_TEMPLATES_PER_USER) throw ValidationError('fingerprintTooMany', { max: FINGERPRINT_TEMPLATES_PER_USER });
    await tx.insert(userFingerprint).values({ userId: user.userId, template });
    return { user_id: user.userId, count: count + 1 };
  });
}

/** The dialog chose a supervisor and pressed Otorisasi: a request that waits for that supervisor's scan at the reader. */
export async function startFingerprint({ ctx, input }: { ctx: SessionContext; input: { approver: string; fitur: OtorisasiFeature; subject: GrantSubject; keterangan?: string; notes?: string } }) {
  requireFingerprintModule(ctx.settings);
  const { approver, keterangan, notes } = parseInput(fingerprintRequestSchema, { approver: input.approver, keterangan: input.keterangan, notes: input.notes });
  const db = getDb();
  const { user } = await registeredApprover(db, approver, ctx.shop.kodeToko);
  const row = await insertRequest(db, ctx, { fitur: input.fitur, subject: parseSubject(input.subject), mode: 'FINGERPRINT', approver: user.userId, keterangan, notes });
  return { keystore: row.keystore };
}

/**
 * POST authorization/fingerprint from the shop's registered reader: a scan of `user_id` for `kategori` (the feature). A
 * match approves the reader's shop's newest open fingerprint request waiting for this supervisor; the dialog hears
 * fingerprint-auth with status true, or false ("Silahkan Coba Lagi") when the scan does not match.
 */
export async function authorizeFingerprint({ ctx: reader, input }: { ctx: ReaderContext; input: { user_id: string; fp: string; kategori: string; keystore?: string } }) {
  requireFingerprintModule(reader.settings);
  const db = getDb();
  if (input.fp.length > FINGERPRINT_TEMPLATE_MAX_CHARS) throw ValidationError('fingerprintTemplateTooLong', { max: FINGERPRINT_TEMPLATE_MAX_CHARS });
  const kodeToko = reader.reader.kodeToko;
  const { user, templates } = await registeredApprover(db, input.user_id, kodeToko);
  const matched = await getFingerprintMatcher().matches(input.fp, templates);
  const [pending] = await db.select().from(otorisasi).where(and(
    eq(otorisasi.kodeToko, kodeToko), eq(otorisasi.mode, 'FINGERPRINT'), eq(otorisasi.status, 'OPEN'), eq(otorisasi.approver, user.userId),
    eq(otorisasi.fitur, input.kategori), gt(otorisasi.expiresAt, sql`now()`),
    // The reader that showed a request's description names it: the scan approves that one and nothing else.
    input.keystore ? eq(otorisasi.keystore, input.keystore.toUpperCase()) : undefined,
  )).orderBy(desc(otorisasi.inputDate)).limit(1);
  const approved = matched && pending
    ? await db.update(otorisasi).set({ status: 'APPROVED', decidedBy: user.userId, decidedAt: new Date() })
      .where(and(eq(otorisasi.id, pending.id), eq(otorisasi.status, 'OPEN'))).returning({ id: otorisasi.id })
    : [];
  const ok = approved.length > 0;
  emitToShop(kodeToko, 'fingerprint-auth', { status: String(ok), auth_for: input.kategori, user_id: user.userId });
  return { status: ok };
}

/**
 * GET authorization/fingerprint, for the shop's reader: the open fingerprint requests of its shop, each with what it
 * approves, so the supervisor reads on the reader what his finger will approve before he scans.
 */
export async function openFingerprintRequests({ ctx: reader }: { ctx: ReaderContext }) {
  requireFingerprintModule(reader.settings);
  const rows = await getDb().select({
    keystore: otorisasi.keystore, approver: otorisasi.approver, fitur: otorisasi.fitur, subject: otorisasi.subject, input_by: otorisasi.inputBy,
    client_notes: otorisasi.clientNotes, expires_at: otorisasi.expiresAt,
  }).from(otorisasi).where(and(
    eq(otorisasi.kodeToko, reader.reader.kodeToko), eq(otorisasi.mode, 'FINGERPRINT'), eq(otorisasi.status, 'OPEN'), gt(otorisasi.expiresAt, sql`now()`),
  )).orderBy(desc(otorisasi.inputDate));
  return rows.map(({ subject, ...row }) => ({ ...row, description: describeInIndonesian(subject) }));
}

/** The users offered in fingerprint mode (§6): supervisors of the shop and owners, active. */
export async function listFingerprintApprovers({ ctx }: { ctx: SessionContext }) {
  requireFingerprintModule(ctx.settings);
  const kodeToko = ctx.shop.kodeToko;
  const rows = await getDb().select({ userId: users.userId, namaUser: users.namaUser, level: users.level, kodeToko: users.kodeToko, isActive: users.isActive })
    .from(users).orderBy(users.userId);
  return rows.filter((row) => canApprove(row, kodeToko)).map((row) => ({ userId: row.userId, namaUser: row.namaUser }));
}
