import { describe, expect, it } from 'vitest';
import { pageQuery, parsePageParams } from './page-params';

const sortable = ['kode_bank', 'nama_bank'];

describe('parsePageParams', () => {
  it('reads page, size, sort, direction and search from the URL', () => {
    expect(parsePageParams({ page: '3', pageSize: '50', sort: 'nama_bank', dir: 'desc', q: '  bca ' }, { sortable }))
      .toEqual({ page: 3, pageSize: 50, sort: 'nama_bank', dir: 'desc', q: 'bca' });
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(parsePageParams({}, { sortable })).toEqual({ page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' });
    expect(parsePageParams({ page: '0', pageSize: '7', sort: 'password', dir: 'sideways' }, { sortable }))
      .toEqual({ page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' });
    expect(parsePageParams({ page: '2.5', pageSize: '1000000', sort: 'kode_bank;drop table bank' }, { sortable }))
      .toEqual({ page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' });
    expect(parsePageParams({ page: ['4', '5'], q: 'x'.repeat(150) }, { sortable })).toEqual({ page: 4, pageSize: 10, sort: null, dir: 'asc', q: 'x'.repeat(100) });
  });
});

describe('pageQuery', () => {
  it('writes only what differs from the defaults', () => {
    expect(pageQuery({ page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' }).toString()).toBe('');
    expect(pageQuery({ page: 2, pageSize: 25, sort: 'nama_bank', dir: 'desc', q: 'bca' }).toString()).toBe('page=2&pageSize=25&sort=nama_bank&dir=desc&q=bca');
  });
});
