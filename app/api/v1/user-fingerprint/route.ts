import { readJson, withApiUser } from '@/lib/api/api-handler';
import { getDb } from '@/lib/db/client';
import { fingerprintsOf, registerFingerprint } from '@/lib/services/otorisasi/fingerprint';

/**
 * POST user-fingerprint {user_id} (§7): the templates of a supervisor or owner who may authorize for the caller's shop,
 * as [{ user_id, fingerprints: [{ bytes }] }]; with `fp` as well, registers one more template for that user.
 */
export async function POST(request: Request) {
  return withApiUser(request, async (ctx) => {
    const body = await readJson(request);
    const userId = String(body?.user_id ?? '');
    if (typeof body?.fp === 'string' && body.fp) {
      await registerFingerprint(getDb(), ctx, userId, body.fp);
      return Response.json({ data: await fingerprintsOf(getDb(), ctx, userId) }, { status: 201 });
    }
    return Response.json({ data: await fingerprintsOf(getDb(), ctx, userId) });
  });
}
