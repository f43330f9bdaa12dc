import type { NextRequest } from 'next/server';
import { Readable } from 'node:stream';
import { getTranslations } from 'next-intl/server';
import { getSessionContext } from '@/lib/auth/dal';
import { contentDisposition, withAccess } from '@/lib/http/with-access';
import { renderKirimUangReceiptPdf, type KirimUangLabels } from '@/features/money/receipts/kirim-uang-receipt-pdf';
import { findKirimUang } from '@/features/money/services/kirim-uang';
import { recordKirimUangPrint } from '@/features/money/services/kirim-uang-print';
import { getInstallationShop } from '@/lib/db/installation-shop';

const LABELS = ['title', 'nomorReferensi', 'tanggal', 'dariToko', 'kepada', 'keterangan', 'status', 'jumlah', 'terbilang', 'rupiah',
  'dikirimOleh', 'diterimaOleh', 'printedBy', 'statusOPEN', 'statusDONE'] as const;

// GET /api/kirim-uang/<nomor_referensi>/pdf: the receipt (a reprint carries ?otorisasi=<keystore>), for the branch that sent it (Kirim Uang Pusat) or head office (Terima Uang Kas).
export async function GET(request: NextRequest, { params }: { params: Promise<{ nomor: string }> }) {
  const { nomor } = await params;
  const session = await getSessionContext();
  return withAccess(session?.shop.appType === 'PUSAT' ? '/terima-uang-kas' : '/kirim-uang-pusat', async (ctx) => {
    const [transfer, pusat] = await Promise.all([findKirimUang({ ctx, input: { nomorReferensi: nomor } }), getInstallationShop()]);
    await recordKirimUangPrint({ ctx, input: { nomorReferensi: transfer.nomorReferensi, grant: request.nextUrl.searchParams.get('otorisasi') } });
    const t = await getTranslations('kirimUang.receipt');
    const labels = { ...Object.fromEntries(LABELS.map((key) => [key, t(key)])), pageOf: t('pageOf', { page: 1, pages: 1 }) } as KirimUangLabels;
    const pdf = renderKirimUangReceiptPdf(transfer, pusat ?? { namaToko: 'PUSAT' }, labels, ctx.user.userId);
    return new Response(Readable.toWeb(pdf) as ReadableStream, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('inline', `KIRIM_UANG_${transfer.nomorReferensi}.pdf`), 'Cache-Control': 'no-store' },
    });
  });
}
