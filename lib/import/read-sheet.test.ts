import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet';

const options = { maxRows: 10, columns: ['kode_group', 'nama_barang', 'berat'] };

describe('readSheet', () => {
  it('reads a CSV as written: a byte-order mark, quoted cells with commas, quotes and line breaks, CRLF, blank lines counted', async () => {
    const text = '\ufeffKode Group,Nama Barang,Berat,Catatan\r\n'
      + 'CC,"Cincin, ""Mawar""",001,x\r\n'
      + '\r\n'
      + 'KL,"Kalung\nPanjang","1,250",y\r\n'
      + ',,,hanya catatan\n';
    expect(await readSheet('barang.csv', Buffer.from(text), options)).toEqual([
      { line: 2, values: { kode_group: 'CC', nama_barang: 'Cincin, "Mawar"', berat: '001' } },
      // Line 3 is blank; the quoted line break stays in its cell and the record keeps its number.
      { line: 4, values: { kode_group: 'KL', nama_barang: 'Kalung\nPanjang', berat: '1,250' } },
      // A row with text only in a column the import does not read is still a row (its cells are empty).
      { line: 5, values: { kode_group: '', nama_barang: '', berat: '' } },
    ]);
  });

  it('reads the first sheet of an xlsx: shared and rich text, numbers as JavaScript writes them, formulas by their result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('barang');
    workbook.addWorksheet('lain').addRow(['kode_group']).commit();
    sheet.addRow(['kode group', 'NAMA BARANG', 'berat', 'catatan']);
    sheet.addRow(['CC', { richText: [{ text: 'Cincin ' }, { font: { bold: true }, text: 'Mawar' }] }, 1.1, 'x']);
    sheet.addRow([]);
    sheet.addRow(['KL', 'Kalung Panjang', { formula: '1+0.25', result: 1.25 }, 'y']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readSheet('Barang.XLSX', bytes, options)).toEqual([
      { line: 2, values: { kode_group: 'CC', nama_barang: 'Cincin Mawar', berat: '1.1' } },
      { line: 4, values: { kode_group: 'KL', nama_barang: 'Kalung Panjang', berat: '1.25' } },
    ]);
  });

  it('refuses the row past the limit, another type and a file that is not a spreadsheet', async () => {
    const rows = ['nama_barang', ...Array.from({ length: 11 }, (_, i) => `Barang ${i}`)].join('\n');
    await expect(readSheet('barang.csv', Buffer.from(rows), options)).rejects.toMatchObject({ messageKey: 'importTerlaluBanyak', values: { max: 10 } });
    await expect(readSheet('barang.ods', Buffer.from(rows), options)).rejects.toMatchObject({ messageKey: 'importFormat' });
    await expect(readSheet('barang.xlsx', Buffer.from(rows), options)).rejects.toMatchObject({ messageKey: 'importFormat' });
    await expect(readSheet('barang.csv', Buffer.from('nama_barang\n"tanpa akhir'), options)).rejects.toMatchObject({ messageKey: 'importFormat' });
  });
});
