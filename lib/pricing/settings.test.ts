import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/keys';
import { buybackSettings, saleSettings } from './settings';

const sale = (over: Record<string, string>) => saleSettings({ ...DEFAULT_SETTINGS, ...over });
const buyback = (over: Record<string, string>) => buybackSettings({ ...DEFAULT_SETTINGS, ...over });

describe('saleSettings', () => {
  it('reads the defaults: Rp 500 up, 10 % limit, no PPN', () => {
    expect(saleSettings(DEFAULT_SETTINGS)).toEqual({ step: 500, down: false, batasPersen: '10.00', ppnPersen: '0' });
  });
  it('reads what the settings screen stores', () => {
    expect(sale({ PEMBULATAN_PENJUALAN: '1000', PEMBULATAN_PENJUALAN_KEBAWAH_MODULE: 'true', BATAS_KENAIKAN_HARGA_JUAL_PERSEN: '12.5', PPN_PENJUALAN_PERSEN: '1.65' }))
      .toEqual({ step: 1000, down: true, batasPersen: '12.50', ppnPersen: '1.65' });
    // the mask's own text of Rp 1.000, and the bounds Rp 1 and Rp 100.000
    expect(sale({ PEMBULATAN_PENJUALAN: '1.000' }).step).toBe(1000);
    expect(sale({ PEMBULATAN_PENJUALAN: '1' }).step).toBe(1);
    expect(sale({ PEMBULATAN_PENJUALAN: '100000' }).step).toBe(100_000);
  });
  it('never reads a step loosely: "0x10" is not Rp 16, "1e3" not Rp 1.000; anything else is the default Rp 500', () => {
    for (const step of ['0x10', '1e3', '-500', '0', '100001', '2.5', 'abc', '']) expect(sale({ PEMBULATAN_PENJUALAN: step }).step, step).toBe(500);
    expect(saleSettings({}).step).toBe(500);
  });
  it('reads a limit outside 0–100 or not a percentage as the default 10 %, and an unknown PPN rate as off', () => {
    for (const batas of ['101', '-1', '1e1', '10.123', 'x']) expect(sale({ BATAS_KENAIKAN_HARGA_JUAL_PERSEN: batas }).batasPersen, batas).toBe('10.00');
    expect(sale({ BATAS_KENAIKAN_HARGA_JUAL_PERSEN: '0' }).batasPersen).toBe('0.00');
    for (const ppn of ['1.10', '11', '2', 'abc']) expect(sale({ PPN_PENJUALAN_PERSEN: ppn }).ppnPersen, ppn).toBe('0');
  });
});

describe('buybackSettings', () => {
  it('reads the defaults: Rp 1.000 up, 0 % limit, 0,100 g tolerance', () => {
    expect(buybackSettings(DEFAULT_SETTINGS)).toEqual({ step: 1000, down: false, batasPersen: '0.00', toleransi: '0.100' });
  });
  it('reads what the settings screen stores, and a loose step as the default', () => {
    expect(buyback({ PEMBULATAN_PEMBELIAN: '500', PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE: 'true', BATAS_KENAIKAN_HARGA_BELI_PERSEN: '2.5', TOLERANSI_BERAT_PEMBELIAN: '0,2' }))
      .toEqual({ step: 500, down: true, batasPersen: '2.50', toleransi: '0.200' });
    // Number("0x10") || 1 read this as a step of Rp 16
    for (const step of ['0x10', '1e3', '0', 'abc']) expect(buyback({ PEMBULATAN_PEMBELIAN: step }).step, step).toBe(1000);
    expect(buyback({ TOLERANSI_BERAT_PEMBELIAN: '10.001' }).toleransi).toBe('0.100');
  });
});
