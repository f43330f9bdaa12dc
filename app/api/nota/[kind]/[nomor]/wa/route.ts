import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getSessionContext } from '@/lib/auth/dal';
import { withAccess } from '@/lib/http/with-access';
import { custodyWaMessage, isCustodySlipKind, notaRoutePath, sendCustodySlipWa, sendNotaWa, type NotaKind } from '@/features/nota';

// POST /api/nota/<penjualan|pembelian|pesanan|titipan|service>/<nomor>/wa: "Kirim WA" (§8); a completed repair's tells the customer it is ready. 200 { sent: true, message: "Invoice Berhasil Dikirim" },
// or 422 { sent: false, message: "No Wa Tidak Terdaftar" or "Gateway WhatsApp tidak dapat dihubungi" }. Same-origin only (the session
// cookie is SameSite=Lax as well).
const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

export async function POST(request: NextRequest, { params }: { params: Promise<{ kind: string; nomor: string }> }) {
  const { kind, nomor } = await params;
  return withAccess(notaRoutePath(kind, await getSessionContext()), async (ctx) => {
    const site = request.headers.get('sec-fetch-site');
    const origin = request.headers.get('origin');
    if ((site && site !== 'same-origin') || (origin && hostOf(origin) !== request.headers.get('host'))) {
      return Response.json({ message: (await getTranslations('errors'))('forbidden') }, { status: 403 });
    }
    const t = await getTranslations('nota');
    const result = isCustodySlipKind(kind)
      ? await sendCustodySlipWa({ ctx, input: { kind, nomor }, text: custodyWaMessage })
      : await sendNotaWa({ ctx, input: { kind: kind as NotaKind, nomor } });
    return result.sent
      ? Response.json({ sent: true, receiver: result.receiver, message: t('waTerkirim') })
      // Only known words: the gateway's own text never reaches the cashier.
      : Response.json({ sent: false, receiver: result.receiver, message: t(result.reason === 'notRegistered' ? 'waTidakTerdaftar' : 'waGagal') }, { status: 422 });
  });
}
