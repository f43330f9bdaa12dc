import { apiErrorResponse, readJson, withApiUser } from '@/lib/api/api-handler';
import { withReader } from '@/features/otorisasi/api/with-reader';
import { fingerprintsOf, registerFingerprint } from '@/features/otorisasi/services/fingerprint';

/**
 * POST user-fingerprint (§7), while FINGERPRINT_MODULE is on.
 * - `{user_id}`: the templates of a supervisor or owner who may authorize for the reader's shop, as
 *   [{ user_id, fingerprints: [{ bytes }] }]; only for the shop's registered reader (`Authorization: Reader <token>`).
 * - `{user_id, fp}`: enrols one more template, with a user's bearer token (the approver himself, an owner or a super
 *   user); answers 201 { user_id, count }, never the templates.
 */
export async function POST(request: Request) {
  // Which caller the body names decides the check, so it is read first (the edge caps it at 1 MB); bad text is a 400.
  let body: Awaited<ReturnType<typeof readJson>>;
  try {
    body = await readJson(request);
  } catch (error) {
    return apiErrorResponse(error);
  }
  const userId = String(body?.user_id ?? '');
  if (body && 'fp' in body) {
    return withApiUser(request, async (ctx) => Response.json({ data: await registerFingerprint({ ctx, input: { userId, template: body.fp } }) }, { status: 201 }));
  }
  return withReader(request, async (reader) => Response.json({ data: await fingerprintsOf({ ctx: reader, input: { userId } }) }));
}
