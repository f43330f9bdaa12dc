import { describe, expect, it } from 'vitest';
import { validateSettings } from './validate';

const refusal = (input: Record<string, string>) => {
  try {
    validateSettings(input);
    return null;
  } catch (error) {
    return { key: (error as { messageKey: string }).messageKey, values: (error as { values: unknown }).values };
  }
};

describe('validateSettings', () => {
  it('stores each value in its one form: flags true/false, choices as listed, rounding steps as digits', () => {
    expect(validateSettings({
      CICILAN_MODULE: 'false', RFID_MODULE: ' true ', APP_MODE: 'STOCK_JUAL_MANUAL', PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'HARGA_EMAS',
      PEMBULATAN_PENJUALAN: 'Rp. 1.000', PEMBULATAN_PEMBELIAN: '500',
    })).toEqual({
      CICILAN_MODULE: 'false', RFID_MODULE: 'true', APP_MODE: 'STOCK_JUAL_MANUAL', PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'HARGA_EMAS',
      PEMBULATAN_PENJUALAN: '1000', PEMBULATAN_PEMBELIAN: '500',
    });
    expect(validateSettings({ PEMBULATAN_PENJUALAN: '100000' })).toEqual({ PEMBULATAN_PENJUALAN: '100000' });
  });

  it('refuses rounding steps that are not a whole Rupiah above 0 and at most Rp 100.000', () => {
    const rupiah = { key: 'settingRupiahInvalid', values: { key: 'PEMBULATAN_PENJUALAN', min: 'Rp. 1', max: 'Rp. 100.000' } };
    for (const value of ['abc', '-500', '0', '', '0x10', '1e3', '12.5', '100001', '500 OR 1=1']) {
      expect(refusal({ PEMBULATAN_PENJUALAN: value }), value).toEqual(rupiah);
    }
    expect(refusal({ PEMBULATAN_PEMBELIAN: '-1' })?.values).toMatchObject({ key: 'PEMBULATAN_PEMBELIAN' });
  });

  it('refuses choices outside the list, flags other than true/false and unknown keys', () => {
    expect(refusal({ APP_MODE: '<script>alert(1)</script>' })).toEqual({ key: 'settingChoiceInvalid', values: { key: 'APP_MODE', values: 'NORMAL, STOCK_JUAL_MANUAL' } });
    expect(refusal({ APP_MODE: 'normal' })?.key).toBe('settingChoiceInvalid');
    expect(refusal({ PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'EMAS' })).toEqual({ key: 'settingChoiceInvalid', values: { key: 'PARAMETER_JUMLAH_HUTANG_POKOK_VALUE', values: 'NOMINAL, HARGA_EMAS' } });
    expect(refusal({ CICILAN_MODULE: 'yes' })).toEqual({ key: 'settingFlagInvalid', values: { key: 'CICILAN_MODULE' } });
    expect(refusal({ CICILAN_MODULE: 'true', EVIL_KEY: '1' })).toEqual({ key: 'unknownSettingKey', values: { key: 'EVIL_KEY' } });
    expect(refusal({ constructor: 'x' })?.key).toBe('unknownSettingKey');
  });
  it('stores label sizes and the weighing tolerance as exact decimals in their range', () => {
    expect(validateSettings({ LABEL_WIDTH_MM: '60', LABEL_HEIGHT_MM: '15,5', TOLERANSI_TIMBANG_BAKI: '0,05' }))
      .toEqual({ LABEL_WIDTH_MM: '60.0', LABEL_HEIGHT_MM: '15.5', TOLERANSI_TIMBANG_BAKI: '0.050' });
    expect(refusal({ LABEL_WIDTH_MM: '19.9' })).toEqual({ key: 'settingDecimalInvalid', values: { key: 'LABEL_WIDTH_MM', min: '20', max: '120' } });
    for (const value of ['abc', '-1', '10.001', '0.0001', '']) expect(refusal({ TOLERANSI_TIMBANG_BAKI: value })?.key, value).toBe('settingDecimalInvalid');
  });
});
