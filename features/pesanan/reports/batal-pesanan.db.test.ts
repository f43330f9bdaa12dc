import { describe, expect, it } from 'vitest';
import { pesanan } from '@/features/pesanan/schema';
import type { ReportDefinition } from '@/lib/reports/definition';
import { formatCell } from '@/lib/reports/format-cell';
import { reportBatches, runReport } from '@/lib/reports/run-report';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { batalPesanan } from './batal-pesanan';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const definition = batalPesanan as unknown as ReportDefinition;

describe('Laporan Batal Pesanan', () => {
  it('shows the cancellation date that puts an order placed before the period in it', async () => {
    const order = (no: string, tglPesanan: string, tglBatal: string) => ({
      noPesanan: no, kodeToko: 'CAB01', kodeSales: 'CAB01-S1', kodeCustomer: 'CAB01-C00001', tglPesanan: new Date(tglPesanan), totalBerat: '1.000',
      totalQty: 1, ongkos: 10_000, totalHarga: 1_000_000, jumlahBayar: 100_000, status: 'BATAL', tglBatal: new Date(tglBatal), batalBy: 'owner',
    });
    await db().insert(pesanan).values([
      order('PS-T-1', '2020-05-20T03:00:00Z', '2020-05-25T07:00:00Z'),
      // 05:30 in Jakarta on 2 June is 22:30 UTC on 1 June.
      order('PS-T-2', '2020-05-22T03:00:00Z', '2020-06-01T22:30:00Z'),
      // Cancelled before the period: not listed, though ordered inside it.
      order('PS-T-3', '2020-05-24T03:00:00Z', '2020-05-22T16:59:00Z'),
    ]);
    const params = { tgl_from: '2020-05-23', tgl_to: '2020-06-22', kode_toko: 'CAB01', cari: '1' };
    const run = await runReport(definition, owner, params);
    const labels = run.columns.map((column) => column.label);
    expect(labels.slice(0, 4)).toEqual(['noPesanan', 'sales', 'tglPesan', 'tglBatal']);
    const shown = (rows: Record<string, unknown>[]) => rows.map((row) => [row.no_pesanan, formatCell(row.tanggal, 'date'), formatCell(row.tgl_batal, 'date')]);
    const expected = [['PS-T-1', '2020-05-20', '2020-05-25'], ['PS-T-2', '2020-05-22', '2020-06-02']];
    expect(shown(run.rows)).toEqual(expected);
    // The exports read the same fields through the cursor.
    const exported: Record<string, unknown>[] = [];
    for await (const rows of reportBatches(definition, { db: db(), ctx: owner, filters: run.parsed.filters })) exported.push(...rows);
    expect(shown(exported)).toEqual(expected);
  });
});
