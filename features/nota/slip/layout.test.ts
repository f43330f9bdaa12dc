import { describe, expect, it } from 'vitest';
import id from '@/messages/id.json';
import type { NotaData } from '../types';
import { encodeSlip } from './escpos';
import { decodeEscPos } from './escpos-decode';
import { cutField, layoutSlip, slipText, wrapWords, type SlipLabels } from './layout';

const labels = id.nota as unknown as SlipLabels;
const sale: NotaData = {
  kind: 'penjualan', nomor: 'JL-CAB01-20261123-00001', status: 'AKTIF',
  toko: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Bandung' },
  tanggal: '2026-11-23 10:15:00', kasir: 'kasir', sales: 'Agus',
  customer: { nama: 'Ibu Maria Goretti Kusumawardhani Susanto Wibowo Hadiningrat', alamat: 'Jl. Cihampelas 160', noHp: '081234567890' },
  lines: [
    { kodeBarcode: 'B1', namaBarang: 'Cincin Emas Kuning Motif Daun Semanggi Bermata Zirkon Putih Sangat Indah Sekali Untuk Hadiah Ulang Tahun', keterangan: 'Emas Kuning 750', berat: '2.150', harga: 2_500_000 },
    { kodeBarcode: 'B2', namaBarang: 'Anting Tusuk', keterangan: 'Emas Putih 750', berat: '1.300', harga: 1_310_000 },
  ],
  jumlahBarang: 2, totalBerat: '3.450', subtotal: 3_810_000, ppnPersen: '1.10', ppn: 41_910, total: 3_851_910,
  bayar: { tunai: 2_851_910, transfer: 1_000_000, kartu: 0 }, uangDiterima: 5_000_000, kembalian: 2_148_090, dicetak: 0,
};

describe('slip text fields (§9)', () => {
  it('cuts a field into 20-character lines, at most 5 for items and 3 for the customer', () => {
    expect(cutField('Ibu Maria Goretti Kusumawardhani Susanto Wibowo Hadiningrat', 3)).toEqual(['Ibu Maria Goretti Ku', 'sumawardhani Susanto', 'Wibowo Hadiningrat']);
    expect(cutField('a'.repeat(130), 5)).toEqual(['a'.repeat(20), 'a'.repeat(20), 'a'.repeat(20), 'a'.repeat(20), 'a'.repeat(20)]);
    expect(cutField('  ', 3)).toEqual([]);
    expect(wrapWords('Barang yang sudah dibeli', 10)).toEqual(['Barang', 'yang sudah', 'dibeli']);
    // Han and kana take two columns: 8 of them fill 16.
    expect(wrapWords('お買い上げの商品は本伝票', 16)).toEqual(['お買い上げの商品', 'は本伝票']);
  });
});

describe('the thermal slip in ESC/POS', () => {
  // 58 mm paper: 32 columns. Each field's value is cut into 20-character pieces (§9); amounts sit on the right edge.
  const body = [
    '       Kilau Emas Bandung',
    // Centred: (32 − 25) / 2 = 3.5 → 3 spaces.
    '   Jl. Braga No. 45, Bandung',
    '--------------------------------',
    '         NOTA PENJUALAN',
    '    JL-CAB01-20261123-00001',
    'Tanggal : 2026-11-23 10:15:00',
    'Kasir   : kasir',
    'Sales   : Agus',
    'Customer: Ibu Maria Goretti Ku',
    '          sumawardhani Susanto',
    '          Wibowo Hadiningrat',
    'Alamat  : Jl. Cihampelas 160',
    '--------------------------------',
    // Cut every 20 characters, 5 lines at most: characters 1-100 of 104, "ahun" is dropped.
    '1. Cincin Emas Kuning M',
    '   otif Daun Semanggi B',
    '   ermata Zirkon Putih',
    '   Sangat Indah Sekali',
    '   Untuk Hadiah Ulang T',
    '   Emas Kuning 750',
    '   2,150 gr        Rp. 2.500.000',
    '2. Anting Tusuk',
    '   Emas Putih 750',
    '   1,300 gr        Rp. 1.310.000',
    '--------------------------------',
    '2 pcs                   3,450 gr',
    'Subtotal           Rp. 3.810.000',
    'PPN 1,10 %            Rp. 41.910',
    'Total              Rp. 3.851.910',
    'Tunai              Rp. 2.851.910',
    'Transfer           Rp. 1.000.000',
    'Uang Diterima      Rp. 5.000.000',
    'Kembalian          Rp. 2.148.090',
  ];
  const terms = [
    '--------------------------------',
    'Barang yang sudah dibeli dapat',
    'dijual kembali ke toko kami',
    'dengan membawa nota ini. Periksa',
    'berat dan kadar sebelum',
    'meninggalkan toko.',
  ];
  const feed = ['', '', '', '', '<CUT>'];

  it('decodes back to the expected lines, one copy with the terms and the cut at the end', () => {
    const decoded = decodeEscPos(encodeSlip(layoutSlip(sale, labels, { columns: 32, duplicate: false }), 32));
    expect(decoded.lines).toEqual([...body, ...terms, ...feed]);
    expect(decoded.cuts).toBe(1);
    expect(decoded.bold).toEqual(['Kilau Emas Bandung', 'NOTA PENJUALAN', 'Total              Rp. 3.851.910']);
  });

  it('prints two copies, Pelanggan then Internal, the terms only on the first, each cut', () => {
    const decoded = decodeEscPos(encodeSlip(layoutSlip(sale, labels, { columns: 32, duplicate: true, reprint: true }), 32));
    // (32 − 11) / 2 = 10.5 → 10 spaces; Pelanggan (9) 11, Internal (8) 12.
    const reprinted = [...body, '          CETAK ULANG'];
    expect(decoded.lines).toEqual([
      '           Pelanggan', ...reprinted, ...terms, ...feed,
      '            Internal', ...reprinted, ...feed,
    ]);
    expect(decoded.cuts).toBe(2);
  });

  it('fills 48 columns on 80 mm paper', () => {
    const copy = layoutSlip(sale, labels, { columns: 48, duplicate: false })[0];
    expect(copy.map((line) => slipText(line, 48))).toContain(`Total${' '.repeat(48 - 5 - 13)}Rp. 3.851.910`);
    const decoded = decodeEscPos(encodeSlip([copy], 48));
    expect(decoded.lines.every((line) => line.length <= 48)).toBe(true);
    expect(decoded.lines).toContain('-'.repeat(48));
  });
});
