import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { MODULE_FLAGS } from '@/lib/settings/keys';
import { MODULE_GROUPS } from './module-groups';

const load = (locale: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'));

describe('Setting System module words (issue 14)', () => {
  it('puts every module in exactly one group', () => {
    const grouped = Object.values(MODULE_GROUPS).flat();
    expect([...grouped].sort()).toEqual(Object.keys(MODULE_FLAGS).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it.each(LOCALES)('%s: every module has a name and a one-line description, every group a title', (locale) => {
    const { modules } = load(locale);
    for (const key of Object.keys(MODULE_FLAGS)) {
      const item = modules.items[key];
      expect(item?.name, `${locale} ${key}`).toMatch(/\S/);
      expect(item?.description, `${locale} ${key}`).toMatch(/\S/);
      expect(item.description, `${locale} ${key}`).not.toContain('\n');
      expect(item.description.length, `${locale} ${key}`).toBeLessThan(160);
    }
    for (const group of Object.keys(MODULE_GROUPS)) expect(modules.groups[group], `${locale} ${group}`).toMatch(/\S/);
  });

  it('words the Indonesian source by hand', () => {
    const { modules } = load('id');
    expect(modules.items.CICILAN_MODULE).toEqual({ name: 'Cicilan', description: 'Penjualan emas secara cicilan: parameter, transaksi, daftar dan lelang cicilan.' });
    expect(modules.groups.keuangan).toBe('Uang, Hutang & Akuntansi');
  });
});
