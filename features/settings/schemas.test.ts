import { describe, expect, it } from 'vitest';
import { settingsFormSchema } from './schemas';

const issues = (fields: Record<string, unknown>) => {
  const parsed = settingsFormSchema.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('settingsFormSchema: the settings form on both sides (issue 26 point 6)', () => {
  it('reads what the form names: the last value of a module, a variable as typed, the tab that saved', () => {
    expect(settingsFormSchema.parse({ RFID_MODULE: 'false', CICILAN_MODULE: ['false', 'on'], PEMBULATAN_PENJUALAN: 'Rp. 1.000', TEMPLATE_WA: '', tabId: 'tab-1', '$ACTION_REF_1': '' }))
      .toEqual({ settings: { RFID_MODULE: 'false', CICILAN_MODULE: 'true', PEMBULATAN_PENJUALAN: 'Rp. 1.000', TEMPLATE_WA: '' }, originTab: 'tab-1' });
    expect(settingsFormSchema.parse({ RFID_MODULE: 'on' })).toEqual({ settings: { RFID_MODULE: 'true' }, originTab: undefined });
  });

  it('refuses each bad value under its own field, and a field that names no setting under its name', () => {
    // In the order of the settings' list (APP_MODE first).
    expect(issues({ PEMBULATAN_PENJUALAN: '0x10', APP_MODE: '<script>', LABEL_WIDTH_MM: '60' })).toEqual([
      { path: ['APP_MODE'], message: 'settingChoiceInvalid' },
      { path: ['PEMBULATAN_PENJUALAN'], message: 'settingRupiahInvalid' },
    ]);
    expect(issues({ EVIL_KEY: '1', CICILAN_MODULE: 'false' })).toEqual([{ path: ['EVIL_KEY'], message: 'unknownSettingKey' }]);
    expect(issues({ RFID_MODULE: 'yes' })).toEqual([{ path: ['RFID_MODULE'], message: 'settingFlagInvalid' }]);
  });
});
