import { describe, expect, it } from 'vitest';
import { quoteRenewal, type RenewalTerms } from './renewal-quote';

/** Rp 5.000.000 renewed on 4 Feb 2027 after 25 days at Rp 4.167 a day: Rp 104.175 of interest; 30 days and 7 of grace. */
const terms = (extra: Partial<RenewalTerms> = {}): RenewalTerms => ({
  noFakturHutang: 'HT-1', jumlahHutang: 5_000_000, lamaHariBerjalan: 25, bungaRp: 4_167, bungaPinjam: 104_175, plafond: 5_700_000,
  rateBands: [
    { jumlahDari: 0, jumlahSampai: 5_000_000, hariDari: 1, hariSampai: 60, bunga: '2.50' },
    { jumlahDari: 5_000_001, jumlahSampai: 100_000_000, hariDari: 1, hariSampai: 60, bunga: '2.00' },
  ],
  lamaHari: 30, masaTenggangHari: 7, today: '2027-02-04', ...extra,
});

describe('quoteRenewal (hand-computed)', () => {
  it('keeps the principal when none is typed, the band\'s rate, the new dates', () => {
    // 5.000.000 × 2,5 % / 30 = 4.166,67 → 4.167 a day, 125.010 in 30 days; due 6 Mar, auction 13 Mar.
    expect(quoteRenewal(terms(), {})).toMatchObject({
      jumlahHutang: 5_000_000, bunga: '2.50', bungaRp: 4_167, bungaBulan: 125_010, dibayarNasabah: 104_175, diterimaNasabah: 0, needsGrant: false,
      tglJatuhTempo: '2027-03-06', tglLelang: '2027-03-13',
    });
  });

  it('takes the band of the new amount, and asks a grant only for an increase above the plafond', () => {
    // 6.000.000 is in the 2 % band: 4.000 a day; above the plafond 5.700.000: a grant.
    expect(quoteRenewal(terms(), { jumlahHutang: 6_000_000 })).toMatchObject({ bunga: '2.00', bungaRp: 4_000, tambahPinjaman: 1_000_000, diterimaNasabah: 895_825, needsGrant: true });
    // Kept at 5.000.000 with the plafond fallen to 4.000.000: no grant.
    expect(quoteRenewal(terms({ plafond: 4_000_000 }), {}).needsGrant).toBe(false);
    // No plafond (module off): never.
    expect(quoteRenewal(terms({ plafond: null }), { jumlahHutang: 9_000_000 }).needsGrant).toBe(false);
  });

  it('has no rate when no band holds the amount ("new interest required"), and the typed one when the bands are off', () => {
    expect(quoteRenewal(terms(), { jumlahHutang: 200_000_000 })).toMatchObject({ bunga: null, bungaRp: 0 });
    expect(quoteRenewal(terms({ rateBands: null }), {})).toMatchObject({ bunga: null });
    // Typed 3 %: 4.000.000 × 3 % / 30 = 4.000 a day; the customer pays 1.104.175.
    expect(quoteRenewal(terms({ rateBands: null }), { jumlahHutang: 4_000_000, bunga: '3' })).toMatchObject({ bunga: '3', bungaRp: 4_000, dibayarNasabah: 1_104_175 });
    // The band's rate wins over a typed one when the bands are on.
    expect(quoteRenewal(terms(), { bunga: '9' }).bunga).toBe('2.50');
  });

  it('keeps a discount within the interest', () => {
    expect(quoteRenewal(terms(), { diskonBunga: 4_175 })).toMatchObject({ diskonBunga: 4_175, dibayarNasabah: 100_000 });
    expect(quoteRenewal(terms(), { diskonBunga: 999_999 })).toMatchObject({ diskonBunga: 104_175, dibayarNasabah: 0 });
  });
});
