import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../messages');
const load = (locale: string) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;
const valueAt = (messages: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;

/** Words users saw in English in the Japanese screens and PDFs (issue 14), with the wording each language now has. */
const KEYS = ['header.logout', 'menu.dashboard', 'routes.dashboard', 'routes.dashboardPusat', 'reports.exportPdf', 'reports.exportExcel',
  'reports.grandTotal', 'reports.printedBy', 'receipt.printedBy', 'kirimUang.receipt.printedBy'];

describe('no English left in the translated screens and PDFs', () => {
  it('Japanese has its own words for Dashboard, Logout, Export Pdf, Grand Total and Printed By', () => {
    const jp = load('jp');
    expect(Object.fromEntries(KEYS.map((key) => [key, valueAt(jp, key)]))).toEqual({
      'header.logout': 'ログアウト',
      'menu.dashboard': 'ダッシュボード',
      'routes.dashboard': 'ダッシュボード',
      'routes.dashboardPusat': '本部ダッシュボード',
      'reports.exportPdf': 'PDF出力',
      'reports.exportExcel': 'Excel出力',
      'reports.grandTotal': '総合計',
      'reports.printedBy': '印刷者',
      'receipt.printedBy': '印刷者',
      'kirimUang.receipt.printedBy': '印刷者',
    });
  });

  it.each(['jp', 'hk', 'my', 'it'])('%s differs from English on each of these keys (Dashboard may stay in Italian)', (locale) => {
    const en = load('en');
    const messages = load(locale);
    const same = KEYS.filter((key) => valueAt(messages, key) === valueAt(en, key));
    expect(same).toEqual(locale === 'it' ? ['menu.dashboard', 'routes.dashboard'] : []);
  });
});
