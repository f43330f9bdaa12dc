import { deflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { hargaEmas } from '@/features/stock/schema';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { importItems } from './import-items';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });

beforeEach(async () => {
  await db().insert(jenis).values({ kodeDept: 'T97', namaDept: 'EMAS IMPOR', kadar: '75.00' });
  await db().insert(hargaEmas).values({ kodeDept: 'T97', hargaJual: 1_000_000, hargaBeli: 900_000, createdBy: 'SYSTEM' });
});

const HEADER = 'Kode Barcode,Kode Group,Kode Dept,Nama Barang,Berat,Kode Gudang,Kode Baki';
const line = (n: number, berat = '1.001') => `IMP${String(n).padStart(5, '0')},cc,t97,Barang Impor ${n},${berat},CAB01-ETALASE,BAKI-CC1`;
const csv = (lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'));
const balance = async () => (await db().execute(sql`select berat, qty from saldo_stok where kode_toko = 'CAB01' and kode_dept = 'T97'`)).rows;
const importDocuments = async () => Number((await db().execute(sql`select count(*)::int as n from stok_dokumen where jenis_dokumen = 'IMPORT_BARANG'`)).rows[0].n);
async function expectClean() {
  expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
  expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
}

describe('importItems', () => {
  it('writes nothing when the last of 10,000 rows is bad, and names its line', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => line(i + 1));
    rows[9_999] = line(10_000, '0');
    const result = await importItems({ ctx: kasir, input: { fileName: 'barang.csv', bytes: csv(rows), idempotencyKey: 'import-bad-last' } });
    // The header is line 1: the 10,000th item is on line 10,001.
    expect(result).toEqual({ ok: false, problems: [{ line: 10_001, field: 'berat', key: 'barangBeratNol', values: {} }], total: 1, rows: 1 });
    expect(await balance()).toEqual([]);
    expect(await importDocuments()).toBe(0);
    await expectClean();
  }, 120_000);

  it('posts 10,000 good rows as one document, once per key', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => line(i + 1));
    const input = { fileName: 'barang.csv', bytes: csv(rows), idempotencyKey: 'import-good-10000' };
    const first = await importItems({ ctx: kasir, input });
    expect(first).toMatchObject({ ok: true, count: 10_000, replayed: false });
    // 10,000 × 1.001 g.
    expect(await balance()).toEqual([{ berat: '10010.000', qty: 10_000 }]);
    const again = await importItems({ ctx: kasir, input });
    expect(again).toMatchObject({ ok: true, count: 10_000, replayed: true });
    expect(await importDocuments()).toBe(1);
    await expectClean();
  }, 180_000);

  it('reads an xlsx with headers in any case, lists every bad row with its reason, then takes a good file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('barang');
    sheet.addRow(['KODE GROUP', 'Kode Dept', 'nama barang', 'Berat', 'Berat Kotor', 'kode gudang', 'Kode Baki']);
    sheet.addRow(['CC', 'T97', 'Kalung Impor Satu', 2.5, 2.75, 'CAB01-ETALASE', 'BAKI-CC1']);
    sheet.addRow(['CC', 'T97', 'Kalun', '1', '', 'CAB01-ETALASE', 'BAKI-CC1']);
    sheet.addRow(['CC', 'T97', 'Kalung Impor Satu', '1', '', 'CAB01-ETALASE', 'BAKI-CC1']);
    sheet.addRow(['CC', 'XX', 'Kalung Impor Tiga', '1', '', 'CAB01-ETALASE', 'BAKI-CC1']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const bad = await importItems({ ctx: kasir, input: { fileName: 'Barang.XLSX', bytes, idempotencyKey: 'import-xlsx-bad' } });
    expect(bad).toEqual({ ok: false, total: 3, rows: 3, problems: [
      { line: 3, field: 'nama_barang', key: 'barangNamaPendek', values: {} },
      { line: 4, field: 'nama_barang', key: 'barangNamaSudahAda', values: { nama: 'Kalung Impor Satu' } },
      { line: 5, field: 'kode_dept', key: 'barangJenisTidakAda', values: { jenis: 'XX' } },
    ] });
    const fixed = new ExcelJS.Workbook();
    const only = fixed.addWorksheet('barang');
    [1, 2].forEach((n) => only.addRow(sheet.getRow(n).values as ExcelJS.CellValue[]));
    const good = await importItems({ ctx: kasir, input: { fileName: 'barang.xlsx', bytes: Buffer.from(await fixed.xlsx.writeBuffer()), idempotencyKey: 'import-xlsx-good' } });
    expect(good).toMatchObject({ ok: true, count: 1 });
    expect((await db().execute(sql`select berat, berat_kotor, harga_jual from barang where nama_barang = 'Kalung Impor Satu'`)).rows)
      // 2.5 g × Rp 1,000,000 = 2,500,000, ongkos 0, already on the 500 step.
      .toEqual([{ berat: '2.500', berat_kotor: '2.750', harga_jual: '2500000' }]);
    await expectClean();
  });

  it('refuses another file type and a hidden screen', async () => {
    await expect(importItems({ ctx: kasir, input: { fileName: 'barang.txt', bytes: Buffer.from('x'), idempotencyKey: 'import-txt-1' } })).rejects.toMatchObject({ messageKey: 'importFormat' });
    const hidden = { ...kasir, hiddenMenuKeys: new Set(['barang']) };
    await expect(importItems({ ctx: hidden, input: { fileName: 'barang.csv', bytes: csv([line(1)]), idempotencyKey: 'import-hidden-1' } })).rejects.toMatchObject({ messageKey: 'notAvailable' });
    expect(await importDocuments()).toBe(0);
  });

  it('lists every problem of every row: the cells the schema refuses and, beside them, what the masters refuse', async () => {
    const bytes = csv([
      line(1),
      // Jenis unknown, name too short, weight 0: three problems on one row.
      'IMP00002,cc,xx,Kalun,0,CAB01-ETALASE,BAKI-CC1',
      // Group unknown, weight not a number, tray not in the warehouse.
      'IMP00003,zz,t97,Barang Impor 3,abc,CAB01-ETALASE,BAKI-TIDAK-ADA',
      line(4),
      // Barcode twice in the file (line 2 has IMP00002), name empty.
      'IMP00002,cc,t97,,1.5,CAB01-ETALASE,BAKI-CC1',
    ]);
    const result = await importItems({ ctx: kasir, input: { fileName: 'barang.csv', bytes, idempotencyKey: 'import-every-problem' } });
    expect(result).toEqual({ ok: false, total: 8, rows: 3, problems: [
      { line: 3, field: 'kode_dept', key: 'barangJenisTidakAda', values: { jenis: 'XX' } },
      { line: 3, field: 'nama_barang', key: 'barangNamaPendek', values: {} },
      { line: 3, field: 'berat', key: 'barangBeratNol', values: {} },
      { line: 4, field: 'kode_group', key: 'barangGroupTidakAda', values: { group: 'ZZ' } },
      { line: 4, field: 'berat', key: 'barangBeratNol', values: {} },
      { line: 4, field: 'kode_baki', key: 'bakiTidakDitemukan', values: { baki: 'BAKI-TIDAK-ADA' } },
      { line: 6, field: 'kode_barcode', key: 'stokBarcodeSudahAda', values: { barcode: 'IMP00002' } },
      { line: 6, field: 'nama_barang', key: 'barangNamaRequired', values: {} },
    ] });
    expect(await importDocuments()).toBe(0);
  });

  it('refuses the 10,001st row of an xlsx or a csv as soon as it is read, with the limit, and writes nothing', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => line(i + 1));
    const refusal = { messageKey: 'importTerlaluBanyak', values: { max: 10_000 } };
    await expect(importItems({ ctx: kasir, input: { fileName: 'barang.csv', bytes: csv(rows), idempotencyKey: 'import-10001-csv' } }))
      .rejects.toMatchObject(refusal);
    // 10,001 rows, then 48 MB more of XML: reading stops at the limit, before the rest is unpacked, and the user is told
    // the rows are too many (not the size the part's header declares).
    const cells = (n: number) => `<row r="${n + 1}">${line(n).split(',').map((text, i) => `<c r="${'ABCDEFG'[i]}${n + 1}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
    const header = `<row r="1">${HEADER.split(',').map((text, i) => `<c r="${'ABCDEFG'[i]}1" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
    const sheet = `<worksheet><sheetData>${header}${Array.from({ length: 10_001 }, (_, i) => cells(i + 1)).join('')}${' '.repeat(48 * 1024 * 1024)}</sheetData></worksheet>`;
    await expect(importItems({ ctx: kasir, input: { fileName: 'barang.xlsx', bytes: zip({ 'xl/worksheets/sheet1.xml': sheet }), idempotencyKey: 'import-10001-xlsx' } }))
      .rejects.toMatchObject(refusal);
    expect(await importDocuments()).toBe(0);
    expect(await balance()).toEqual([]);
    // In the user's language, naming the limit with the language's digits.
    expect(createTranslator({ locale: 'id', messages: id })('errors.importTerlaluBanyak', { max: 10_000 }))
      .toBe('File berisi lebih dari 10.000 baris barang; maksimal 10.000 baris per file. Bagi menjadi beberapa file.');
    expect(createTranslator({ locale: 'en', messages: en })('errors.importTerlaluBanyak', { max: 10_000 }))
      .toBe('The file holds more than 10,000 rows of items; at most 10,000 rows per file. Split it into several files.');
  }, 60_000);

  it('refuses a part that unpacks past 32 MB whatever its header claims (a zip bomb), and a file over 8 MB', async () => {
    const sheet = `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>kode_group</t></is></c></row>${' '.repeat(40 * 1024 * 1024)}</sheetData></worksheet>`;
    // 40 MB of XML packed into about 40 KB, its header claiming 100 bytes.
    const bomb = zip({ 'xl/worksheets/sheet1.xml': sheet }, 100);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(importItems({ ctx: kasir, input: { fileName: 'bom.xlsx', bytes: bomb, idempotencyKey: 'import-bomb-1' } }))
      .rejects.toMatchObject({ messageKey: 'importIsiTerlaluBesar', values: { mb: 32 } });
    await expect(importItems({ ctx: kasir, input: { fileName: 'besar.csv', bytes: Buffer.alloc(8 * 1024 * 1024 + 1, 'a'), idempotencyKey: 'import-big-1' } }))
      .rejects.toMatchObject({ messageKey: 'importFileTerlaluBesar', values: { mb: 8 } });
    expect(await importDocuments()).toBe(0);
  });
});

/** A zip of the given parts, deflated (a part's declared size may lie, as a zip bomb's does). */
function zip(parts: Record<string, string>, declaredSize?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = deflateRawSync(Buffer.from(text));
    const nameBytes = Buffer.from(name);
    const size = declaredSize ?? Buffer.byteLength(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
