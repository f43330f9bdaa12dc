import { describe, expect, it } from 'vitest';
import { penjualan, penjualanDetail } from '@/features/penjualan/schema';
import type { ReportDefinition } from '@/lib/reports/definition';
import { runReport } from '@/lib/reports/run-report';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { penjualanDetailReport } from './penjualan-detail';
import { penjualanPerFaktur } from './penjualan-per-faktur';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });

const line = (noFakturJual: string, urutan: number, kodeBarcode: string, berat: string, hargaPerGram: number, ongkos: number, hargaHitung: number, hargaJual: number, disetujuiOleh: string | null = null) => ({
  noFakturJual, urutan, kodeBarcode, namaBarang: `Barang ${kodeBarcode}`, kodeGroup: 'CC', kodeDept: 'P18', kadar: '75.00', berat, hargaPerGram, ongkos,
  hargaTetap: false, pembulatan: 500, pembulatanKebawah: false, hargaHitung, hargaJual, disetujuiOleh,
});

/**
 * Three sales of CAB01 on 12 February 2020 (a day before the demo's history), written as rows so the figures are known:
 * JL-A at 10:05 Jakarta: 2 lines, cash; JL-B at 14:30: 1 line with a changed price, split cash + transfer + card, PPN
 * 1,1 %; JL-C at 16:00: cancelled. Another shop's sale the same day must not show.
 */
async function seedSales() {
  const header = (no: string, kodeToko: string, jakartaTime: string, fields: Partial<typeof penjualan.$inferInsert>) => ({
    noFakturJual: no, kodeToko, tanggal: new Date(`2020-02-12T${jakartaTime}:00+07:00`), kodeSales: `${kodeToko}-S1`, totalBerat: '0', subtotal: 0,
    totalHarga: 0, createdBy: 'kasir', updatedBy: 'kasir', ...fields,
  });
  await db().insert(penjualan).values([
    // 2,000 g × 1.000.000 + 150.000 = 2.150.000; 1,250 g × 1.000.000 + 100.000 = 1.350.000 → subtotal 3.500.000.
    header('JL-A', 'CAB01', '10:05', { namaCustomer: 'Ayu', totalBerat: '3.250', subtotal: 3_500_000, totalHarga: 3_500_000, bayarTunai: 3_500_000, uangDiterima: 3_600_000 }),
    // 3,333 g × 1.000.000 + 200.000 = 3.533.000 → 3.533.000 (already a multiple of 500), charged 3.600.000 (approved by spv);
    // PPN 1,1 % of 3.600.000 = 39.600 → total 3.639.600 = 1.000.000 cash + 2.000.000 transfer + 639.600 card.
    header('JL-B', 'CAB01', '14:30', {
      namaCustomer: 'Bayu', totalBerat: '3.333', subtotal: 3_600_000, ppnPersen: '1.10', ppn: 39_600, totalHarga: 3_639_600,
      bayarTunai: 1_000_000, uangDiterima: 1_000_000, bayarTransfer: 2_000_000, bayarKartu: 639_600,
    }),
    header('JL-C', 'CAB01', '16:00', { totalBerat: '1.000', subtotal: 1_100_000, totalHarga: 1_100_000, bayarTunai: 1_100_000, uangDiterima: 1_100_000, status: 'BATAL', dibatalkanAt: new Date('2020-02-12T09:30:00Z'), alasanBatal: 'Salah barang' }),
    header('JL-D', 'CAB02', '11:00', { totalBerat: '1.000', subtotal: 1_100_000, totalHarga: 1_100_000, bayarTunai: 1_100_000, uangDiterima: 1_100_000 }),
  ]);
  await db().insert(penjualanDetail).values([
    line('JL-A', 1, 'CAB01000010', '2.000', 1_000_000, 150_000, 2_150_000, 2_150_000),
    line('JL-A', 2, 'CAB01000011', '1.250', 1_000_000, 100_000, 1_350_000, 1_350_000),
    line('JL-B', 1, 'CAB01000012', '3.333', 1_000_000, 200_000, 3_533_000, 3_600_000, 'spv'),
    line('JL-C', 1, 'CAB01000013', '1.000', 1_000_000, 100_000, 1_100_000, 1_100_000),
    line('JL-D', 1, 'CAB02000010', '1.000', 1_000_000, 100_000, 1_100_000, 1_100_000),
  ]);
}

const filters = (status: string, kode_toko = 'CAB01') => ({ tgl_from: '2020-02-12', tgl_to: '2020-02-12', kode_toko, status, cari: '1' });

describe('Laporan Penjualan Per Faktur', () => {
  it('one row per active sale in time order, pieces, weights, PPN and each payment kind, totals of the rows shown', async () => {
    await seedSales();
    const run = await runReport(penjualanPerFaktur as unknown as ReportDefinition, owner, filters('AKTIF'));
    expect(run.failed).toBe(false);
    expect(run.rows).toEqual([
      { no_faktur_jual: 'JL-A', waktu: '2020-02-12 10:05', kode_sales: 'CAB01-S1', nama_customer: 'Ayu', pcs: 2, total_berat: '3.250', subtotal: 3_500_000, ppn: 0,
        total_harga: 3_500_000, bayar_tunai: 3_500_000, bayar_transfer: 0, bayar_kartu: 0, status: 'AKTIF' },
      { no_faktur_jual: 'JL-B', waktu: '2020-02-12 14:30', kode_sales: 'CAB01-S1', nama_customer: 'Bayu', pcs: 1, total_berat: '3.333', subtotal: 3_600_000, ppn: 39_600,
        total_harga: 3_639_600, bayar_tunai: 1_000_000, bayar_transfer: 2_000_000, bayar_kartu: 639_600, status: 'AKTIF' },
    ]);
    // 3.250 + 3.333 = 6.583 g; 3.500.000 + 3.639.600 = 7.139.600, of which cash 4.500.000, transfer 2.000.000, card 639.600.
    expect(run.totals).toEqual({
      pcs: 3, total_berat: '6.583', subtotal: 7_100_000, ppn: 39_600, total_harga: 7_139_600, bayar_tunai: 4_500_000, bayar_transfer: 2_000_000, bayar_kartu: 639_600,
    });
  });

  it('shows the cancelled sales apart; a branch cashier sees only his shop whatever the URL says', async () => {
    await seedSales();
    const cancelled = await runReport(penjualanPerFaktur as unknown as ReportDefinition, owner, filters('BATAL'));
    expect(cancelled.rows.map((row) => [row.no_faktur_jual, row.status, row.total_harga])).toEqual([['JL-C', 'BATAL', 1_100_000]]);
    expect(cancelled.totals.total_harga).toBe(1_100_000);
    const own = await runReport(penjualanPerFaktur as unknown as ReportDefinition, kasir, filters('AKTIF', 'CAB02'));
    expect(own.rows.map((row) => row.no_faktur_jual)).toEqual(['JL-A', 'JL-B']);
  });
});

describe('Laporan Penjualan Detail', () => {
  it('one row per line with its price snapshot and approver; totals add up to the per-invoice subtotal', async () => {
    await seedSales();
    const run = await runReport(penjualanDetailReport as unknown as ReportDefinition, owner, filters('AKTIF'));
    expect(run.rows).toEqual([
      { no_faktur_jual: 'JL-A', kode_barcode: 'CAB01000010', nama_barang: 'Barang CAB01000010', kode_dept: 'P18', berat: '2.000', harga_per_gram: 1_000_000,
        ongkos: 150_000, harga_hitung: 2_150_000, harga_jual: 2_150_000, disetujui_oleh: null },
      { no_faktur_jual: 'JL-A', kode_barcode: 'CAB01000011', nama_barang: 'Barang CAB01000011', kode_dept: 'P18', berat: '1.250', harga_per_gram: 1_000_000,
        ongkos: 100_000, harga_hitung: 1_350_000, harga_jual: 1_350_000, disetujui_oleh: null },
      { no_faktur_jual: 'JL-B', kode_barcode: 'CAB01000012', nama_barang: 'Barang CAB01000012', kode_dept: 'P18', berat: '3.333', harga_per_gram: 1_000_000,
        ongkos: 200_000, harga_hitung: 3_533_000, harga_jual: 3_600_000, disetujui_oleh: 'spv' },
    ]);
    // Charged 2.150.000 + 1.350.000 + 3.600.000 = 7.100.000 = the per-invoice subtotal; computed 7.033.000.
    expect(run.totals).toEqual({ berat: '6.583', ongkos: 450_000, harga_hitung: 7_033_000, harga_jual: 7_100_000 });
  });
});
