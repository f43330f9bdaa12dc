import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paraSystem } from '@/lib/db/schema/shop';
import { pembelian, pembelianDetail } from '@/features/pembelian/schema';
import type { ReportDefinition } from '@/lib/reports/definition';
import { formatCell } from '@/lib/reports/format-cell';
import { runReport } from '@/lib/reports/run-report';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { pembelianPerFaktur } from './pembelian-per-faktur';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');

describe('Laporan Pembelian Per Faktur: §9 percentage against the market price of the row\'s own karat', () => {
  it('shows (harga_emas − price per gram) / harga_emas for each karat, half up to 2 decimals', async () => {
    // The 24K global price would give every lower karat a large margin: it must not be read.
    await db().update(paraSystem).set({ value: '1000000' }).where(eq(paraSystem.key, 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE'));
    const purchase = (no: string, namaBarang: string, hargaEmas: number, berat: string, harga: number) => ({
      header: {
        noFakturBeli: no, kodeToko: 'CAB01', tanggal: new Date('2020-02-12T03:00:00Z'), kodeSales: 'CAB01-S1', totalBerat: berat, totalHarga: harga,
        bayarTunai: harga, createdBy: 'owner', updatedBy: 'owner',
      },
      line: { noFakturBeli: no, urutan: 1, kondisi: 'BAGUS', kelompokHarga: 'TOKO', kodeGroup: 'CC', namaBarang, hargaEmas, beratNota: berat, berat, hargaNota: harga, harga },
    });
    const purchases = [
      // 24K at Rp 1.000.000/g: Rp 1.860.000 for 2,000 g is Rp 930.000/g; 70.000 / 1.000.000 = 7,00 %.
      purchase('PB-KARAT-1', 'Cincin 24K', 1_000_000, '2.000', 1_860_000),
      // 17K at Rp 710.000/g: Rp 1.980.000 for 3,000 g is Rp 660.000/g; 50.000 / 710.000 = 7,0422… % → 7,04 %
      // (against the 24K price it would read 34,00 %).
      purchase('PB-KARAT-2', 'Cincin 17K', 710_000, '3.000', 1_980_000),
      // 17K again: Rp 200.000 for 0,333 g is Rp 600.600,6006…/g → Rp 600.601; 109.399 / 710.000 = 15,4083… % → 15,41 %.
      purchase('PB-KARAT-3', 'Liontin 17K', 710_000, '0.333', 200_000),
      // 8K at Rp 400.000/g: Rp 350.060 for 1,000 g; 49.940 / 400.000 = 12,485 % exactly → 12,49 % half up
      // (half to even, or a float's 12,48499…, would show 12,48 %).
      purchase('PB-KARAT-4', 'Anting 8K', 400_000, '1.000', 350_060),
    ];
    await db().insert(pembelian).values(purchases.map((p) => p.header));
    await db().insert(pembelianDetail).values(purchases.map((p) => p.line));

    const run = await runReport(pembelianPerFaktur as unknown as ReportDefinition, owner, {
      tgl_from: '2020-02-12', tgl_to: '2020-02-12', kode_toko: 'CAB01', kode_group: 'ALL', kelompok_harga: 'ALL', kondisi: 'ALL', cari: '1',
    });
    expect(run.failed).toBe(false);
    const shown = run.rows.map((row) => [row.no_faktur_beli, formatCell(row.harga_per_gram, 'money'), formatCell(row.persentase, 'percent')]);
    expect(shown).toEqual([
      ['PB-KARAT-1', 'Rp. 930.000', '7,00 %'],
      ['PB-KARAT-2', 'Rp. 660.000', '7,04 %'],
      ['PB-KARAT-3', 'Rp. 600.601', '15,41 %'],
      ['PB-KARAT-4', 'Rp. 350.060', '12,49 %'],
    ]);
  });
});
