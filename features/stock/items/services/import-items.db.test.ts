import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { hargaEmas, jenis } from '@/lib/db/schema';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
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
    expect(result).toEqual({ ok: false, problems: [{ line: 10_001, key: 'barangBeratNol', values: {} }] });
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
    expect(bad).toEqual({ ok: false, problems: [
      { line: 3, key: 'barangNamaPendek', values: {} },
      { line: 4, key: 'barangNamaSudahAda', values: { nama: 'Kalung Impor Satu' } },
      { line: 5, key: 'barangJenisTidakAda', values: { jenis: 'XX' } },
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
});
