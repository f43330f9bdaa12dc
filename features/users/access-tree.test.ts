import { describe, expect, it } from 'vitest';
import { accessState, normaliseHidden, toggleAccess } from './access-tree';

const tree = [
  { key: 'utility', children: [{ key: '/ganti-password' }, { key: '/tutup-toko' }] },
  { key: 'laporan', children: [{ key: 'laporanBarang', children: [{ key: '/laporan-a' }, { key: '/laporan-b' }] }, { key: '/laporan-c' }] },
];
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the rights tree', () => {
  it('hides everything under a hidden group, and a group whose entries are all hidden; keeps keys outside the tree', () => {
    expect(sorted(normaliseHidden(tree, ['laporanBarang', '/unbuilt']))).toEqual(['/laporan-a', '/laporan-b', '/unbuilt', 'laporanBarang']);
    expect(sorted(normaliseHidden(tree, ['laporan']))).toEqual(['/laporan-a', '/laporan-b', '/laporan-c', 'laporan', 'laporanBarang']);
    expect(sorted(normaliseHidden(tree, ['/ganti-password', '/tutup-toko']))).toEqual(['/ganti-password', '/tutup-toko', 'utility']);
    expect(sorted(normaliseHidden(tree, ['/ganti-password']))).toEqual(['/ganti-password']);
  });

  it('unticking a group unticks its entries; ticking an entry ticks its groups; a partly ticked group is mixed', () => {
    const laporan = tree[1];
    const none = toggleAccess(tree, new Set(), laporan, [], false);
    expect(sorted(none)).toEqual(['/laporan-a', '/laporan-b', '/laporan-c', 'laporan', 'laporanBarang']);
    expect(accessState(laporan, none)).toBe('unchecked');
    const one = toggleAccess(tree, none, laporan.children[0].children![0], ['laporan', 'laporanBarang'], true);
    expect(sorted(one)).toEqual(['/laporan-b', '/laporan-c']);
    expect(accessState(laporan, one)).toBe('mixed');
    expect(accessState(laporan.children[0], one)).toBe('mixed');
    expect(accessState(laporan.children[0].children![0], one)).toBe('checked');
    // Ticking the mixed group ticks all it holds.
    expect(sorted(toggleAccess(tree, one, laporan, [], true))).toEqual([]);
    expect(accessState(laporan, new Set())).toBe('checked');
  });
});
