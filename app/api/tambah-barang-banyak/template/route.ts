import { contentDisposition, withAccess } from '@/lib/http/with-access';
import { importTemplate } from '@/features/stock/items/services/import-template';

// GET /api/tambah-barang-banyak/template: the spreadsheet Tambah Barang Banyak reads, with its headers.
export async function GET() {
  return withAccess('/tambah-barang-banyak', async (ctx) => new Response(new Uint8Array(await importTemplate({ ctx })), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition('attachment', 'template-tambah-barang-banyak.xlsx'),
      'Cache-Control': 'no-store',
    },
  }));
}
