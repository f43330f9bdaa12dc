import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { gudang } from '@/features/stock/schema';
import { toko } from '@/lib/db/schema/shop';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { contextFor } from '@/tests/support/contexts';
import { useTestDatabase } from '@/tests/support/db';
import { renderLabelsPdf } from '../label-pdf';
import { readLabelItems } from './read-label-items';

const { db } = useTestDatabase({ demo: false });
const kasir = contextFor('kasir1', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });

async function seed() {
  await db().insert(toko).values([{ kodeToko: 'CAB01', namaToko: 'Cabang 1' }, { kodeToko: 'CAB02', namaToko: 'Cabang 2' }]);
  await db().insert(groupBarang).values({ kodeGroup: 'CC', namaGroup: 'Cincin' });
  await db().insert(jenis).values({ kodeDept: 'P18', namaDept: 'Emas 18K', kadar: '75', kadarCetak: '750' });
  await db().insert(gudang).values([{ kodeToko: 'CAB01', kodeGudang: 'G1', namaGudang: 'Etalase' }, { kodeToko: 'CAB02', kodeGudang: 'G1', namaGudang: 'Etalase' }]);
  const item = (kodeBarcode: string, namaBarang: string, berat: string, hargaJual: number, kodeToko = 'CAB01', kodeBaki = 'B1') => ({
    kodeBarcode, kodeToko, kodeGroup: 'CC', kodeDept: 'P18', kodeIntern: kodeBarcode, namaBarang, berat, beratKotor: berat, kadar: '75', hargaJual, kodeGudang: 'G1', kodeBaki,
  });
  await db().transaction(async (tx) => {
    await postStockEntries(tx, {
      document: { kodeToko: 'CAB01', jenis: 'TAMBAH_BARANG', nomor: 'TB-1' },
      entries: [item('L002', 'Cincin Mawar', '3.257', 4_275_000), item('L001', 'Gelang Rantai', '10.5', 12_500_500), item('L003', 'Anting', '1.000', 1_000_000, 'CAB01', 'B2')]
        .map((one) => ({ kind: 'RECEIVED' as const, item: one })),
      idempotencyKey: 'tb-1', createdBy: 'test',
    });
    await postStockEntries(tx, {
      document: { kodeToko: 'CAB02', jenis: 'TAMBAH_BARANG', nomor: 'TB-2' },
      entries: [{ kind: 'RECEIVED', item: item('X001', 'Lain', '1.000', 1, 'CAB02') }], idempotencyKey: 'tb-2', createdBy: 'test',
    });
  });
}

async function pdfText(stream: Readable): Promise<{ text: string; info: string; images: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kilau-label-')), 'labels.pdf');
  fs.writeFileSync(file, Buffer.concat(chunks));
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
    info: execFileSync('pdfinfo', [file]).toString(),
    images: execFileSync('pdfimages', ['-list', file]).toString(),
  };
}

describe('barcode labels', () => {
  it('prints the chosen items in the order given, sized by the label settings', async () => {
    await seed();
    const ctx = { ...kasir, settings: { ...kasir.settings, LABEL_WIDTH_MM: '50', LABEL_HEIGHT_MM: '20' } };
    const { items, size } = await readLabelItems({ ctx, input: { barcodes: ['l002', 'L001', 'L002'] } });
    expect(size).toEqual({ widthMm: 50, heightMm: 20 });
    expect(items.map((item) => item.kodeBarcode)).toEqual(['L002', 'L001', 'L002']);
    const { text, info, images } = await pdfText(renderLabelsPdf(items, size));
    expect(info).toMatch(/Pages:\s+3/);
    // 50 × 20 mm = 141.73 × 56.69 pt.
    expect(info).toMatch(/Page size:\s+141\.73\d* x 56\.69\d*/);
    for (const words of ['Cincin Mawar', '3,257 gr', '750', 'Rp. 4.275.000', 'Gelang Rantai', '10,500 gr', 'Rp. 12.500.500', 'L001', 'L002']) expect(text).toContain(words);
    // One image object per distinct barcode, drawn on every page that carries it.
    const rows = images.trim().split('\n').slice(2).map((line) => line.trim().split(/\s+/));
    expect(rows.map((row) => [row[0], row[4]])).toEqual([['1', '40'], ['2', '40'], ['3', '40']]);
    // pdfimages' object id: page 3 shows page 1's image again.
    expect(rows[2][10]).toBe(rows[0][10]);
    expect(rows[1][10]).not.toBe(rows[0][10]);
  });

  it('prints a whole tray by barcode with the default 60 × 15 mm', async () => {
    await seed();
    const { items, size } = await readLabelItems({ ctx: kasir, input: { kodeGudang: 'G1', kodeBaki: 'B1' } });
    expect(size).toEqual({ widthMm: 60, heightMm: 15 });
    expect(items).toEqual([
      { kodeBarcode: 'L001', namaBarang: 'Gelang Rantai', berat: '10.500', kadarCetak: '750', hargaJual: 12_500_500 },
      { kodeBarcode: 'L002', namaBarang: 'Cincin Mawar', berat: '3.257', kadarCetak: '750', hargaJual: 4_275_000 },
    ]);
  });

  it('refuses another shop\'s item, nothing chosen, and an empty tray', async () => {
    await seed();
    await expect(readLabelItems({ ctx: kasir, input: { barcodes: ['L001', 'X001'] } })).rejects.toMatchObject({ messageKey: 'labelBarangTidakAda', values: { barcode: 'X001' } });
    await expect(readLabelItems({ ctx: kasir, input: {} })).rejects.toMatchObject({ messageKey: 'labelBarcodeWajib' });
    await expect(readLabelItems({ ctx: kasir, input: { barcodes: Array.from({ length: 5001 }, () => 'L001') } })).rejects.toMatchObject({ messageKey: 'labelTerlaluBanyak', values: { max: 5000 } });
    await expect(readLabelItems({ ctx: kasir, input: { kodeGudang: 'G1', kodeBaki: 'KOSONG' } })).rejects.toMatchObject({ messageKey: 'timbangDataTidakTersedia' });
  });
});
