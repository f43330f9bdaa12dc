import { describe, expect, it } from 'vitest';
import { timbangBaki } from '@/features/stock/schema';
import { toko } from '@/lib/db/schema/shop';
import { reportPage } from '@/lib/reports/run-report';
import type { ReportArgs, ReportDefinition } from '@/lib/reports/definition';
import { contextFor } from '@/tests/support/contexts';
import { useTestDatabase } from '@/tests/support/db';
import { aktivitasTimbangBaki } from './aktivitas-timbang-baki';
import { laporanTimbangBaki } from './laporan-timbang-baki';

const { db } = useTestDatabase({ demo: false });

async function seed() {
  await db().insert(toko).values([{ kodeToko: 'CAB01', namaToko: 'Cabang 1' }, { kodeToko: 'CAB02', namaToko: 'Cabang 2' }]);
  const base = { kodeGudang: 'G', beratBaki: '412.500', jumlahBarang: 3, beratBarang: '18.382', toleransi: '0.050' };
  await db().insert(timbangBaki).values([
    { ...base, noTimbang: 'TBK-1', kodeToko: 'CAB01', kodeBaki: 'B1', beratTimbang: '430.900', selisih: '0.018', status: 'OK', ditimbangAt: new Date('2026-11-23T02:05:00Z'), ditimbangBy: 'kasir1' },
    { ...base, noTimbang: 'TBK-2', kodeToko: 'CAB01', kodeBaki: 'B2', beratTimbang: '425.882', selisih: '-5.000', status: 'SELISIH', ditimbangAt: new Date('2026-11-23T09:30:00Z'), ditimbangBy: 'spv1' },
    { ...base, noTimbang: 'TBK-3', kodeToko: 'CAB01', kodeBaki: 'B3', status: 'PROSES' },
    { ...base, noTimbang: 'TBK-4', kodeToko: 'CAB02', kodeBaki: 'B1', beratTimbang: '430.882', selisih: '0', status: 'OK', ditimbangAt: new Date('2026-11-23T03:00:00Z'), ditimbangBy: 'x' },
  ]);
}

const args = (): ReportArgs => ({ db: db(), ctx: contextFor('owner', 'OWN'), filters: { tglFrom: '2026-11-23', tglTo: '2026-11-23', kodeToko: 'CAB01', values: {} } });

describe('tray weighing reports', () => {
  it('lists the saved weighings of the shop and day with who and when (Jakarta time)', async () => {
    await seed();
    expect(await reportPage(aktivitasTimbangBaki as unknown as ReportDefinition, args(), 1, 100)).toEqual([
      { no_timbang: 'TBK-1', ditimbang_at: '2026-11-23 09:05', ditimbang_by: 'kasir1', kode_gudang: 'G', kode_baki: 'B1', jumlah_barang: 3, status: 'OK' },
      { no_timbang: 'TBK-2', ditimbang_at: '2026-11-23 16:30', ditimbang_by: 'spv1', kode_gudang: 'G', kode_baki: 'B2', jumlah_barang: 3, status: 'SELISIH' },
    ]);
  });

  it('shows expected against weighed net and the difference', async () => {
    await seed();
    const rows = await reportPage(laporanTimbangBaki as unknown as ReportDefinition, args(), 1, 100);
    expect(rows.map((row) => [row.no_timbang, row.berat_barang, row.berat_timbang, row.berat_bersih, row.selisih, row.status])).toEqual([
      ['TBK-1', '18.382', '430.900', '18.400', '0.018', 'OK'],
      ['TBK-2', '18.382', '425.882', '13.382', '-5.000', 'SELISIH'],
    ]);
  });
});
