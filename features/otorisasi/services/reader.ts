import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { getDb } from '@/lib/db/client';
import { fingerprintReader } from '@/features/otorisasi/schema';
import { toko } from '@/lib/db/schema/shop';
import { loadSettings, type Settings } from '@/lib/settings/load';
import { AppError, NotFoundError, ValidationError } from '@/lib/errors/app-error';
import { settingFlag } from '@/lib/settings/read';

/**
 * A shop's registered fingerprint reader: the only identity that reads supervisors' templates and posts scans. It sends
 * `Authorization: Reader <token>`, the secret shown once when an owner registered it; only the token's SHA-256 is stored.
 */
export type ReaderContext = {
  reader: { id: number; kodeToko: string; namaReader: string };
  /** Flags as stored now (para_system), like a user's ctx.settings. */
  settings: Settings;
};

export const READER_SCHEME = 'Reader';
const READER_NAME_MAX = 100;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Reader <token>` header, or null when the request does not speak as a reader. */
export function readerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  return new RegExp(`^${READER_SCHEME}\\s+(\\S+)$`, 'i').exec(header)?.[1] ?? null;
}

/** The live (not revoked) reader behind a token, or null. */
export async function readerFromToken(token: string): Promise<ReaderContext | null> {
  const [row] = await getDb().select({ id: fingerprintReader.id, kodeToko: fingerprintReader.kodeToko, namaReader: fingerprintReader.namaReader })
    .from(fingerprintReader).where(and(eq(fingerprintReader.tokenHash, hashToken(token)), isNull(fingerprintReader.revokedAt)));
  return row ? { reader: row, settings: await loadSettings() } : null;
}

/** Fingerprint authorization exists only while FINGERPRINT_MODULE is on (§6). */
export function requireFingerprintModule(settings: Settings) {
  if (!settingFlag(settings, 'FINGERPRINT_MODULE')) throw new AppError('forbidden', 'fingerprintModuleOff');
}

/** Registering and revoking readers is the owner's (or super user's) job. */
function requireReaderAdmin(ctx: SessionContext) {
  if (ctx.user.level !== 'OWN' && ctx.user.level !== 'SU') throw new AppError('forbidden', 'forbidden');
}

/** Registers a reader for a shop; the answer carries the token, the only time it is ever shown. */
export async function registerReader({ ctx, input }: { ctx: SessionContext; input: { kode_toko: unknown; nama_reader: unknown } }) {
  requireReaderAdmin(ctx);
  const db = getDb();
  const kodeToko = typeof input.kode_toko === 'string' ? input.kode_toko.trim() : '';
  const namaReader = typeof input.nama_reader === 'string' ? input.nama_reader.trim() : '';
  if (!kodeToko) throw ValidationError('tokoRequired');
  if (!namaReader) throw ValidationError('readerNameRequired');
  if (namaReader.length > READER_NAME_MAX) throw ValidationError('readerNameTooLong', { max: READER_NAME_MAX });
  const [shop] = await db.select({ kodeToko: toko.kodeToko }).from(toko).where(eq(toko.kodeToko, kodeToko));
  if (!shop) throw NotFoundError('readerShopUnknown');
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.insert(fingerprintReader).values({ kodeToko: shop.kodeToko, namaReader, tokenHash: hashToken(token), createdBy: ctx.user.userId })
    .returning({ id: fingerprintReader.id });
  return { id: row.id, kode_toko: shop.kodeToko, nama_reader: namaReader, token };
}

/** Every reader ever registered, revoked ones with their date; never a token. */
export async function listReaders({ ctx }: { ctx: SessionContext }) {
  requireReaderAdmin(ctx);
  return getDb().select({
    id: fingerprintReader.id, kode_toko: fingerprintReader.kodeToko, nama_reader: fingerprintReader.namaReader,
    created_by: fingerprintReader.createdBy, created_at: fingerprintReader.createdAt, revoked_at: fingerprintReader.revokedAt,
  }).from(fingerprintReader).orderBy(fingerprintReader.id);
}

/** Revokes a live reader: its token stops working at once. Unknown or already revoked: not found. */
export async function revokeReader({ ctx, input: { id } }: { ctx: SessionContext; input: { id: number } }) {
  requireReaderAdmin(ctx);
  const revoked = Number.isSafeInteger(id) && id > 0
    ? await getDb().update(fingerprintReader).set({ revokedAt: new Date() })
      .where(and(eq(fingerprintReader.id, id), isNull(fingerprintReader.revokedAt))).returning({ id: fingerprintReader.id })
    : [];
  if (revoked.length === 0) throw NotFoundError('readerUnknown');
  return { id };
}
