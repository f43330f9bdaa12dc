import { readJson } from '@/lib/api/api-handler';
import { withReader } from '@/features/otorisasi/api/with-reader';
import { AppError } from '@/lib/errors/app-error';
import { authorizeFingerprint, openFingerprintRequests } from '@/features/otorisasi/services/fingerprint';

/**
 * POST authorization/fingerprint {user_id, fp, kategori} (§7), only from the shop's registered reader
 * (`Authorization: Reader <token>`) while FINGERPRINT_MODULE is on: emits fingerprint-auth to the reader's shop.
 */
export async function POST(request: Request) {
  return withReader(request, async (reader) => {
    const body = await readJson(request);
    if (typeof body?.user_id !== 'string' || typeof body?.fp !== 'string' || typeof body?.kategori !== 'string') throw new AppError('validation', 'badBody');
    if (body.keystore !== undefined && typeof body.keystore !== 'string') throw new AppError('validation', 'badBody');
    return Response.json({ data: await authorizeFingerprint({ ctx: reader, input: { user_id: body.user_id, fp: body.fp, kategori: body.kategori, keystore: body.keystore } }) });
  });
}

/** GET authorization/fingerprint: the shop's open fingerprint requests with what each approves, for the reader's screen. */
export async function GET(request: Request) {
  return withReader(request, async (reader) => Response.json({ data: await openFingerprintRequests({ ctx: reader }) }));
}
