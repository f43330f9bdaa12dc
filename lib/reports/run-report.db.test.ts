import { beforeEach, describe, expect, it } from 'vitest';
import { batalTitip } from '@/features/pesanan/reports/batal-titip';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { titipUang } from '@/features/pesanan/schema';
import type { ReportDefinition } from './definition';
import { reportBatches, runReport } from './run-report';
import { jakartaDay } from '@/lib/time/jakarta';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const definition = batalTitip as unknown as ReportDefinition;
const day = { tgl_from: '2020-01-15', tgl_to: '2020-01-15', cari: '1' };

// Seven cancelled deposits on one Jakarta day (a day the demo data does not reach), one of another shop, one still active.
beforeEach(async () => {
  const row = (no: string, kodeToko: string, status: string, berat: string, harga: number) => ({
    noTitip: no, kodeToko, noPesanan: `P-${no}`, tanggal: new Date('2020-01-10T03:00:00Z'), namaBarang: `Cincin ${no}`, berat,
    hargaJual: harga, ongkos: 1_000, hargaTotal: harga + 1_000, dpRp: 500, status, tglBatal: new Date(`2020-01-15T0${no.slice(-1)}:00:00Z`),
    createdBy: 'kasir', updatedBy: 'kasir',
  });
  await db().insert(titipUang).values([
    row('T1', 'CAB01', 'BATAL', '1.005', 1_000_001), row('T2', 'CAB01', 'BATAL', '0.115', 2_000_000), row('T3', 'CAB01', 'BATAL', '2.000', 3),
    row('T4', 'CAB01', 'BATAL', '0.001', 4), row('T5', 'CAB01', 'BATAL', '10.005', 5), row('T6', 'CAB01', 'BATAL', '0.333', 6),
    row('T7', 'CAB01', 'BATAL', '0.334', 7), row('T8', 'CAB02', 'BATAL', '9.999', 8), row('T9', 'CAB01', 'AKTIF', '9.999', 9),
  ]);
});

describe('report engine: paging and totals in SQL', () => {
  it('reads one page of rows and totals the whole result', async () => {
    const run = await runReport(definition, kasir, { ...day, page: '2' }, 3);
    expect(run.failed).toBe(false);
    expect(run.count).toEqual({ rows: 7, groups: 0 });
    expect(run.page).toBe(2);
    expect(run.rows.map((row) => row.no_pesanan)).toEqual(['P-T4', 'P-T5', 'P-T6']);
    // Weights summed exactly as decimals, money as whole Rupiah, over all seven rows, not the page.
    expect(run.totals).toEqual({ berat: '13.793', harga_jual: 3_000_026, ongkos: 7_000, harga_total: 3_007_026, dp_rp: 3_500 });
  });

  it('shows the last page for a page past the end, and the first for nonsense', async () => {
    const late = await runReport(definition, kasir, { ...day, page: '9' }, 3);
    expect(late.page).toBe(3);
    expect(late.rows.map((row) => row.no_pesanan)).toEqual(['P-T7']);
    const bogus = await runReport(definition, kasir, { ...day, page: '-1 or 1=1' }, 3);
    expect(bogus.page).toBe(1);
    expect(bogus.rows.map((row) => row.no_pesanan)).toEqual(['P-T1', 'P-T2', 'P-T3']);
  });

  it('answers an empty result with no rows and zero totals', async () => {
    const run = await runReport(definition, kasir, { ...day, tgl_from: '2020-01-16', tgl_to: '2020-01-16' }, 3);
    expect(run.count.rows).toBe(0);
    expect(run.rows).toEqual([]);
    expect(run.totals).toEqual({ berat: '0', harga_jual: 0, ongkos: 0, harga_total: 0, dp_rp: 0 });
  });

  it('streams every row in order, a batch at a time, for the exports', async () => {
    const filters = { tglFrom: '2020-01-15', tglTo: '2020-01-15', kodeToko: 'CAB01', values: {} };
    const batches: string[][] = [];
    for await (const rows of reportBatches(definition, { db: db(), ctx: kasir, filters }, 3)) batches.push(rows.map((row) => String(row.no_pesanan)));
    expect(batches).toEqual([['P-T1', 'P-T2', 'P-T3'], ['P-T4', 'P-T5', 'P-T6'], ['P-T7']]);
    // Rows decode as drizzle decodes them: money as numbers, weights as text.
    let first: Record<string, unknown> | undefined;
    for await (const [row] of reportBatches(definition, { db: db(), ctx: kasir, filters }, 1)) {
      first = row;
      break;
    }
    expect(first).toEqual({ nama_barang: 'Cincin T1', berat: '1.005', harga_jual: 1_000_001, ongkos: 1_000, harga_total: 1_001_001, dp_rp: 500, no_pesanan: 'P-T1' });
  });

  it('gives the connection back when an export stops early', async () => {
    const filters = { tglFrom: '2020-01-15', tglTo: '2020-01-15', kodeToko: 'CAB01', values: {} };
    for (let i = 0; i < 15; i++) {
      for await (const rows of reportBatches(definition, { db: db(), ctx: kasir, filters }, 2)) {
        expect(rows).toHaveLength(2);
        break;
      }
    }
    // The pool holds ten connections: fifteen abandoned exports would have taken them all.
    expect((await runReport(definition, kasir, day, 3)).count.rows).toBe(7);
  });
});

describe('every report definition', () => {
  it('runs its page, its totals and its export stream in SQL on the demo data', async () => {
    const { REPORTS } = await import('@/features/reports');
    const owner = contextFor('owner', 'OWN');
    const today = jakartaDay(new Date());
    const monthAgo = jakartaDay(new Date(Date.now() - 30 * 86_400_000));
    for (const [id, report] of Object.entries(REPORTS)) {
      for (const values of [{}, { tampilan: 'NERACA_SALDO', group_by: 'NAMA_BARANG_SIZE', sort_by: 'TERENDAH' }]) {
        const run = await runReport(report, owner, { tgl_from: monthAgo, tgl_to: today, kode_toko: 'CAB01', cari: '1', ...values }, 5);
        expect({ id, failed: run.failed }).toEqual({ id, failed: false });
        expect(run.rows.length).toBe(Math.min(5, run.count.rows));
        let streamed = 0;
        for await (const rows of reportBatches(report, { db: db(), ctx: owner, filters: run.parsed.filters }, 50)) streamed += rows.length;
        expect({ id, streamed }).toEqual({ id, streamed: run.count.rows });
      }
    }
  });
});
