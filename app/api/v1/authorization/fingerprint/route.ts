import { readJson, withApiUser } from '@/lib/api/api-handler';
import { getDb } from '@/lib/db/client';
import { AppError } from '@/lib/services/errors';
import { authorizeFingerprint } from '@/lib/services/otorisasi/fingerprint';

/** POST authorization/fingerprint {user_id, fp, kategori} (§7), from the shop's reader: emits fingerprint-auth to the shop. */
export async function POST(request: Request) {
  return withApiUser(request, async (ctx) => {
    const body = await readJson(request);
    if (typeof body?.user_id !== 'string' || typeof body?.fp !== 'string' || typeof body?.kategori !== 'string') throw new AppError('validation', 'badBody');
    return Response.json({ data: await authorizeFingerprint(getDb(), ctx, { user_id: body.user_id, fp: body.fp, kategori: body.kategori }) });
  });
}
