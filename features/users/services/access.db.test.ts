import { describe, expect, it } from 'vitest';
import { loadSessionContext } from '@/lib/auth/load-session-context';
import { createSessionRecord } from '@/lib/auth/session-store';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { getHiddenMenuKeys, saveHiddenMenuKeys } from './access';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const kasirSession = async () => ({ sid: await createSessionRecord(db(), 'kasir', 'WEB'), uid: 'kasir', ver: 1, iat: 0, seen: 0, remember: false });

describe('access rights', () => {
  it('reads and replaces a level\'s hidden entries; the next request sees them', async () => {
    expect(await getHiddenMenuKeys({ ctx: owner, input: { kind: 'level', level: 'KASIR' } })).toEqual(['katalog', 'manageUsers', 'masterData', 'parameter', 'setting']);
    // The screen sends back every hidden key it was given, including entries it does not show (katalog).
    await saveHiddenMenuKeys({ ctx: owner, input: { target: { kind: 'level', level: 'KASIR' }, hidden: ['katalog', 'utility', '/ganti-password'] } });
    // setting, manageUsers, masterData and parameter are on the screen and now shown; katalog stays hidden as sent, with
    // every entry under it.
    const katalog = ['/banner-katalog', '/group-description-katalog', '/hadiah-katalog', '/harga-katalog', '/info-katalog', '/item-katalog',
      '/kategori-katalog', '/kontak-admin-katalog', '/splashscreen-katalog'];
    const expected = [...katalog, '/ganti-password', '/tutup-toko', 'katalog', 'utility'].sort();
    expect(await getHiddenMenuKeys({ ctx: owner, input: { kind: 'level', level: 'KASIR' } })).toEqual(expected);
    const ctx = await loadSessionContext(db(), await kasirSession());
    expect([...ctx!.hiddenMenuKeys].sort()).toEqual(expected);
  });

  it('stores a user\'s choice as differences from the level', async () => {
    await saveHiddenMenuKeys({ ctx: owner, input: { target: { kind: 'user', userId: 'kasir' }, hidden: ['utility'] } });
    expect(await getHiddenMenuKeys({ ctx: owner, input: { kind: 'user', userId: 'kasir' } })).toEqual(['/ganti-password', '/tutup-toko', 'utility']);
    // The level is unchanged; the user sees setting and not utility.
    expect(await getHiddenMenuKeys({ ctx: owner, input: { kind: 'level', level: 'KASIR' } })).toEqual(['katalog', 'manageUsers', 'masterData', 'parameter', 'setting']);
    const ctx = await loadSessionContext(db(), await kasirSession());
    expect(ctx!.hiddenMenuKeys.has('utility')).toBe(true);
    expect(ctx!.hiddenMenuKeys.has('setting')).toBe(false);
  });

  it('normalises a tree with entries shown under a hidden group: they are stored hidden (issue 14)', async () => {
    // Utility hidden while Ganti Password (its one built entry) is sent as shown.
    await saveHiddenMenuKeys({ ctx: owner, input: { target: { kind: 'level', level: 'KASIR' }, hidden: ['utility'] } });
    expect(await getHiddenMenuKeys({ ctx: owner, input: { kind: 'level', level: 'KASIR' } })).toEqual(['/ganti-password', '/tutup-toko', 'utility']);
    // Laporan Barang hidden under a shown Laporan: its built reports are hidden, Laporan and its other reports stay.
    await saveHiddenMenuKeys({ ctx: owner, input: { target: { kind: 'user', userId: 'kasir' }, hidden: ['laporanBarang'] } });
    expect(await getHiddenMenuKeys({ ctx: owner, input: { kind: 'user', userId: 'kasir' } })).toEqual([
      '/laporan-aktivitas-timbang-baki', '/laporan-analisis-harga-barang', '/laporan-barang-sumary', '/laporan-barang-sumary-periode',
      '/laporan-hancur-barang', '/laporan-kelompok-barang', '/laporan-pindah-barang', '/laporan-stock-opname', '/laporan-tambah-barang',
      '/laporan-terima-barang', '/laporan-timbang-baki', 'laporanBarang',
    ]);
    const ctx = await loadSessionContext(db(), await kasirSession());
    expect(ctx!.hiddenMenuKeys.has('/laporan-kelompok-barang')).toBe(true);
    expect(ctx!.hiddenMenuKeys.has('laporan')).toBe(false);
  });

  it('refuses unknown keys, OWN and SU targets, and levels that may not administer rights', async () => {
    await expect(saveHiddenMenuKeys({ ctx: owner, input: { target: { kind: 'level', level: 'KASIR' }, hidden: ['/tidak-ada'] } })).rejects.toMatchObject({ kind: 'validation' });
    await expect(saveHiddenMenuKeys({ ctx: owner, input: { target: { kind: 'level', level: 'SU' }, hidden: [] } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(saveHiddenMenuKeys({ ctx: contextFor('mu', 'MU'), input: { target: { kind: 'level', level: 'MU' }, hidden: [] } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(saveHiddenMenuKeys({ ctx: contextFor('spv', 'SPV'), input: { target: { kind: 'level', level: 'KASIR' }, hidden: [] } })).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
