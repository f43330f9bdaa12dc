import { withAccess } from '@/lib/http/with-access';
import { removeQrRequest } from '@/features/otorisasi/services/qr';

/**
 * The authorization dialog's tab is closing (pagehide, sent with navigator.sendBeacon and the session cookie): its open
 * QR request leaves the supervisors' list at once. The body is the keystore; only the user's own open request is removed.
 * A tab that dies without sending this is handled by expiry (QR_TTL_MS).
 */
export async function POST(request: Request) {
  return withAccess('session', async (ctx) => {
    const keystore = (await request.text()).trim().slice(0, 40);
    const removed = keystore ? await removeQrRequest({ ctx, input: { keystore } }) : false;
    return Response.json({ data: { removed } });
  });
}
