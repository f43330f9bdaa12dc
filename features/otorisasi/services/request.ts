import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { otorisasi } from '@/features/otorisasi/schema';
import type { Db } from '@/lib/db/client';
import { QR_TTL_MS, type OtorisasiFeature } from '../../../lib/auth/otorisasi-features';
import { canonicalSubject, grantSubjectSchema, type GrantSubject } from '@/lib/auth/otorisasi-subject';
import { AppError } from '@/lib/errors/app-error';
import { randomKeystore } from './random-keystore';

export type OtorisasiMode = 'MANUAL' | 'FINGERPRINT' | 'QR';

/** A subject as the screen sent it, checked for shape and size; anything else is refused before a request is written. */
export function parseSubject(value: unknown): GrantSubject {
  const parsed = grantSubjectSchema.safeParse(value);
  if (!parsed.success) throw new AppError('validation', 'otorisasiSubjectInvalid');
  return parsed.data;
}

/** The QR request's client (§3): the shop code with spaces as underscores. */
export const clientOf = (kodeToko: string) => kodeToko.replace(/ /g, '_');

/** Writes a request of the user's shop; manual and fingerprint rows are decided at once or when the scan arrives. */
export async function insertRequest(db: Db, ctx: SessionContext, values: {
  fitur: OtorisasiFeature; subject: GrantSubject; mode: OtorisasiMode; notes?: string; keterangan?: string; approver?: string;
  decision?: { status: 'APPROVED' | 'REJECTED'; by: string };
}) {
  const now = new Date();
  const [row] = await db.insert(otorisasi).values({
    keystore: randomKeystore(), kodeToko: ctx.shop.kodeToko, client: clientOf(ctx.shop.kodeToko), fitur: values.fitur,
    subject: canonicalSubject(parseSubject(values.subject)), clientNotes: values.notes?.slice(0, 200) ?? '', mode: values.mode, keterangan: values.keterangan?.slice(0, 200) ?? '',
    approver: values.approver, inputBy: ctx.user.userId, inputDate: now, expiresAt: new Date(now.getTime() + QR_TTL_MS),
    status: values.decision?.status ?? 'OPEN', decidedBy: values.decision?.by, decidedAt: values.decision ? now : undefined,
  }).returning();
  return row;
}
