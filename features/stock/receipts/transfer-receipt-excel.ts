import ExcelJS from 'exceljs';
import { formatDate, sumRupiah, sumWeights } from '@/lib/format';
import type { TransferReceipt } from '../services/print-transfer-receipt';
import type { ReceiptLabels } from './transfer-receipt-pdf';

/** TANDA_TERIMA.xlsx: a merged title row, the transfer's details, and each item's photo in its row (§9). */
export async function writeTransferReceiptExcel(receipt: TransferReceipt, labels: ReceiptLabels): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(labels.title);
  sheet.columns = [{ width: 5 }, { width: 12 }, { width: 16 }, { width: 30 }, { width: 11, style: { numFmt: '#,##0.000' } }, { width: 7 }, { width: 6, style: { numFmt: '#,##0' } }, { width: 16, style: { numFmt: '"Rp. "#,##0' } }];
  sheet.addRow([labels.title]);
  sheet.mergeCells('A1:H1');
  const title = sheet.getCell('A1');
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center' };
  sheet.addRow([receipt.namaToko]);
  sheet.addRow([`${labels.noPindah}: ${receipt.noPindah}`, '', '', `${labels.tanggal}: ${formatDate(receipt.tanggal)}`]);
  sheet.addRow([`${labels.gudang}: ${receipt.kodeGudang}`, '', '', `${labels.baki}: ${receipt.kodeBaki}`, '', '', '', `${labels.inputBy}: ${receipt.inputBy}`]);
  const head = sheet.addRow(['#', labels.foto, labels.barcode, labels.keterangan, labels.berat, labels.size, labels.qty, labels.hargaJual]);
  head.font = { bold: true };
  receipt.items.forEach((item, index) => {
    const row = sheet.addRow([index + 1, '', item.kodeBarcode, item.keterangan, Number(item.berat), item.size || '-', item.qty, item.hargaJual]);
    row.height = 60;
    row.alignment = { vertical: 'middle' };
    const image = workbook.addImage({ buffer: item.photo as unknown as ExcelJS.Buffer, extension: item.photoType });
    sheet.addImage(image, { tl: { col: 1.1, row: row.number - 1 + 0.05 }, ext: { width: 72, height: 72 }, editAs: 'oneCell' });
  });
  // A spreadsheet cell holds a double: the exact sum goes in as its nearest one, as each item's weight does.
  const total = sheet.addRow(['', '', '', labels.total, Number(sumWeights(receipt.items.map((item) => item.berat))),
    '', receipt.items.reduce((sum, item) => sum + item.qty, 0), sumRupiah(receipt.items.map((item) => item.hargaJual))]);
  total.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
