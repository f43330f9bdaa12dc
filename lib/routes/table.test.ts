import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMenu, flattenMenu } from '../menu/build';
import { LEVELS, type Level } from '../auth/levels';
import { MODULE_FLAGS } from '../settings/keys';
import { checkRouteAccess, routeTitleKey } from './index';
import { BUILT_PATHS, ROUTES } from './table';

const root = path.resolve(import.meta.dirname, '../..');
const id = JSON.parse(fs.readFileSync(path.join(root, 'messages/id.json'), 'utf8'));
const defaults = Object.fromEntries(Object.entries(MODULE_FLAGS).map(([key, value]) => [key, String(value)]));
const ctx = (level: Level, settings: Record<string, string> = {}, appType = 'PUSAT') => ({ level, appType, settings: { ...defaults, ...settings } });

function pageFileOf(routePath: string): string | undefined {
  const segment = routePath === '/' ? '' : routePath;
  return ['app', 'app/(shell)', 'app/(shell)/(sub-menu)', 'app/(mobile)'].map((dir) => path.join(root, dir, segment, 'page.tsx')).find((file) => fs.existsSync(file));
}

describe('route table', () => {
  it('lists every path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a page file for every built route and none for the others', () => {
    for (const route of ROUTES) {
      expect(Boolean(pageFileOf(route.path)), route.path).toBe(BUILT_PATHS.has(route.path));
    }
  });

  it('gives every built route a title in the messages', () => {
    const lookup = (key: string) => key.split('.').reduce((node, part) => node?.[part], id);
    for (const routePath of BUILT_PATHS) expect(lookup(routeTitleKey(routePath)), routePath).toBeTruthy();
  });

  it('answers 404 for unbuilt routes and unknown paths', () => {
    expect(checkRouteAccess('/master-kategori', ctx('OWN'))).toBe('not-found');
    expect(checkRouteAccess('/tidak-ada', ctx('OWN'))).toBe('not-found');
  });

  it('gates /settingsystem and /export-csv by level', () => {
    expect(checkRouteAccess('/settingsystem', ctx('OWN'))).toBe('ok');
    expect(checkRouteAccess('/settingsystem', ctx('KASIR'))).toBe('unavailable');
    // The settings are the whole chain's: a branch's manager cannot change them.
    expect(checkRouteAccess('/settingsystem', ctx('MU', {}, 'CABANG'))).toBe('unavailable');
    expect(checkRouteAccess('/settingsystem', null)).toBe('login');
    const exportCsv = ROUTES.find((route) => route.path === '/export-csv')!;
    expect(exportCsv.gate).toEqual([{ levels: ['SU', 'MU'] }]);
  });

  it('opens the parameters, the masters of money and the catalogue to OWN and SU at head office only', () => {
    const chainWide = ['/parameter-harga-global', '/parameter-akun', '/parameter-harga-beli', '/master-bank', '/master-rekening', '/master-kode-transaksi',
      '/kategori-katalog', '/harga-katalog', '/banner-katalog', '/info-katalog', '/item-katalog', '/kontak-admin-katalog', '/hadiah-katalog',
      '/group-description-katalog', '/splashscreen-katalog'];
    const open = (appType: string) => Object.fromEntries(LEVELS.map((level) => [level, chainWide.filter((p) => checkRouteAccess(p, ctx(level, {}, appType)) === 'ok').length]));
    expect(open('PUSAT')).toEqual({ OWN: 15, SU: 15, MU: 0, DEV: 0, SPV: 0, KASIR: 0, USER: 0 });
    expect(open('CABANG')).toEqual({ OWN: 0, SU: 0, MU: 0, DEV: 0, SPV: 0, KASIR: 0, USER: 0 });
    // The other masters and parameters keep their own gates (not built yet, or module-gated as before).
    expect(ROUTES.find((route) => route.path === '/parameter-ongkos')!.gate).toBe('login');
  });

  it('gates the setting-nota screens with SETTING_NOTA_OWNER_ONLY', () => {
    for (const notaPath of ['/setting-nota', '/setting-nota-slip']) {
      expect(ROUTES.find((route) => route.path === notaPath)!.gate).toEqual([{ levelsWhen: 'SETTING_NOTA_OWNER_ONLY', levels: ['OWN', 'SU'] }]);
    }
  });

  it('gates the sepuhan receive, sort, move and waste screens on SEPUHAN_TERPUSAT_MODULE being off', () => {
    const gated = ROUTES.filter((route) => Array.isArray(route.gate) && route.gate.some((c) => 'moduleOff' in c && c.moduleOff === 'SEPUHAN_TERPUSAT_MODULE'));
    expect(gated.map((route) => route.path)).toEqual(['/terima-sepuhan', '/sortir-sepuhan', '/pindah-sepuhan', '/buang-sepuhan']);
  });

  it('builds the menu from built screens the user may open', () => {
    const owner = flattenMenu(buildMenu(ctx('OWN'))).map((leaf) => leaf.href);
    expect(owner).toEqual(expect.arrayContaining(['/ganti-password', '/settingsystem']));
    const kasir = flattenMenu(buildMenu({ ...ctx('KASIR'), hiddenMenuKeys: new Set(['setting']) })).map((leaf) => leaf.href);
    expect(kasir).toContain('/ganti-password');
    expect(kasir).toContain('/laporan-batal-pesanan');
    expect(kasir).not.toContain('/settingsystem');
    const hidden = flattenMenu(buildMenu({ ...ctx('KASIR'), hiddenMenuKeys: new Set(['utility', 'laporan', '/dashboard']) }));
    const groupsLeft = new Set(hidden.map((leaf) => leaf.trail[0]));
    expect(groupsLeft.has('menu.utility')).toBe(false);
    expect(groupsLeft.has('menu.laporan')).toBe(false);
    expect(hidden.map((leaf) => leaf.href)).not.toContain('/dashboard');
    expect(hidden.length).toBeGreaterThan(0);
  });
});
