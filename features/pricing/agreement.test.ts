import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { milligramsToGrams } from '@/lib/format/grams';
import { DEFAULT_SETTINGS } from '@/lib/settings/keys';
import { appPrice } from '@/features/katalog/services/app-price';
import { priceItem } from '@/features/penjualan/services/pricing-rules';
import { saleTotals } from '@/features/pricing/client';
import type { ItemRow } from '@/features/stock';
import { tagPrice } from '@/features/stock/items/tag-price';

/**
 * Issue 26 point 1: an item has one price wherever it is shown. The tag (stored as the item's harga_jual when it is
 * received, which /cetak-barcode prints on the label), the counter (priceItem, what postSale charges), the catalogue
 * app (the global price per gram, no making fee) and the sale screen's preview (saleTotals of the scanned line) agree.
 */
type Case = { berat: string; hargaPerGram: number; ongkos: number; hargaTetap: boolean; hargaJual: number; step: number; down: boolean; ppn: string };

const settingsOf = (c: Case) => ({
  ...DEFAULT_SETTINGS, PEMBULATAN_PENJUALAN: String(c.step), PEMBULATAN_PENJUALAN_KEBAWAH_MODULE: String(c.down), PPN_PENJUALAN_PERSEN: c.ppn,
});

const row = (c: Case): ItemRow => ({
  kodeBarcode: 'CAB01000001', namaBarang: 'Cincin', kodeIntern: 'IN-1', kodeGroup: 'CC', kodeDept: 'P18', kadar: '75.00', berat: c.berat, beratKotor: c.berat,
  size: '', ongkos: c.ongkos, hargaTetap: c.hargaTetap, hargaJual: c.hargaJual, kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-CC1', kodeSupplier: null,
  kodeBandrol: null, status: 'READY',
});

/** Each place's price of one item (the app's with no making fee, as it has none). */
function prices(c: Case) {
  const settings = settingsOf(c);
  const counter = priceItem(row(c), { hargaJual: c.hargaPerGram, hargaBeli: 1 }, settings).hargaHitung;
  return {
    tag: tagPrice({ berat: c.berat, ongkos: c.ongkos, hargaTetap: c.hargaTetap, hargaJual: c.hargaJual }, c.hargaPerGram, settings),
    counter,
    preview: saleTotals({ lines: [{ hargaJual: counter }], ppnPersen: settings.PPN_PENJUALAN_PERSEN, uangDiterima: 0 }).subtotal,
    app: appPrice({ berat: c.berat, ikut_harga_global: !c.hargaTetap, harga_jual: c.hargaJual }, c.hargaPerGram, settings),
    counterWithoutOngkos: priceItem(row({ ...c, ongkos: 0 }), { hargaJual: c.hargaPerGram, hargaBeli: 1 }, settings).hargaHitung,
  };
}

// 2,001 g × Rp 999.500 = Rp 1.999.999,5; + Rp 25.000 = Rp 2.024.999,5 exactly. The old tag rounded the gold up to
// Rp 2.000.000 first and so gave Rp 2.025.000 with rounding down on, where the counter gave Rp 2.024.500.
const issueItem: Case = { berat: '2.001', hargaPerGram: 999_500, ongkos: 25_000, hargaTetap: false, hargaJual: 0, step: 500, down: true, ppn: '0' };

describe('one price in every place, at the rounding boundaries (hand-computed)', () => {
  it("the issue's item: Rp 2.024.999,5 is Rp 2.024.500 down and Rp 2.025.000 up at a step of Rp 500", () => {
    expect(prices(issueItem)).toMatchObject({ tag: 2_024_500, counter: 2_024_500, preview: 2_024_500 });
    expect(prices({ ...issueItem, down: false })).toMatchObject({ tag: 2_025_000, counter: 2_025_000, preview: 2_025_000 });
    // the app has no ongkos: Rp 1.999.999,5 → Rp 1.999.500 down, Rp 2.000.000 up
    expect(prices(issueItem).app).toBe(1_999_500);
    expect(prices({ ...issueItem, down: false }).app).toBe(2_000_000);
  });
  it('the same item at the other steps: Rp 1, Rp 100, Rp 1.000', () => {
    const at = (step: number, down: boolean) => prices({ ...issueItem, step, down });
    // half a Rupiah: Rp 2.024.999 down (the old tag said Rp 2.025.000), Rp 2.025.000 up
    expect(at(1, true)).toMatchObject({ tag: 2_024_999, counter: 2_024_999, preview: 2_024_999, app: 1_999_999 });
    expect(at(1, false)).toMatchObject({ tag: 2_025_000, counter: 2_025_000, preview: 2_025_000, app: 2_000_000 });
    expect(at(100, true)).toMatchObject({ tag: 2_024_900, counter: 2_024_900, preview: 2_024_900, app: 1_999_900 });
    expect(at(1000, true)).toMatchObject({ tag: 2_024_000, counter: 2_024_000, preview: 2_024_000, app: 1_999_000 });
    expect(at(1000, false)).toMatchObject({ tag: 2_025_000, counter: 2_025_000, preview: 2_025_000, app: 2_000_000 });
  });
  it('an amount on a step stays, one thousandth of a Rupiah either side moves a whole step', () => {
    // 1,000 g × Rp 1.000.000 + Rp 25.000 = Rp 1.025.000: a multiple of Rp 500 both ways
    const onStep: Case = { ...issueItem, berat: '1.000', hargaPerGram: 1_000_000 };
    expect(prices(onStep)).toMatchObject({ tag: 1_025_000, counter: 1_025_000, preview: 1_025_000, app: 1_000_000 });
    expect(prices({ ...onStep, down: false })).toMatchObject({ tag: 1_025_000, counter: 1_025_000, preview: 1_025_000, app: 1_000_000 });
    // 1,001 g × Rp 499.999 = Rp 500.498,999 (+ Rp 25.000 = Rp 525.498,999): down Rp 525.000, up Rp 525.500; app 500.000 / 500.500
    const below: Case = { ...issueItem, berat: '1.001', hargaPerGram: 499_999 };
    expect(prices(below)).toMatchObject({ tag: 525_000, counter: 525_000, preview: 525_000, app: 500_000 });
    expect(prices({ ...below, down: false })).toMatchObject({ tag: 525_500, counter: 525_500, preview: 525_500, app: 500_500 });
    // 0,001 g × Rp 500.001 = Rp 500,001 (no ongkos): down Rp 500, up Rp 1.000
    const above: Case = { ...issueItem, berat: '0.001', hargaPerGram: 500_001, ongkos: 0 };
    expect(prices(above)).toMatchObject({ tag: 500, counter: 500, preview: 500, app: 500 });
    expect(prices({ ...above, down: false })).toMatchObject({ tag: 1_000, counter: 1_000, preview: 1_000, app: 1_000 });
  });
  it('a fixed price is sold as typed, never rounded, in every place', () => {
    expect(prices({ ...issueItem, hargaTetap: true, hargaJual: 2_750_250 })).toMatchObject({ tag: 2_750_250, counter: 2_750_250, preview: 2_750_250, app: 2_750_250 });
  });
  it('the preview adds the same PPN as the kernel: Rp 2.025.000 × 1,1 % = Rp 22.275', () => {
    const totals = saleTotals({ lines: [{ hargaJual: 2_025_000 }], ppnPersen: '1.1', uangDiterima: 2_050_000 });
    expect(totals).toMatchObject({ subtotal: 2_025_000, ppn: 22_275, totalHarga: 2_047_275, bayarTunai: 2_047_275, kembalian: 2_725 });
  });
});

describe('one price in every place, over generated items (property)', () => {
  const item = fc.record({
    berat: fc.integer({ min: 1, max: 999_999 }).map((mg) => milligramsToGrams(BigInt(mg))),
    hargaPerGram: fc.integer({ min: 1, max: 5_000_000 }),
    ongkos: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })),
    hargaTetap: fc.boolean(),
    hargaJual: fc.integer({ min: 1, max: 100_000_000 }),
    step: fc.constantFrom(1, 100, 500, 1000),
    down: fc.boolean(),
    ppn: fc.constantFrom('0', '1.1', '1.65'),
  });

  it('tag, label, counter, preview and app give the same price for 10.000 items', () => {
    fc.assert(fc.property(item, (c) => {
      const p = prices(c);
      expect(p.tag).toBe(p.counter);
      expect(p.preview).toBe(p.counter);
      expect(p.app).toBe(p.counterWithoutOngkos);
      if (c.ongkos === 0) expect(p.app).toBe(p.tag);
    }), { numRuns: 10_000 });
  });

  it('the price is the exact amount rounded once to the step, in its direction (10.000 items)', () => {
    fc.assert(fc.property(item, (c) => {
      const price = BigInt(prices(c).counter);
      if (c.hargaTetap) return price === BigInt(c.hargaJual);
      // The exact amount in thousandths of a Rupiah: milligrams × Rupiah per gram + ongkos × 1000.
      const exact = BigInt(c.berat.replace('.', '')) * BigInt(c.hargaPerGram) + BigInt(c.ongkos) * 1000n;
      const step = BigInt(c.step) * 1000n;
      const priced = price * 1000n;
      if (priced % step !== 0n) return false;
      return c.down ? priced <= exact && exact < priced + step : priced - step < exact && exact <= priced;
    }), { numRuns: 10_000 });
  });
});
