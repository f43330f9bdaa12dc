import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import id from '@/messages/id.json';
import jp from '@/messages/jp.json';
import { layoutSlip, SLIP_COLUMNS, type SlipLabels } from '../slip/layout';
import type { NotaData } from '../types';
import { renderNotaA4Pdf, type NotaA4Labels } from './nota-a4-pdf';
import { renderSlipPdf } from './slip-pdf';

const nota: NotaData = {
  kind: 'penjualan', nomor: 'JL-CAB01-20261123-00001', status: 'AKTIF',
  toko: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111' },
  tanggal: '2026-11-23 10:15:00', kasir: 'kasir', sales: 'Agus',
  customer: { nama: '山田 花子', alamat: 'Jl. Cihampelas 160', noHp: '081234567890' },
  lines: [
    // 2.150 g × 1,000,000 + ongkos 350,000 = 2,500,000; the earrings at their fixed price.
    { kodeBarcode: 'CAB01-0001', namaBarang: 'Cincin Emas Kuning Motif Daun', keterangan: 'Emas Kuning 750', berat: '2.150', hargaPerGram: 1_000_000, ongkos: 350_000, hargaTetap: false, harga: 2_500_000 },
    { kodeBarcode: 'CAB01-0002', namaBarang: 'Anting Tusuk', keterangan: 'Emas Putih 750', berat: '1.300', hargaPerGram: 1_000_000, ongkos: 0, hargaTetap: true, harga: 1_310_000 },
  ],
  jumlahBarang: 2, totalBerat: '3.450', subtotal: 3_810_000, ppnPersen: '1.10', ppn: 41_910, total: 3_851_910,
  bayar: { tunai: 2_851_910, transfer: 1_000_000, kartu: 0 }, uangDiterima: 5_000_000, kembalian: 2_148_090, dicetak: 0,
  cetak: { thermal: 0, 'slip-pdf': 0, a4: 0 },
};

async function pdfText(pdf: NodeJS.ReadableStream, name: string): Promise<{ text: string; file: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const file = path.join(process.env.NOTA_PDF_DIR ?? os.tmpdir(), name);
  fs.writeFileSync(file, Buffer.concat(chunks));
  return { text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), file };
}
const pageSizes = (file: string) => execFileSync('pdfinfo', ['-f', '1', '-l', '9', file], { encoding: 'utf8' }).match(/Page +\d+ size: +[\d.]+ x [\d.]+/g) ?? [];

describe('nota PDFs', () => {
  it('prints the slip at 58 mm in Indonesian: two copies, the terms on the first only', async () => {
    const copies = layoutSlip(nota, id.nota as unknown as SlipLabels, { columns: SLIP_COLUMNS[58], duplicate: true });
    const { text, file } = await pdfText(renderSlipPdf(copies, 58, nota.nomor), 'slip-58-id.pdf');
    // 58 mm = 58 × 72 / 25.4 = 164.409 pt wide.
    expect(pageSizes(file).every((size) => size.includes('164.409 x'))).toBe(true);
    expect(pageSizes(file)).toHaveLength(2);
    const [first, second] = text.split('\f');
    for (const expected of ['Pelanggan', 'Kilau Emas Bandung', 'NOTA PENJUALAN', 'JL-CAB01-20261123-00001', '山田 花子', 'Cincin Emas Kuning\n', 'Motif Daun', 'Harga/Gram', 'Rp. 1.000.000', 'Ongkos', 'Rp. 350.000', 'Rp. 2.500.000', 'PPN 1,10 %', 'Rp. 41.910', 'Total', 'Rp. 3.851.910', 'Kembalian', 'Rp. 2.148.090', 'Barang yang sudah dibeli']) {
      expect(first).toContain(expected);
    }
    expect(second).toContain('Internal');
    expect(second).toContain('Rp. 3.851.910');
    expect(second).not.toContain('Barang yang sudah dibeli');
  });

  it('prints the slip at 80 mm and the A4 nota in Japanese', async () => {
    const labels = jp.nota as unknown as NotaA4Labels;
    const slip = await pdfText(renderSlipPdf(layoutSlip(nota, labels, { columns: SLIP_COLUMNS[80], duplicate: false, reprint: true }), 80, nota.nomor), 'slip-80-jp.pdf');
    // 80 mm = 80 × 72 / 25.4 = 226.772 pt.
    expect(pageSizes(slip.file)).toEqual([expect.stringContaining('226.772 x')]);
    for (const expected of ['販売伝票', '合計', 'お釣り', '再発行', 'Rp. 3.851.910']) expect(slip.text).toContain(expected);

    const a4 = await pdfText(renderNotaA4Pdf(nota, { ...labels, pageOf: '' }, 'kasir', false), 'nota-a4-jp.pdf');
    expect(pageSizes(a4.file)).toEqual([expect.stringContaining('595.28 x 841.89')]);
    for (const expected of ['Kilau Emas Bandung', '販売伝票', 'JL-CAB01-20261123-00001', '山田 花子', '品名', 'Cincin Emas Kuning Motif Daun', 'Anting Tusuk', '2,150', 'Rp. 1.310.000', '付加価値税 1,10 %', 'Rp. 41.910', '合計', 'Rp. 3.851.910', 'お預かり', 'Rp. 5.000.000', '印刷者 kasir']) {
      expect(a4.text).toContain(expected);
    }
  });

  it('prints the A4 nota in Indonesian: the address wrapped between words, per gram and ongkos per line', async () => {
    const a4 = await pdfText(renderNotaA4Pdf(nota, { ...(id.nota as unknown as NotaA4Labels), pageOf: '' }, 'kasir', true), 'nota-a4-id.pdf');
    for (const expected of ['NOTA PENJUALAN', 'CETAK ULANG', 'Nama Barang', 'Berat (gr)', 'Harga/Gram', 'Ongkos', 'Subtotal', 'Rp. 3.810.000', 'Kembalian', 'Rp. 2.148.090', 'Printed By kasir']) {
      expect(a4.text).toContain(expected);
    }
    const lines = a4.text.split('\n').map((line) => line.trim());
    // Cut at 48 characters the address read "…Kota Bandung, J" / "awa Barat 40111".
    expect(lines).toContain('Jl. Braga No. 45, Sumur Bandung, Kota Bandung,');
    expect(lines).toContain('Jawa Barat 40111');
    // The ring: 2,150 g at Rp. 1.000.000 a gram and Rp. 350.000 ongkos; the earrings at a fixed price.
    expect(a4.text).toMatch(/CAB01-0001 +Cincin Emas Kuning Motif Daun +Emas Kuning 750 +2,150 +Rp\. 1\.000\.000 +Rp\. 350\.000 +Rp\. 2\.500\.000/);
    expect(a4.text).toMatch(/CAB01-0002 +Anting Tusuk +Emas Putih 750 +1,300 +Harga Tetap +- +Rp\. 1\.310\.000/);
    expect(a4.text).toContain('Barang yang sudah dibeli dapat dijual kembali');
  });

  it("prints a buyback's A4 with the buyback's terms and a long customer name wrapped, and its slip likewise", async () => {
    const buyback: NotaData = {
      ...nota, kind: 'pembelian', nomor: 'BL-CAB01-20261123-00001',
      customer: { nama: 'Ibu Maria Goretti Kusumawardhani Susanto Wibowo Hadiningrat Putri Lestari Sekar Ayu Ningrum Dewi Anggraini Puspitasari Wulandari Kartikasari', alamat: 'Jl. Dago 12', noHp: '' },
      lines: [{ kodeBarcode: 'CAB01-0003', namaBarang: 'Cincin Polos', keterangan: 'Emas Kuning 750 BAGUS', berat: '3.000', hargaPerGram: 950_000, ongkos: null, hargaTetap: false, harga: 2_850_000 }],
      jumlahBarang: 1, totalBerat: '3.000', subtotal: 2_850_000, ppnPersen: '0', ppn: 0, total: 2_850_000,
      bayar: { tunai: 2_850_000, transfer: 0, kartu: 0 }, uangDiterima: 2_850_000, kembalian: 0,
    };
    const labels = { ...(id.nota as unknown as NotaA4Labels), pageOf: '' };
    const a4 = await pdfText(renderNotaA4Pdf(buyback, labels, 'kasir', false), 'nota-a4-pembelian-id.pdf');
    expect(a4.text).toContain('NOTA PEMBELIAN');
    // The description wraps in its cell: the condition on a second line.
    expect(a4.text).toMatch(/Cincin Polos +Emas Kuning 750 +3,000 +Rp\. 950\.000 +- +Rp\. 2\.850\.000\n +BAGUS\n/);
    expect(a4.text).toContain('Barang di atas telah dibeli oleh toko kami');
    expect(a4.text).not.toContain('dapat dijual kembali');
    // Three lines at most, the third marked: the name's end ("…Wulandari Kartikasari") is not printed.
    expect(a4.text).toContain('Ibu Maria Goretti Kusumawardhani');
    expect(a4.text).toContain('…');
    expect(a4.text).not.toContain('Kartikasari');
    const slip = await pdfText(renderSlipPdf(layoutSlip(buyback, labels, { columns: SLIP_COLUMNS[58], duplicate: false }), 58, buyback.nomor), 'slip-58-pembelian-id.pdf');
    expect(slip.text).toContain('Barang di atas telah dibeli oleh');
    expect(slip.text).not.toContain('dapat dijual kembali');
  });
});
