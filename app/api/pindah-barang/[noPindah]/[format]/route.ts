import type { NextRequest } from 'next/server';
import { Readable } from 'node:stream';
import { getTranslations } from 'next-intl/server';
import { contentDisposition, withAccess } from '@/lib/http/with-access';
import { renderTransferReceiptPdf, type ReceiptLabels } from '@/features/stock/receipts/transfer-receipt-pdf';
import { writeTransferReceiptExcel } from '@/features/stock/receipts/transfer-receipt-excel';
import { printTransferReceipt } from '@/features/stock/services/print-transfer-receipt';
import { getNumberStyle } from '@/lib/i18n/number-style.server';

// GET /api/pindah-barang/<no_pindah>/<pdf|xlsx>: the TANDA TERIMA of one transfer, checked like /lihat-pindah-barang.
// Every copy is a reprint: it spends a supervisor's grant (?otorisasi=<keystore>), once.
export async function GET(request: NextRequest, { params }: { params: Promise<{ noPindah: string; format: string }> }) {
  const { noPindah, format } = await params;
  return withAccess(format === 'pdf' || format === 'xlsx' ? '/lihat-pindah-barang' : null, async (ctx) => {
    const receipt = await printTransferReceipt({ ctx, input: { noPindah, grant: request.nextUrl.searchParams.get('otorisasi') } });
    const t = await getTranslations('receipt');
    const labels = {
      ...Object.fromEntries((['title', 'noPindah', 'tanggal', 'gudang', 'baki', 'inputBy', 'foto', 'barcode', 'keterangan', 'berat', 'size', 'qty', 'hargaJual', 'total', 'diserahkan', 'diterima', 'printedBy'] as const)
        .map((key) => [key, t(key)])),
      pageOf: (page: number, pages: number) => t('pageOf', { page, pages }),
    } as ReceiptLabels;
    if (format === 'pdf') {
      return new Response(Readable.toWeb(renderTransferReceiptPdf(receipt, labels, ctx.user.userId, await getNumberStyle())) as ReadableStream, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('inline', `TANDA_TERIMA_${receipt.noPindah}.pdf`), 'Cache-Control': 'no-store' },
      });
    }
    return new Response(new Uint8Array(await writeTransferReceiptExcel(receipt, labels)), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': contentDisposition('attachment', 'TANDA_TERIMA.xlsx'),
        'Cache-Control': 'no-store',
      },
    });
  });
}
