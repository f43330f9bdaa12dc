import 'server-only';
import ExcelJS from 'exceljs';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';

/** The columns of Tambah Barang Banyak, in the template's order (the schema's field names, §5 header rule). */
export const IMPORT_COLUMNS = ['kode_barcode', 'kode_group', 'kode_dept', 'kode_intern', 'nama_barang', 'berat', 'berat_kotor', 'size', 'ongkos',
  'harga_tetap', 'harga_jual', 'kode_gudang', 'kode_baki', 'kode_supplier', 'kode_bandrol'] as const;

/** The downloadable template: the header row and one example row, every cell text so weights keep their decimals. */
export async function importTemplate({ ctx }: { ctx: SessionContext }): Promise<Buffer> {
  requireAccess(ctx, '/tambah-barang-banyak');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('barang');
  sheet.addRow([...IMPORT_COLUMNS]);
  sheet.addRow(['', 'CC', 'EMU', '', 'CINCIN CONTOH', '1.250', '1.300', '12', '', '', '', `${ctx.shop.kodeToko}-ETALASE`, 'BAKI-CC1', '', '']);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 16;
    column.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
