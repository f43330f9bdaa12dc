import type { NextRequest } from 'next/server';
import { Readable } from 'node:stream';
import { getSessionContext } from '@/lib/auth/dal';
import { contentDisposition, withAccess } from '@/lib/http/with-access';
import { custodyA4Pdf, isCustodySlipKind, isLoanDocKind, loanA4Pdf, printCustodySlip, loanDocumentNumber, notaA4Pdf, notaRoutePath, printLoanDocument, printNota, type NotaKind } from '@/features/nota';

// GET /api/nota/<penjualan|pembelian|hutang|pelunasan-hutang|perpanjangan-hutang|pesanan|titipan|service>/<nomor>/a4[?otorisasi=<keystore>]: the nota on A4 (a counted print of its own form: the
// first is free after the slip; a second A4 is a reprint).
export async function GET(request: NextRequest, { params }: { params: Promise<{ kind: string; nomor: string }> }) {
  const { kind, nomor } = await params;
  return withAccess(notaRoutePath(kind, await getSessionContext()), async (ctx) => {
    if (isCustodySlipKind(kind)) {
      const printed = await printCustodySlip({ ctx, input: { kind, nomor } });
      return new Response(Readable.toWeb(await custodyA4Pdf(printed)) as ReadableStream, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('inline', `${printed.document.nomor}_A4.pdf`), 'Cache-Control': 'no-store' },
      });
    }
    if (isLoanDocKind(kind)) {
      const printed = await printLoanDocument({ ctx, input: { kind, nomor, form: 'a4', grant: request.nextUrl.searchParams.get('otorisasi') } });
      const name = loanDocumentNumber(printed);
      return new Response(Readable.toWeb(await loanA4Pdf(printed)) as ReadableStream, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('inline', `${name}_A4.pdf`), 'Cache-Control': 'no-store' },
      });
    }
    const { nota, reprint } = await printNota({ ctx, input: { kind: kind as NotaKind, nomor, form: 'a4', grant: request.nextUrl.searchParams.get('otorisasi') } });
    const pdf = await notaA4Pdf(nota, { reprint, printedBy: ctx.user.userId });
    return new Response(Readable.toWeb(pdf) as ReadableStream, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('inline', `NOTA_${nota.nomor}.pdf`), 'Cache-Control': 'no-store' },
    });
  });
}
