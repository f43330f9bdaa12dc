import type { NextRequest } from 'next/server';
import { Readable } from 'node:stream';
import { contentDisposition, withAccess } from '@/lib/http/with-access';
import { renderLabelsPdf } from '@/features/stock/labels/label-pdf';
import { LABELS_PATH, readLabelItems } from '@/features/stock/labels/services/read-label-items';

// GET /api/cetak-barcode?barcode=A&barcode=B or ?gudang=G&baki=B: the jewellery tag labels as a PDF, one label a page.
export async function GET(request: NextRequest) {
  return withAccess(LABELS_PATH, async (ctx) => {
    const params = request.nextUrl.searchParams;
    const { items, size } = await readLabelItems({
      ctx, input: { barcodes: params.getAll('barcode'), kodeGudang: params.get('gudang') ?? '', kodeBaki: params.get('baki') ?? '' },
    });
    return new Response(Readable.toWeb(renderLabelsPdf(items, size)) as ReadableStream, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('inline', 'LABEL_BARCODE.pdf'), 'Cache-Control': 'no-store' },
    });
  });
}
