import { describe, expect, it } from 'vitest';
import { settingDecimal, settingFlag, settingInteger, settingPercent, settingRupiah } from './read';

describe('settingRupiah', () => {
  // PEMBULATAN_PENJUALAN: whole Rupiah 1 … 100.000, declared default 500.
  it.each([
    ['0x10', 500], ['', 500], ['abc', 500], ['-5', 500], ['1e3', 500], ['500', 500],
    ['1000', 1000], ['1.000', 1000], [' 250 ', 250], ['0', 500], ['100001', 500], ['12.5', 500],
  ])('reads %j as %i', (stored, expected) => {
    expect(settingRupiah({ PEMBULATAN_PENJUALAN: stored }, 'PEMBULATAN_PENJUALAN')).toBe(expected);
  });

  it('answers the declared default when the key is not stored', () => {
    expect(settingRupiah({}, 'PEMBULATAN_PEMBELIAN')).toBe(1000);
  });
});

describe('settingFlag', () => {
  it('reads on and off words, and the declared default for anything else', () => {
    expect(settingFlag({ WHATSAPP_MODULE: 'true' }, 'WHATSAPP_MODULE')).toBe(true);
    expect(settingFlag({ WHATSAPP_MODULE: ' Yes ' }, 'WHATSAPP_MODULE')).toBe(true);
    expect(settingFlag({ CICILAN_MODULE: 'false' }, 'CICILAN_MODULE')).toBe(false);
    expect(settingFlag({ CICILAN_MODULE: '0' }, 'CICILAN_MODULE')).toBe(false);
    // CICILAN_MODULE is on by default, WHATSAPP_MODULE off.
    expect(settingFlag({ CICILAN_MODULE: '0x10' }, 'CICILAN_MODULE')).toBe(true);
    expect(settingFlag({ CICILAN_MODULE: '' }, 'CICILAN_MODULE')).toBe(true);
    expect(settingFlag({}, 'WHATSAPP_MODULE')).toBe(false);
    expect(settingFlag({ WHATSAPP_MODULE: 'abc' }, 'WHATSAPP_MODULE')).toBe(false);
  });
});

describe('settingDecimal', () => {
  // TOLERANSI_TIMBANG_BAKI: grams with 3 places, 0 … 10, declared default 0.050.
  it.each([
    ['0x10', '0.050'], ['', '0.050'], ['abc', '0.050'], ['-5', '0.050'], ['1e3', '0.050'], ['500', '0.050'],
    ['0.1', '0.100'], ['2,5', '2.500'], ['10', '10.000'], ['0', '0.000'], ['0.0001', '0.050'],
  ])('reads %j as %s', (stored, expected) => {
    expect(settingDecimal({ TOLERANSI_TIMBANG_BAKI: stored }, 'TOLERANSI_TIMBANG_BAKI')).toBe(expected);
  });

  it('keeps the rule\'s places for millimetres', () => {
    expect(settingDecimal({ LABEL_WIDTH_MM: '72.5' }, 'LABEL_WIDTH_MM')).toBe('72.5');
    expect(settingDecimal({ LABEL_WIDTH_MM: '0x10' }, 'LABEL_WIDTH_MM')).toBe('60.0');
    expect(settingDecimal({ LABEL_HEIGHT_MM: '5' }, 'LABEL_HEIGHT_MM')).toBe('15.0');
  });
});

describe('settingPercent', () => {
  // BATAS_KENAIKAN_HARGA_JUAL_PERSEN: 0 … 100 with 2 places, declared default 10.
  it.each([
    ['0x10', '10.00'], ['', '10.00'], ['abc', '10.00'], ['-5', '10.00'], ['1e3', '10.00'], ['500', '10.00'],
    ['2.5', '2.50'], ['0', '0.00'], ['100', '100.00'],
  ])('reads %j as %s', (stored, expected) => {
    expect(settingPercent({ BATAS_KENAIKAN_HARGA_JUAL_PERSEN: stored }, 'BATAS_KENAIKAN_HARGA_JUAL_PERSEN')).toBe(expected);
  });

  it('takes only one of the choices of a choice variable', () => {
    expect(settingPercent({ PPN_PENJUALAN_PERSEN: '1.65' }, 'PPN_PENJUALAN_PERSEN')).toBe('1.65');
    expect(settingPercent({ PPN_PENJUALAN_PERSEN: '1.1' }, 'PPN_PENJUALAN_PERSEN')).toBe('1.10');
    expect(settingPercent({ PPN_PENJUALAN_PERSEN: '2' }, 'PPN_PENJUALAN_PERSEN')).toBe('0.00');
  });
});

describe('settingInteger', () => {
  it.each([
    ['45', 45], ['365', 365], ['0', 30], ['366', 30], ['2.5', 30], ['0x10', 30], ['', 30], [undefined, 30],
  ])('LAMA_HUTANG_HARI stored %s reads %s', (stored, expected) => {
    expect(settingInteger({ LAMA_HUTANG_HARI: stored }, 'LAMA_HUTANG_HARI')).toBe(expected);
  });
  it('reads a zero grace period as zero days', () => {
    expect(settingInteger({ MASA_TENGGANG_HUTANG_HARI: '0' }, 'MASA_TENGGANG_HUTANG_HARI')).toBe(0);
  });
});
