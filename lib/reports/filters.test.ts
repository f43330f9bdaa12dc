import { describe, expect, it } from 'vitest';
import { contextFor } from '../../tests/support/contexts';
import { parseReportFilters, validateRange } from './filters';

describe('report date range (§5)', () => {
  it('requires both dates', () => {
    expect(validateRange(null, '2026-11-21', true)).toEqual({ tglFrom: 'tglAwalRequired' });
    expect(validateRange('2026-11-21', null, true)).toEqual({ tglTo: 'tglAkhirRequired' });
  });

  it('refuses a start after the end, on both dates', () => {
    expect(validateRange('2026-11-22', '2026-11-21', true)).toEqual({ tglFrom: 'tglAwalAfterAkhir', tglTo: 'tglAwalAfterAkhir' });
  });

  it('allows exactly one month and refuses a day more while the protection is on', () => {
    expect(validateRange('2026-10-21', '2026-11-21', true)).toEqual({});
    expect(validateRange('2026-10-20', '2026-11-21', true)).toEqual({ tglFrom: 'rangeOverMonth', tglTo: 'rangeOverMonth' });
    expect(validateRange('2026-01-01', '2026-11-21', false)).toEqual({});
    // Month ends: 31 January to 28 February is one month.
    expect(validateRange('2026-01-28', '2026-02-28', true)).toEqual({});
  });
});

describe('parseReportFilters', () => {
  const shops = ['PUSAT', 'CAB01', 'CAB02'];
  const now = new Date('2026-11-21T03:00:00Z');

  it('is idle with today\'s dates until searched', () => {
    expect(parseReportFilters({}, contextFor('owner', 'OWN'), shops, undefined, now)).toEqual({
      status: 'idle', filters: { tglFrom: '2026-11-21', tglTo: '2026-11-21', kodeToko: 'PUSAT', values: {} },
    });
  });

  it('lets head office pick a shop but keeps a branch user in their own', () => {
    const params = { cari: '1', tgl_from: '2026-11-01', tgl_to: '2026-11-21', kode_toko: 'CAB02' };
    expect(parseReportFilters(params, contextFor('owner', 'OWN'), shops, undefined, now)).toMatchObject({ status: 'ok', filters: { kodeToko: 'CAB02' } });
    const branch = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
    expect(parseReportFilters(params, branch, shops, undefined, now)).toMatchObject({ status: 'ok', filters: { kodeToko: 'CAB01' } });
  });

  it('ignores malformed dates', () => {
    expect(parseReportFilters({ cari: '1', tgl_from: '21/11/2026', tgl_to: '2026-11-21' }, contextFor('owner', 'OWN'), shops, undefined, now)).toMatchObject({
      status: 'invalid', errors: { tglFrom: 'tglAwalRequired' },
    });
  });
});

describe('report selects', () => {
  const form = { dateRange: false, selects: [{ name: 'sort_by', values: ['TERTINGGI', 'TERENDAH'] }] };
  it('takes a known option and falls back to the first for anything else', () => {
    const ctx = contextFor('owner', 'OWN');
    expect(parseReportFilters({ cari: '1', sort_by: 'TERENDAH' }, ctx, ['PUSAT'], form)).toMatchObject({ status: 'ok', filters: { values: { sort_by: 'TERENDAH' } } });
    expect(parseReportFilters({ cari: '1', sort_by: "'; drop table" }, ctx, ['PUSAT'], form)).toMatchObject({ status: 'ok', filters: { values: { sort_by: 'TERTINGGI' } } });
  });
});
