import { readJson, withApiUser } from '@/lib/api/api-handler';
import { AppError, NotFoundError } from '@/lib/errors/app-error';
import { isOtorisasiFeature } from '@/lib/auth/otorisasi-features';
import { parseSubject } from '@/features/otorisasi/services/request';
import { createQrRequest, decideQrRequest, listOpenQrRequests, removeQrRequest } from '@/features/otorisasi/services/qr';

type Params = { params: Promise<{ path: string[] }> };

/**
 * QR authorization (§7): the supervisor's authenticator app lists the open requests it may decide (GET open) and approves
 * or rejects one (POST {keystore}/approve | reject); the cashier's client generates (POST generate) and removes
 * (DELETE remove/{shop}/{keystore}) its own requests.
 */
export async function GET(request: Request, { params }: Params) {
  const path = (await params).path.join('/');
  return withApiUser(request, async (ctx) => {
    if (path !== 'open') return Response.json({ message: 'Not Found' }, { status: 404 });
    return Response.json({ data: await listOpenQrRequests({ ctx }) });
  });
}

export async function POST(request: Request, { params }: Params) {
  const [first, action] = (await params).path;
  return withApiUser(request, async (ctx) => {
    if (first === 'generate') {
      const body = await readJson(request);
      const fitur = body?.fitur ?? body?.event;
      if (!isOtorisasiFeature(fitur)) throw new AppError('validation', 'otorisasiUnknown');
      return Response.json({ data: await createQrRequest({ ctx, input: { fitur, subject: parseSubject(body?.subject), notes: String(body?.client_notes ?? '') } }) }, { status: 201 });
    }
    if (action !== 'approve' && action !== 'reject') return Response.json({ message: 'Not Found' }, { status: 404 });
    const decided = await decideQrRequest({ ctx, input: { keystore: first, approve: action === 'approve' } });
    return Response.json({ data: { keystore: first.toUpperCase(), status: decided.status } });
  });
}

export async function DELETE(request: Request, { params }: Params) {
  const [verb, shop, keystore] = (await params).path;
  return withApiUser(request, async (ctx) => {
    if (verb !== 'remove' || !shop || !keystore) return Response.json({ message: 'Not Found' }, { status: 404 });
    // Nothing removed (unknown, another user's or shop's, or no longer open): 404.
    if (!await removeQrRequest({ ctx, input: { keystore, client: shop } })) throw NotFoundError('otorisasiUnknown');
    return Response.json({ data: { keystore: keystore.toUpperCase() } });
  });
}
