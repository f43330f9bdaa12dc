import type { NextRequest } from 'next/server';
import { Readable } from 'node:stream';
import { getLocale } from 'next-intl/server';
import { getSessionContext } from '@/lib/auth/dal';
import { contentDisposition, withAccess } from '@/lib/http/with-access';
import { custodySlipEscPos, custodySlipPdf, isCustodySlipKind, isLoanDocKind, loanDocumentNumber, printCustodySlip, loanSlipEscPos, loanSlipPdf, notaRoutePath, printLoanDocument, printNota, slipEscPos, slipPdf, type NotaKind } from '@/features/nota';

// GET /api/nota/<penjualan|pembelian|hutang|pelunasan-hutang|perpanjangan-hutang|pesanan|titipan|service>/<nomor>/slip?width=58|80&format=escpos|pdf[&otorisasi=<keystore>]: the thermal slip as
// ESC/POS bytes for the browser to send to a USB or serial printer (form "thermal"), or as a PDF roll (form "slip-pdf",
// either width). Each one is a counted print of its form; after the form's first, a reprint carries its authorization.
export async function GET(request: NextRequest, { params }: { params: Promise<{ kind: string; nomor: string }> }) {
  const { kind, nomor } = await params;
  return withAccess(notaRoutePath(kind, await getSessionContext()), async (ctx) => {
    const search = request.nextUrl.searchParams;
    const width = search.get('width') === '80' ? 80 : 58;
    const isPdf = search.get('format') === 'pdf';
    const headers = (name: string, type: string, disposition: 'inline' | 'attachment') =>
      ({ 'Content-Type': type, 'Content-Disposition': contentDisposition(disposition, name), 'Cache-Control': 'no-store' });
    if (isCustodySlipKind(kind)) {
      // An order's, a deposit's or a repair ticket's slip as it stands now: not counted, every print free (decision 035).
      const printed = await printCustodySlip({ ctx, input: { kind, nomor } });
      const name = printed.document.nomor;
      if (isPdf) return new Response(Readable.toWeb(await custodySlipPdf(printed, { width })) as ReadableStream, { headers: headers(`SLIP_${name}_${width}mm.pdf`, 'application/pdf', 'inline') });
      const bytes = await custodySlipEscPos(printed, { width, locale: await getLocale() });
      return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: headers(`SLIP_${name}.bin`, 'application/octet-stream', 'attachment') });
    }
    if (isLoanDocKind(kind)) {
      // A loan's Surat Bukti Gadai, a redemption's Bukti Pelunasan or a renewal's Bukti Perpanjangan: one print counter for every form (features/nota).
      const printed = await printLoanDocument({ ctx, input: { kind, nomor, form: isPdf ? 'slip-pdf' : 'thermal', grant: search.get('otorisasi') } });
      const name = loanDocumentNumber(printed);
      if (isPdf) return new Response(Readable.toWeb(await loanSlipPdf(printed, { width })) as ReadableStream, { headers: headers(`SLIP_${name}_${width}mm.pdf`, 'application/pdf', 'inline') });
      const bytes = await loanSlipEscPos(printed, { width, locale: await getLocale() });
      return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: headers(`SLIP_${name}.bin`, 'application/octet-stream', 'attachment') });
    }
    const { nota, reprint, duplicate } = await printNota({
      ctx, input: { kind: kind as NotaKind, nomor, form: isPdf ? 'slip-pdf' : 'thermal', grant: search.get('otorisasi') },
    });
    if (isPdf) {
      const pdf = await slipPdf(nota, { width, duplicate, reprint });
      return new Response(Readable.toWeb(pdf) as ReadableStream, { headers: headers(`SLIP_${nota.nomor}_${width}mm.pdf`, 'application/pdf', 'inline') });
    }
    const bytes = await slipEscPos(nota, { width, duplicate, reprint, locale: await getLocale() });
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: headers(`SLIP_${nota.nomor}.bin`, 'application/octet-stream', 'attachment') });
  });
}
