import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import type { NotaData } from '../types';
import { encodeSlip } from './escpos';
import { decodeEscPos } from './escpos-decode';
import { ENGLISH_NUMBERS } from '@/lib/format/number-style';
import { cutField, layoutSlip, slipText, type SlipLabels } from './layout';

const labels = id.nota as unknown as SlipLabels;
const sale: NotaData = {
  kind: 'penjualan', nomor: 'JL-CAB01-20261123-00001', status: 'AKTIF',
  toko: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Bandung' },
  tanggal: '2026-11-23 10:15:00', kasir: 'kasir', sales: 'Agus',
  customer: { nama: 'Ibu Sri Rahayu Kartikasari', alamat: 'Jl. Cihampelas No. 123, Bandung', noHp: '081234567890' },
  lines: [
    // 2.150 g × 1,000,000 + ongkos 350,000 = 2,500,000.
    {
      kodeBarcode: 'B1', namaBarang: 'Cincin Emas Kuning Motif Daun Semanggi Bermata Zirkon Putih Sangat Indah Sekali Untuk Hadiah Ulang Tahun',
      keterangan: 'Emas Kuning 750', berat: '2.150', hargaPerGram: 1_000_000, ongkos: 350_000, hargaTetap: false, harga: 2_500_000,
    },
    { kodeBarcode: 'B2', namaBarang: 'Anting Tusuk', keterangan: 'Emas Putih 750', berat: '1.300', hargaPerGram: 1_000_000, ongkos: 0, hargaTetap: true, harga: 1_310_000 },
  ],
  jumlahBarang: 2, totalBerat: '3.450', subtotal: 3_810_000, ppnPersen: '1.10', ppn: 41_910, total: 3_851_910,
  bayar: { tunai: 2_851_910, transfer: 1_000_000, kartu: 0 }, uangDiterima: 5_000_000, kembalian: 2_148_090, dicetak: 0,
  cetak: { thermal: 0, 'slip-pdf': 0, a4: 0 },
};

describe('slip text fields (§9)', () => {
  it('wraps a field at 20 characters between words, 5 lines for items and 3 for the customer, the cut marked', () => {
    // Cut every 20 characters these read "Ibu Sri Rahayu Kart" / "ikasari" and "Jl. Cihampelas No. 1" / "23, Bandung".
    expect(cutField('Ibu Sri Rahayu Kartikasari', 3)).toEqual(['Ibu Sri Rahayu', 'Kartikasari']);
    expect(cutField('Jl. Cihampelas No. 123, Bandung', 3)).toEqual(['Jl. Cihampelas No.', '123, Bandung']);
    // Four lines needed ("…Susanto Wibowo" / "Hadiningrat"), three kept, the third marked.
    expect(cutField('Ibu Maria Goretti Kusumawardhani Susanto Wibowo Hadiningrat', 3)).toEqual(['Ibu Maria Goretti', 'Kusumawardhani', 'Susanto Wibowo…']);
    // A word longer than 20 is split; 130 characters need 7 lines, 5 are kept and the fifth gives a character to the mark.
    expect(cutField('a'.repeat(130), 5)).toEqual(['a'.repeat(20), 'a'.repeat(20), 'a'.repeat(20), 'a'.repeat(20), `${'a'.repeat(19)}…`]);
    expect(cutField('  ', 3)).toEqual([]);
  });
});

describe('the thermal slip in ESC/POS', () => {
  // 58 mm paper: 32 columns. Each field's value wraps at 20 characters between words (§9); amounts sit on the right edge;
  // the labels take the width of the longest ("Pelanggan", 9) and ": ".
  const body = [
    // Centred: (32 − 18) / 2 = 7 spaces.
    '       Kilau Emas Bandung',
    // (32 − 25) / 2 = 3.5 → 3 spaces.
    '   Jl. Braga No. 45, Bandung',
    '--------------------------------',
    '         NOTA PENJUALAN',
    '    JL-CAB01-20261123-00001',
    'Tanggal  : 2026-11-23 10:15:00',
    'Kasir    : kasir',
    'Sales    : Agus',
    'Pelanggan: Ibu Sri Rahayu',
    '           Kartikasari',
    'Alamat   : Jl. Cihampelas No.',
    '           123, Bandung',
    '--------------------------------',
    // Six lines needed ("…Untuk Hadiah Ulang" / "Tahun"), five kept: "Untuk Hadiah Ulang..." would be 21, so "Ulang" goes.
    '1. Cincin Emas Kuning',
    '   Motif Daun Semanggi',
    '   Bermata Zirkon Putih',
    '   Sangat Indah Sekali',
    '   Untuk Hadiah...',
    '   Emas Kuning 750',
    // What made the price, as on the A4 nota: 2.150 × 1,000,000 + 350,000 = 2,500,000.
    '   Harga/Gram      Rp. 1.000.000',
    '   Ongkos            Rp. 350.000',
    '   2,150 gr        Rp. 2.500.000',
    '2. Anting Tusuk',
    '   Emas Putih 750',
    '   Harga Tetap',
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
  const thermal = { ellipsis: '...' };

  it('a pickup\'s slip shows the down payment applied before what was paid now', () => {
    // Total 3.851.910: Rp 1.000.000 held for the order, Rp 2.851.910 in cash now.
    const pickup: NotaData = { ...sale, bayar: { uangMuka: 1_000_000, tunai: 2_851_910, transfer: 0, kartu: 0 }, uangDiterima: 2_851_910, kembalian: 0 };
    const decoded = decodeEscPos(encodeSlip(layoutSlip(pickup, labels, { columns: 32, duplicate: false, ...thermal }), 32));
    const at = decoded.lines.indexOf('Total              Rp. 3.851.910');
    expect(decoded.lines.slice(at, at + 3)).toEqual(['Total              Rp. 3.851.910', 'Uang Muka          Rp. 1.000.000', 'Tunai              Rp. 2.851.910']);
  });

  it('decodes back to the expected lines, one copy with the terms and the cut at the end', () => {
    const decoded = decodeEscPos(encodeSlip(layoutSlip(sale, labels, { columns: 32, duplicate: false, ...thermal }), 32));
    expect(decoded.lines).toEqual([...body, ...terms, ...feed]);
    expect(decoded.cuts).toBe(1);
    expect(decoded.bold).toEqual(['Kilau Emas Bandung', 'NOTA PENJUALAN', 'Total              Rp. 3.851.910']);
  });

  it('prints two copies, Pelanggan then Internal, the terms only on the first, each cut', () => {
    const decoded = decodeEscPos(encodeSlip(layoutSlip(sale, labels, { columns: 32, duplicate: true, reprint: true, ...thermal }), 32));
    // (32 − 11) / 2 = 10.5 → 10 spaces; Pelanggan (9) 11, Internal (8) 12.
    const reprinted = [...body, '          CETAK ULANG'];
    expect(decoded.lines).toEqual([
      '           Pelanggan', ...reprinted, ...terms, ...feed,
      '            Internal', ...reprinted, ...feed,
    ]);
    expect(decoded.cuts).toBe(2);
  });

  it('marks a cut field with "…" on the PDF slip, whose font has it', () => {
    const copy = layoutSlip(sale, labels, { columns: 32, duplicate: false })[0];
    // "Untuk Hadiah Ulang" (18) and the one-column mark fit 20: only "Tahun" is dropped.
    expect(copy.map((line) => line.text)).toContain('   Untuk Hadiah Ulang…');
  });

  it('prints a buyback with its own terms: the shop bought the goods and the seller was paid', () => {
    // 3.000 g × 950,000 = 2,850,000, paid in cash.
    const buyback: NotaData = {
      ...sale, kind: 'pembelian', nomor: 'BL-CAB01-20261123-00001', customer: { nama: 'Pak Budi', alamat: 'Jl. Dago 12', noHp: '' },
      lines: [{ kodeBarcode: '', namaBarang: 'Cincin Polos', keterangan: 'Emas Kuning 750 BAGUS', berat: '3.000', hargaPerGram: 950_000, ongkos: null, hargaTetap: false, harga: 2_850_000 }],
      jumlahBarang: 1, totalBerat: '3.000', subtotal: 2_850_000, ppnPersen: '0', ppn: 0, total: 2_850_000,
      bayar: { tunai: 2_850_000, transfer: 0, kartu: 0 }, uangDiterima: 2_850_000, kembalian: 0,
    };
    const decoded = decodeEscPos(encodeSlip(layoutSlip(buyback, labels, { columns: 32, duplicate: false, ...thermal }), 32));
    expect(decoded.lines).toEqual([
      '       Kilau Emas Bandung',
      '   Jl. Braga No. 45, Bandung',
      '--------------------------------',
      '         NOTA PEMBELIAN',
      '    BL-CAB01-20261123-00001',
      'Tanggal  : 2026-11-23 10:15:00',
      'Kasir    : kasir',
      'Sales    : Agus',
      'Pelanggan: Pak Budi',
      'Alamat   : Jl. Dago 12',
      '--------------------------------',
      '1. Cincin Polos',
      // 21 characters: the condition goes to a line of its own.
      '   Emas Kuning 750',
      '   BAGUS',
      '   Harga/Gram        Rp. 950.000',
      '   3,000 gr        Rp. 2.850.000',
      '--------------------------------',
      '1 pcs                   3,000 gr',
      'Total              Rp. 2.850.000',
      'Tunai              Rp. 2.850.000',
      '--------------------------------',
      'Barang di atas telah dibeli oleh',
      'toko kami dan pembayarannya',
      'telah diterima oleh penjual.',
      'Penjual menyatakan barang',
      'tersebut miliknya yang sah.',
      ...feed,
    ]);
  });

  it("writes the user's language: labels, the price's parts and the terms", () => {
    const copy = layoutSlip(sale, en.nota as unknown as SlipLabels, { columns: 32, duplicate: false, ...thermal })[0];
    const lines = copy.map((line) => slipText(line, 32));
    for (const line of ['Date    : 2026-11-23 10:15:00', 'Customer: Ibu Sri Rahayu', 'Address : Jl. Cihampelas No.', '   Price/Gram      Rp. 1.000.000',
      '   Making Fee        Rp. 350.000', '   Fixed Price', 'Change             Rp. 2.148.090', 'Items bought here can be sold']) {
      expect(lines).toContain(line);
    }
  });

  it("writes grams and the PPN rate in the language's separators, Rupiah as ever", () => {
    const copy = layoutSlip(sale, en.nota as unknown as SlipLabels, { columns: 32, duplicate: false, numbers: ENGLISH_NUMBERS, ...thermal })[0];
    const lines = copy.map((line) => slipText(line, 32));
    // 2.150 g and 3.450 g with a decimal point; "VAT 1.10 %" (10) + 12 spaces + "Rp. 41.910" (10) = 32 columns.
    for (const line of ['   2.150 gr        Rp. 2.500.000', '   1.300 gr        Rp. 1.310.000', '2 pcs                   3.450 gr', 'VAT 1.10 %            Rp. 41.910']) {
      expect(lines).toContain(line);
    }
  });

  it('fills 48 columns on 80 mm paper', () => {
    const copy = layoutSlip(sale, labels, { columns: 48, duplicate: false })[0];
    expect(copy.map((line) => slipText(line, 48))).toContain(`Total${' '.repeat(48 - 5 - 13)}Rp. 3.851.910`);
    const decoded = decodeEscPos(encodeSlip([copy], 48));
    expect(decoded.lines.every((line) => line.length <= 48)).toBe(true);
    expect(decoded.lines).toContain('-'.repeat(48));
  });
});
