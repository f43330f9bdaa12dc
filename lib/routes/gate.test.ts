import { describe, expect, it } from 'vitest';
import { passesGate, type GateContext } from './gate';

const ctx = (over: Partial<GateContext> = {}): GateContext => ({ level: 'KASIR', appType: 'CABANG', settings: {}, ...over });

describe('passesGate', () => {
  it('lets anyone through a public gate and only a session through a login gate', () => {
    expect(passesGate('public', null)).toBe(true);
    expect(passesGate('login', null)).toBe(false);
    expect(passesGate('login', ctx())).toBe(true);
  });

  it('needs a module on, or off for moduleOff', () => {
    const gate = [{ module: 'CICILAN_MODULE' }] as const;
    expect(passesGate(gate, ctx({ settings: { CICILAN_MODULE: 'true' } }))).toBe(true);
    expect(passesGate(gate, ctx({ settings: { CICILAN_MODULE: 'false' } }))).toBe(false);
    // Not stored: the declared default (settingFlag), which is on for CICILAN_MODULE and off for WHATSAPP_MODULE.
    expect(passesGate(gate, ctx())).toBe(true);
    expect(passesGate([{ module: 'WHATSAPP_MODULE' }], ctx())).toBe(false);
    const off = [{ moduleOff: 'SEPUHAN_TERPUSAT_MODULE' }] as const;
    expect(passesGate(off, ctx({ settings: { SEPUHAN_TERPUSAT_MODULE: 'true' } }))).toBe(false);
    expect(passesGate(off, ctx({ settings: { SEPUHAN_TERPUSAT_MODULE: 'false' } }))).toBe(true);
  });

  it('accepts either the manual-items module or the STOCK_JUAL_MANUAL app mode', () => {
    const gate = [{ anyOf: [{ module: 'MANUAL_ITEMS_TRANSACTION_MODULE' }, { variable: 'APP_MODE', equals: 'STOCK_JUAL_MANUAL' }] }] as const;
    expect(passesGate(gate, ctx({ settings: { MANUAL_ITEMS_TRANSACTION_MODULE: 'true' } }))).toBe(true);
    expect(passesGate(gate, ctx({ settings: { APP_MODE: 'STOCK_JUAL_MANUAL' } }))).toBe(true);
    expect(passesGate(gate, ctx({ settings: { APP_MODE: 'NORMAL' } }))).toBe(false);
  });

  it('applies SETTING_NOTA_OWNER_ONLY levels only while the switch is on', () => {
    const gate = [{ levelsWhen: 'SETTING_NOTA_OWNER_ONLY', levels: ['OWN', 'SU'] }] as const;
    expect(passesGate(gate, ctx({ settings: { SETTING_NOTA_OWNER_ONLY: 'true' } }))).toBe(false);
    expect(passesGate(gate, ctx({ level: 'OWN', settings: { SETTING_NOTA_OWNER_ONLY: 'true' } }))).toBe(true);
    expect(passesGate(gate, ctx({ settings: { SETTING_NOTA_OWNER_ONLY: 'false' } }))).toBe(true);
  });

  it('checks level lists and the head-office app type', () => {
    expect(passesGate([{ levels: ['SU', 'MU'] }], ctx())).toBe(false);
    expect(passesGate([{ levels: ['SU', 'MU'] }], ctx({ level: 'MU' }))).toBe(true);
    expect(passesGate([{ appType: 'PUSAT' }], ctx({ appType: 'PUSAT' }))).toBe(true);
    expect(passesGate([{ appType: 'PUSAT' }], ctx())).toBe(false);
  });

  it('hides a screen while a system variable has a given value', () => {
    const gate = [{ variable: 'PARAMETER_JUMLAH_HUTANG_POKOK_VALUE', notEquals: 'HARGA_EMAS' }] as const;
    expect(passesGate(gate, ctx({ settings: { PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'HARGA_EMAS' } }))).toBe(false);
    expect(passesGate(gate, ctx({ settings: { PARAMETER_JUMLAH_HUTANG_POKOK_VALUE: 'NOMINAL' } }))).toBe(true);
  });
});
