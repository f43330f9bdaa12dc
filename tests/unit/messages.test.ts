import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';

const dir = path.resolve(import.meta.dirname, '../../messages');
const load = (locale: string) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;

function keysOf(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object' ? keysOf(inner as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(messages: Record<string, unknown>, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message files', () => {
  const all = Object.fromEntries(LOCALES.map((locale) => [locale, load(locale)]));
  const union = new Set(LOCALES.flatMap((locale) => keysOf(all[locale])));

  it.each(LOCALES)('%s has every key any other file has', (locale) => {
    const missing = [...union].filter((key) => !keysOf(all[locale]).includes(key));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s keeps the placeholders of id', (locale) => {
    for (const key of keysOf(all.id)) {
      expect(placeholders(valueAt(all[locale], key)), `${locale}: ${key}`).toEqual(placeholders(valueAt(all.id, key)));
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en' && locale !== 'id'))('%s is translated, not a copy of English', (locale) => {
    const same = keysOf(all.en).filter((key) => valueAt(all[locale], key) === valueAt(all.en, key));
    // Brand names, codes and the spec's fixed titles stay; most texts must differ.
    expect(same.length / keysOf(all.en).length).toBeLessThan(0.3);
  });

  it('says the shared words once, in common: no screen repeats one in every language', () => {
    // A screen keeps its own key only where some language words it differently; these are typed where they are used.
    const typedInPlace = new Set(['reports.cari']);
    const commonKeys = keysOf(all.id).filter((key) => key.startsWith('common.'));
    const sameEverywhere = (a: string, b: string) => LOCALES.every((locale) => valueAt(all[locale], a) === valueAt(all[locale], b));
    const repeated = keysOf(all.id)
      .filter((key) => !key.startsWith('common.') && !typedInPlace.has(key))
      .flatMap((key) => commonKeys.filter((common) => sameEverywhere(key, common)).map((common) => `${key} = ${common}`));
    expect(repeated).toEqual([]);
  });

  it('keeps the spec wording in Indonesian', () => {
    expect(valueAt(all.id, 'common.save')).toBe('Simpan');
    expect(valueAt(all.id, 'common.saving')).toBe('Sedang Menyimpan');
    expect(valueAt(all.id, 'common.sending')).toBe('Sedang Mengirim Data !!!');
    expect(valueAt(all.id, 'common.noData')).toBe('Tidak Ada Data');
    expect(valueAt(all.id, 'common.choose')).toBe('-- Pilih --');
    expect(valueAt(all.id, 'common.addData')).toBe('Tambah Data');
    expect(valueAt(all.id, 'changePassword.success')).toBe('Update password berhasil');
    expect(valueAt(all.id, 'changePassword.failed')).toBe('Terjadi Kesalahan Saat update password');
    expect(valueAt(all.id, 'alerts.errorTitle')).toBe('Oopss!!');
    expect(valueAt(all.id, 'alerts.infoTitle')).toBe('Informasi !!!');
    expect(valueAt(all.id, 'alerts.warningTitle')).toBe('Warning !!!');
    expect(valueAt(all.id, 'alerts.progressTitle')).toBe('Mohon Menunggu');
    expect(valueAt(all.en, 'login.invalid')).toBe('The User ID or Password you entered is incorrect');
  });
});
