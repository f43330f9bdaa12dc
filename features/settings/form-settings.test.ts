import { describe, expect, it } from 'vitest';
import { settingsFromForm } from './form-settings';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('settingsFromForm (issue 25 points 5 and 7)', () => {
  it('names a module only when the form has its field: absent is unchanged, never off', () => {
    expect(settingsFromForm(form([['PEMBULATAN_PENJUALAN', '500']]))).toEqual({ PEMBULATAN_PENJUALAN: '500' });
    expect(settingsFromForm(form([['RFID_MODULE', 'on']]))).toEqual({ RFID_MODULE: 'true' });
    expect(settingsFromForm(form([['RFID_MODULE', 'false'], ['CICILAN_MODULE', 'false'], ['CICILAN_MODULE', 'on']]))).toEqual({ RFID_MODULE: 'false', CICILAN_MODULE: 'true' });
  });

  it('keeps the stored token when its field is empty, clears it only when asked', () => {
    expect(settingsFromForm(form([['WHATSAPP_GATEWAY_TOKEN', ''], ['WHATSAPP_GATEWAY_URL', 'https://wa.example.com']]))).toEqual({ WHATSAPP_GATEWAY_URL: 'https://wa.example.com' });
    expect(settingsFromForm(form([['WHATSAPP_GATEWAY_TOKEN', 'baru-123']]))).toEqual({ WHATSAPP_GATEWAY_TOKEN: 'baru-123' });
    expect(settingsFromForm(form([['WHATSAPP_GATEWAY_TOKEN', ''], ['clearWaToken', 'on']]))).toEqual({ WHATSAPP_GATEWAY_TOKEN: '' });
  });

  it('refuses a field that names no setting', () => {
    expect(() => settingsFromForm(form([['EVIL_KEY', '1']]))).toThrow(expect.objectContaining({ messageKey: 'unknownSettingKey', values: { key: 'EVIL_KEY' } }));
  });
});
