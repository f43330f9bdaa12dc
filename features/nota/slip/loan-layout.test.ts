import { describe, expect, it } from 'vitest';
import type { LoanSlipData, RedemptionReceiptData, RenewalReceiptData } from '@/features/hutang';
import { ENGLISH_NUMBERS } from '@/lib/format/number-style';
import id from '@/messages/id.json';
import { decodeEscPos } from './escpos-decode';
import { encodeSlip } from './escpos';
import { slipText } from './layout';
import { layoutLoanSlip, layoutRedemptionReceipt, layoutRenewalReceipt, type LoanSlipLabels } from './loan-layout';

const labels: LoanSlipLabels = { ...id.loanSlip, copyPelanggan: id.nota.copyPelanggan, copyInternal: id.nota.copyInternal, cetakUlang: id.nota.cetakUlang };
const toko = { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: 'Jl. Braga No. 45, Bandung' };

/**
 * A loan of Rp 5.000.000 at 2,5 % a month: 5.000.000 × 2,5 % / 30 = 4.166,67 → Rp 4.167 a day, Rp 125.010 for 30 days;
 * a fee of Rp 10.000, so Rp 4.990.000 paid out (Rp 4.000.000 cash, Rp 990.000 by transfer). Two items of kadar 75 at
 * Rp 1.000.000 a gram: 5,125 g → Rp 5.125.000 and 2 g → Rp 2.000.000, Rp 7.125.000 in all.
 */
const loan: LoanSlipData = {
  noFakturHutang: 'HT-CAB01-261127-0001', status: 'AKTIF', toko, tanggal: '2026-11-27 10:15:00',
  customer: { nama: 'Ibu Ratna Kusumawardhani Susanto', alamat: 'Jl. Kenanga 7, Bandung', noHp: '081298765432', noKtp: '3273014501800002' },
  items: [
    { namaBarang: 'Kalung Rantai Italy', jenis: 'Emas 18K', beratKotor: '5.300', berat: '5.125', kadar: '75.00', kondisi: 'Bagus', taksiran: 5_125_000 },
    { namaBarang: 'Cincin Polos', jenis: 'Emas 18K', beratKotor: null, berat: '2.000', kadar: '75.00', kondisi: 'Kusam', taksiran: 2_000_000 },
  ],
  totalTaksiran: 7_125_000, jumlahHutang: 5_000_000, biayaAdmin: 10_000, dibayarkan: 4_990_000, bayar: { tunai: 4_000_000, transfer: 990_000 },
  bunga: '2.50', bungaRp: 4_167, bungaBulan: 125_010, lamaHari: 30, tglJatuhTempo: '2026-12-27', masaTenggangHari: 7, tglLelang: '2027-01-03',
  penaksir: 'Dewi Sales', kasir: 'kasir', hutangAsal: null, dicetak: 0,
};

const thermal = (copies: ReturnType<typeof layoutLoanSlip>, columns: number) => decodeEscPos(encodeSlip(copies, columns));

describe('Surat Bukti Gadai', () => {
  it('prints one copy on 58 mm paper: the loan, the customer, both items, the figures and the terms, then a cut', () => {
    const decoded = thermal(layoutLoanSlip(loan, labels, { columns: 32, duplicate: false, ellipsis: '...' }), 32);
    expect(decoded.lines).toEqual([
      '       Kilau Emas Bandung',
      '   Jl. Braga No. 45, Bandung',
      '--------------------------------',
      '       SURAT BUKTI GADAI',
      '      HT-CAB01-261127-0001',
      // 58 mm paper is too narrow for the number's CODE128 (510 dots > 384): the number above is what is read.
      'Tanggal: 2026-11-27 10:15:00',
      'Nasabah: Ibu Ratna',
      '         Kusumawardhani',
      '         Susanto',
      'Alamat : Jl. Kenanga 7,',
      '         Bandung',
      'No. HP : 081298765432',
      'No. KTP: 3273014501800002',
      '--------------------------------',
      'Barang Jaminan',
      '1. Kalung Rantai Italy',
      '   Emas 18K Bagus',
      '   Berat Kotor          5,300 gr',
      '   Berat Emas           5,125 gr',
      '   Kadar                 75,00 %',
      '   Taksiran        Rp. 5.125.000',
      '2. Cincin Polos',
      '   Emas 18K Kusam',
      '   Berat Emas           2,000 gr',
      '   Kadar                 75,00 %',
      '   Taksiran        Rp. 2.000.000',
      '--------------------------------',
      'Total Taksiran     Rp. 7.125.000',
      'Pinjaman           Rp. 5.000.000',
      'Biaya Admin           Rp. 10.000',
      'Diterima Nasabah   Rp. 4.990.000',
      '  Tunai            Rp. 4.000.000',
      '  Transfer           Rp. 990.000',
      '--------------------------------',
      'Bunga/Hari             Rp. 4.167',
      'Bunga/Bulan 2,50 %   Rp. 125.010',
      'Jangka Waktu             30 hari',
      'Jatuh Tempo           2026-12-27',
      'Masa Tenggang             7 hari',
      'Tgl Lelang            2027-01-03',
      'Penaksir              Dewi Sales',
      'Kasir                      kasir',
      '--------------------------------',
      'Nasabah wajib menebus atau',
      'memperpanjang gadai paling',
      'lambat pada tanggal jatuh tempo.',
      'Lewat masa tenggang, barang',
      'jaminan akan dilelang. Kelebihan',
      'hasil lelang setelah dikurangi',
      'pinjaman, bunga dan biaya',
      'dibayarkan kepada nasabah. Bawa',
      'surat ini saat menebus.',
      '',
      '',
      '',
      '',
      '<CUT>',
    ]);
    expect(decoded.cuts).toBe(1);
    expect(decoded.bold).toEqual(['Kilau Emas Bandung', 'SURAT BUKTI GADAI', 'Barang Jaminan', 'Pinjaman           Rp. 5.000.000',
      'Jatuh Tempo           2026-12-27', 'Tgl Lelang            2027-01-03']);
  });

  it('prints two copies with the duplicate flag, Pelanggan then Internal, the barcode on 80 mm, the terms on the first only, a reprint marked', () => {
    const decoded = thermal(layoutLoanSlip(loan, labels, { columns: 48, duplicate: true, reprint: true, ellipsis: '...' }), 48);
    const internal = decoded.lines.indexOf('                    Internal');
    expect(decoded.lines[0]).toBe('                   Pelanggan');
    expect(internal).toBeGreaterThan(0);
    expect(decoded.cuts).toBe(2);
    const first = decoded.lines.slice(0, internal);
    const second = decoded.lines.slice(internal);
    for (const copy of [first, second]) {
      expect(copy).toContain('              HT-CAB01-261127-0001');
      expect(copy).toContain('<CODE128 HT-CAB01-261127-0001>');
      // Fields keep their 20 columns (§9) on 80 mm paper too.
      expect(copy).toContain('Nasabah: Ibu Ratna');
      expect(copy).toContain('Bunga/Bulan 2,50 %                   Rp. 125.010');
      expect(copy).toContain('                  CETAK ULANG');
    }
    expect(first.join('\n')).toContain('Nasabah wajib menebus atau memperpanjang gadai');
    expect(second.join('\n')).not.toContain('Nasabah wajib menebus');
  });

  it("writes grams and rates in the labels' language", () => {
    const lines = layoutLoanSlip(loan, labels, { columns: 32, duplicate: false, numbers: ENGLISH_NUMBERS })[0].map((line) => slipText(line, 32));
    expect(lines).toContain('   Berat Emas           5.125 gr');
    expect(lines).toContain('Bunga/Bulan 2.50 %   Rp. 125.010');
  });
});

/**
 * Redeemed after 30 days: 30 × Rp 4.167 = Rp 125.010 interest, Rp 10.010 off, so Rp 5.000.000 + Rp 115.000 =
 * Rp 5.115.000, paid Rp 5.000.000 in cash and Rp 115.000 by transfer.
 */
const paid: RedemptionReceiptData = {
  noPelunasan: 'PL-CAB01-261227-0001', noFakturHutang: 'HT-CAB01-261127-0001', status: 'AKTIF', toko,
  tglHutang: '2026-11-27 10:15:00', tanggal: '2026-12-27 09:00:00', customer: { nama: 'Ibu Ratna', noHp: '081298765432', noKtp: '3273014501800002' },
  lamaHari: 30, jumlahHutang: 5_000_000, bungaRp: 4_167, bungaPinjam: 125_010, diskonBunga: 10_010, totalBayar: 5_115_000,
  bayar: { tunai: 5_000_000, transfer: 115_000 },
  items: [{ namaBarang: 'Kalung Rantai Italy', berat: '5.125', kadar: '75.00' }, { namaBarang: 'Cincin Polos', berat: '2.000', kadar: null }],
  kasir: 'kasir', dicetak: 0,
};

describe('Bukti Pelunasan', () => {
  it('prints the loan and redemption numbers, the days, interest per day × days, the discount, the total, the payment and the items returned', () => {
    const decoded = thermal(layoutRedemptionReceipt(paid, labels, { columns: 32, duplicate: false }), 32);
    expect(decoded.lines).toEqual([
      '       Kilau Emas Bandung',
      '   Jl. Braga No. 45, Bandung',
      '--------------------------------',
      '     BUKTI PELUNASAN GADAI',
      '      PL-CAB01-261227-0001',
      'No. Gadai: HT-CAB01-261127-0001',
      'Tgl Gadai: 2026-11-27 10:15:00',
      'Tgl Tebus: 2026-12-27 09:00:00',
      'Nasabah  : Ibu Ratna',
      '--------------------------------',
      'Pinjaman           Rp. 5.000.000',
      'Lama Pinjam              30 hari',
      'Bunga',
      '  30 x Rp. 4.167     Rp. 125.010',
      'Diskon Bunga          Rp. 10.010',
      'Total              Rp. 5.115.000',
      '  Tunai            Rp. 5.000.000',
      '  Transfer           Rp. 115.000',
      '--------------------------------',
      'Barang Dikembalikan',
      '1. Kalung Rantai Italy',
      '   75,00 %              5,125 gr',
      '2. Cincin Polos',
      '                        2,000 gr',
      '--------------------------------',
      'Kasir                      kasir',
      '--------------------------------',
      'Barang jaminan telah diterima',
      'kembali oleh nasabah dalam',
      'keadaan lengkap dan baik.',
      '',
      '',
      '',
      '',
      '<CUT>',
    ]);
  });

  it('prints Pelanggan and Internal copies with the flag, the statement on the first only', () => {
    const decoded = thermal(layoutRedemptionReceipt(paid, labels, { columns: 32, duplicate: true }), 32);
    expect(decoded.cuts).toBe(2);
    const internal = decoded.lines.indexOf('            Internal');
    expect(decoded.lines.slice(0, internal)).toContain('keadaan lengkap dan baik.');
    expect(decoded.lines.slice(internal)).not.toContain('keadaan lengkap dan baik.');
  });
});

/**
 * Renewed after 30 days with Rp 1.000.000 added: interest 30 × Rp 4.167 = Rp 125.010 paid; the new loan is
 * Rp 6.000.000 at 2 % (6.000.000 × 2 % / 30 = Rp 4.000 a day); the customer receives Rp 1.000.000 − Rp 125.010 =
 * Rp 874.990 in cash.
 */
const renewal: RenewalReceiptData = {
  noPelunasan: 'PL-CAB01-261227-0002', noFakturLama: 'HT-CAB01-261127-0001', noFakturBaru: 'HT-CAB01-261227-0003', toko,
  tanggal: '2026-12-27 09:30:00', customer: { nama: 'Ibu Ratna', noHp: '081298765432' },
  pokokLama: 5_000_000, lamaHari: 30, bungaRp: 4_167, bungaPinjam: 125_010, diskonBunga: 0, pokokDibayar: -1_000_000, pokokBaru: 6_000_000,
  bungaBaru: '2.00', bungaRpBaru: 4_000, biayaAdmin: 0, tglJatuhTempoBaru: '2027-01-26', tglLelangBaru: '2027-02-02', totalBayar: -874_990,
  bayar: { tunai: 874_990, transfer: 0 }, kasir: 'kasir', dicetak: 0,
};

describe('Bukti Perpanjangan', () => {
  it('prints the old and new loans, the interest paid, the principal added, the new terms and what the customer received', () => {
    const decoded = thermal(layoutRenewalReceipt(renewal, labels, { columns: 32, duplicate: false }), 32);
    const terms = decoded.lines.indexOf('Nasabah wajib menebus atau');
    expect(decoded.lines.slice(0, terms)).toEqual([
      '       Kilau Emas Bandung',
      '   Jl. Braga No. 45, Bandung',
      '--------------------------------',
      '    BUKTI PERPANJANGAN GADAI',
      '      PL-CAB01-261227-0002',
      'Gadai Lama: HT-CAB01-261127-0001',
      'Gadai Baru: HT-CAB01-261227-0003',
      'Tanggal   : 2026-12-27 09:30:00',
      'Nasabah   : Ibu Ratna',
      '--------------------------------',
      'Pinjaman Lama      Rp. 5.000.000',
      'Lama Pinjam              30 hari',
      'Bunga',
      '  30 x Rp. 4.167     Rp. 125.010',
      'Bunga Dibayar        Rp. 125.010',
      'Tambah Pinjaman    Rp. 1.000.000',
      '--------------------------------',
      'Pinjaman Baru      Rp. 6.000.000',
      'Bunga Baru/Bulan          2,00 %',
      'Bunga/Hari             Rp. 4.000',
      'Jatuh Tempo           2027-01-26',
      'Tgl Lelang            2027-02-02',
      '--------------------------------',
      'Diterima Nasabah     Rp. 874.990',
      '  Tunai              Rp. 874.990',
      'Kasir                      kasir',
      '--------------------------------',
    ]);
  });

  it('says what the customer paid when principal is paid back, with a discount', () => {
    const lines = layoutRenewalReceipt({ ...renewal, pokokDibayar: 500_000, pokokBaru: 4_500_000, diskonBunga: 25_010, totalBayar: 600_000, bayar: { tunai: 600_000, transfer: 0 } },
      labels, { columns: 32, duplicate: false })[0].map((line) => slipText(line, 32));
    expect(lines).toContain('Diskon Bunga          Rp. 25.010');
    expect(lines).toContain('Bunga Dibayar        Rp. 100.000');
    expect(lines).toContain('Pokok Dibayar        Rp. 500.000');
    expect(lines).toContain('Dibayar Nasabah      Rp. 600.000');
  });

  it('prints Pelanggan and Internal copies with the flag, the terms on the first only, the reprint marked on both', () => {
    const decoded = thermal(layoutRenewalReceipt(renewal, labels, { columns: 32, duplicate: true, reprint: true }), 32);
    expect(decoded.cuts).toBe(2);
    const internal = decoded.lines.indexOf('            Internal');
    expect(decoded.lines.slice(0, internal)).toContain('Nasabah wajib menebus atau');
    expect(decoded.lines.slice(internal)).not.toContain('Nasabah wajib menebus atau');
    expect(decoded.lines.filter((line) => line === '          CETAK ULANG')).toHaveLength(2);
    expect(decoded.lines.filter((line) => line === 'Gadai Baru: HT-CAB01-261227-0003')).toHaveLength(2);
  });
});
