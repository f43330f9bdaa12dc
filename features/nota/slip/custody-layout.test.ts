import { describe, expect, it } from 'vitest';
import type { CustodySlipData } from '@/lib/documents/custody-slip';
import id from '@/messages/id.json';
import { custodyWaText, layoutCustodySlip, type CustodySlipLabels } from './custody-layout';
import { decodeEscPos } from './escpos-decode';
import { encodeSlip } from './escpos';

const labels: CustodySlipLabels = { ...id.custodySlip, copyPelanggan: id.nota.copyPelanggan, copyInternal: id.nota.copyInternal };
const toko = { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Bandung' };

/**
 * A repair completed: a ring in at 3,250 g out at 3,300 g (0,050 g of gold added at Rp 1.000.000 a gram = Rp 50.000)
 * and a bracelet cleaned (5,000 g in and out); 8,250 g in, 8,300 g out. The work costs Rp 120.000, with the gold
 * Rp 170.000; the down payment was Rp 100.000, so Rp 70.000 is left to pay.
 */
const repair: CustodySlipData = {
  kind: 'service', nomor: 'SV-CAB01-261127-0001', status: 'SELESAI', title: 'serviceSelesai', toko, tanggal: '2026-11-27 10:15:00', kasir: 'kasir', sales: '',
  customer: { nama: 'Pak Budi', alamat: 'Jl. Kenanga 7', noHp: '081234567890' },
  info: [{ label: 'tukang', value: 'Pak Darto' }, { label: 'tglSelesai', value: '2026-11-30 14:00:00' }],
  lines: [
    { nama: 'Cincin patah solder', keterangan: 'EMAS 18K', berat: '3.250', beratAkhir: '3.300', harga: 50_000 },
    { nama: 'Gelang cuci', keterangan: 'EMAS 18K', berat: '5.000', beratAkhir: '5.000', harga: null },
  ],
  totalBerat: '8.250', totalBeratAkhir: '8.300',
  money: [
    { label: 'estimasiBiaya', value: 150_000 }, { label: 'biayaService', value: 120_000 }, { label: 'hargaEmasTambah', value: 50_000 },
    { label: 'totalBiaya', value: 170_000, bold: true }, { label: 'uangMuka', value: 100_000 }, { label: 'sisaBayar', value: 70_000, bold: true },
  ],
};

/** An order with its down payment (PS-…/DP) and a payment: Rp 3.500.000 estimated, Rp 1.000.000 + Rp 500.000 paid, Rp 2.000.000 left. */
const order: CustodySlipData = {
  kind: 'pesanan', nomor: 'PS-CAB01-261127-0001', status: 'OPEN', title: 'pesananDiterima', toko, tanggal: '2026-11-27 09:00:00', kasir: 'kasir', sales: 'Dewi',
  customer: { nama: 'Bu Sari', alamat: '', noHp: '' }, info: [{ label: 'tglTarget', value: '2026-12-10' }],
  lines: [{ nama: 'Cincin nama', keterangan: 'EMAS 18K 75,00%', berat: '3.500', beratAkhir: null, harga: 3_500_000 }],
  totalBerat: '3.500', totalBeratAkhir: null,
  money: [
    { label: 'estimasiHarga', value: 3_500_000 }, { label: 'uangMuka', value: 1_000_000, nomor: 'PB-CAB01-261127-0001' },
    { label: 'pembayaran', value: 500_000, nomor: 'PB-CAB01-261128-0001' }, { label: 'totalDibayar', value: 1_500_000 },
    { label: 'sisaBayar', value: 2_000_000, bold: true },
  ],
};

const thermal = (slip: CustodySlipData, columns: number, duplicate: boolean) => decodeEscPos(encodeSlip(layoutCustodySlip(slip, labels, { columns, duplicate, ellipsis: '...' }), columns));

describe('the order, deposit and repair slips', () => {
  it('prints a completed repair on 58 mm: the ticket, the pieces in and out, the cost, what is left, that it is ready, the terms, a cut', () => {
    const decoded = thermal(repair, 32, false);
    expect(decoded.lines).toEqual([
      '       Kilau Emas Bandung',
      '   Jl. Braga No. 45, Bandung',
      '--------------------------------',
      '        SERVICE SELESAI',
      '      SV-CAB01-261127-0001',
      'Tanggal  : 2026-11-27 10:15:00',
      'Kasir    : kasir',
      'Pelanggan: Pak Budi',
      'Alamat   : Jl. Kenanga 7',
      'No HP    : 081234567890',
      'Tukang                 Pak Darto',
      'Tgl Selesai  2026-11-30 14:00:00',
      '--------------------------------',
      'Barang',
      '1. Cincin patah solder',
      '   EMAS 18K',
      '   Berat                3,250 gr',
      '   Berat Akhir          3,300 gr',
      '                      Rp. 50.000',
      '2. Gelang cuci',
      '   EMAS 18K',
      '   Berat                5,000 gr',
      '   Berat Akhir          5,000 gr',
      '--------------------------------',
      'Total Berat             8,250 gr',
      'Total Berat Akhir       8,300 gr',
      '--------------------------------',
      'Estimasi Biaya       Rp. 150.000',
      'Biaya Service        Rp. 120.000',
      'Emas Tambahan         Rp. 50.000',
      'Total Biaya          Rp. 170.000',
      'Uang Muka            Rp. 100.000',
      'Sisa Bayar            Rp. 70.000',
      '--------------------------------',
      'Barang service Anda sudah',
      'selesai dan dapat diambil di',
      'toko.',
      '--------------------------------',
      'Barang service diambil dengan',
      'membawa nota ini. Berat akhir',
      'ditimbang saat service selesai.',
      'Barang yang tidak diambil dalam',
      '3 bulan setelah selesai di luar',
      'tanggung jawab toko.',
      '',
      '',
      '',
      '',
      '<CUT>',
    ]);
    expect(decoded.cuts).toBe(1);
    expect(decoded.bold).toEqual(['Kilau Emas Bandung', 'SERVICE SELESAI', 'Barang', 'Total Biaya          Rp. 170.000', 'Sisa Bayar            Rp. 70.000',
      'Barang service Anda sudah', 'selesai dan dapat diambil di', 'toko.']);
  });

  it('prints two copies with the duplicate flag, Pelanggan then Internal, the terms on the first only, a cut after each', () => {
    const decoded = thermal(order, 32, true);
    const internal = decoded.lines.indexOf('            Internal');
    expect(decoded.lines[0]).toBe('           Pelanggan');
    expect(internal).toBeGreaterThan(0);
    expect(decoded.cuts).toBe(2);
    const [first, second] = [decoded.lines.slice(0, internal), decoded.lines.slice(internal)];
    for (const copy of [first, second]) {
      expect(copy).toContain('          NOTA PESANAN');
      expect(copy).toContain('      PS-CAB01-261127-0001');
      expect(copy).toContain('Sales    : Dewi');
      expect(copy).toContain('Tgl Target            2026-12-10');
      expect(copy).toContain('   EMAS 18K 75,00%');
      expect(copy).toContain('   Berat                3,500 gr');
      expect(copy).toContain('                   Rp. 3.500.000');
      // Each payment with its receipt's number under it.
      expect(copy).toContain('Uang Muka          Rp. 1.000.000');
      expect(copy).toContain('  PB-CAB01-261127-0001');
      expect(copy).toContain('Pembayaran           Rp. 500.000');
      expect(copy).toContain('  PB-CAB01-261128-0001');
      expect(copy).toContain('Total Dibayar      Rp. 1.500.000');
      expect(copy).toContain('Sisa Bayar         Rp. 2.000.000');
    }
    expect(first).toContain('Uang muka pesanan tidak dapat');
    expect(second.join('\n')).not.toContain('Uang muka pesanan');
    expect(second.at(-1)).toBe('<CUT>');
  });

  it('writes the WhatsApp text: a completed repair tells the customer it is ready, with the ticket, the weight out and what is left to pay', () => {
    expect(custodyWaText(repair, labels)).toBe([
      '*Kilau Emas Bandung*',
      'SERVICE SELESAI: SV-CAB01-261127-0001',
      'Tanggal: 2026-11-27 10:15:00',
      'Pelanggan: Pak Budi',
      'Tukang: Pak Darto',
      'Tgl Selesai: 2026-11-30 14:00:00',
      '',
      'Barang service Anda sudah selesai dan dapat diambil di toko.',
      '',
      'Barang:',
      '1. Cincin patah solder 3,250 gr → 3,300 gr Rp. 50.000',
      '2. Gelang cuci 5,000 gr → 5,000 gr',
      'Total Berat: 8,250 gr',
      'Total Berat Akhir: 8,300 gr',
      '',
      'Estimasi Biaya: Rp. 150.000',
      'Biaya Service: Rp. 120.000',
      'Emas Tambahan: Rp. 50.000',
      'Total Biaya: Rp. 170.000',
      'Uang Muka: Rp. 100.000',
      'Sisa Bayar: Rp. 70.000',
    ].join('\n'));
  });
});
