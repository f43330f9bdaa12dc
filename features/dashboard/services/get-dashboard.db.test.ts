import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { bringCashTo } from '@/tests/support/cash';
import { useDemoDatabase } from '@/tests/support/db';
import { cancelOrder, takeOrder, type OrderLine } from '@/features/pesanan/kernel';
import { cancelRepair, completeRepair, receiveRepair } from '@/features/service/kernel';
import { getDashboard } from './get-dashboard';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });

// 12 January 2027 in Jakarta: 09:00 the documents, 15:00 the dashboard is read.
const AT = new Date('2027-01-12T02:00:00Z');
const NOW = new Date('2027-01-12T08:00:00Z');
const ring: OrderLine = { deskripsi: 'Cincin ukir nama', kodeDept: 'P18', kadar: '75', berat: '5.000', ongkos: 150_000, aturanHarga: 'GRAM' };
const fixed: OrderLine = { deskripsi: 'Liontin', kodeDept: 'P18', kadar: '75', berat: '3.000', ongkos: 0, aturanHarga: 'TETAP', hargaTetap: 2_750_000 };

const order = (line: OrderLine, key: string) => db().transaction((tx) => takeOrder(tx, {
  kodeToko: 'CAB01', kodeSales: 'CAB01-S1', namaCustomer: 'Dewi', alamatCustomer: 'Bandung', noHpCustomer: '081298765432', tglTarget: '2027-02-01',
  lines: [line], rules: { step: 500, down: false, ppnPersen: '1.1' }, bayarTunai: 100_000, bayarTransfer: 0, idempotencyKey: key, createdBy: 'kasir1', at: AT,
}));
const ticket = (key: string) => db().transaction((tx) => receiveRepair(tx, {
  kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: key, namaCustomer: 'Dewi', alamatCustomer: 'Bandung', noHpCustomer: '081299990000', kodeTukang: null,
  estimasiBiaya: 200_000, tglEstimasi: '2027-01-17', uangMuka: { bayarTunai: 0, bayarTransfer: 0 }, at: AT,
  pieces: [{ deskripsi: 'Patri kalung', kodeGroup: 'KL', kodeDept: 'P18', berat: '5.125' }, { deskripsi: 'Cuci cincin', kodeGroup: 'CC', kodeDept: 'P18', berat: '2.000' }],
}));

describe('the dashboard reads the orders and repairs the counter kernels write', () => {
  it('counts today\'s orders and repairs (cancelled ones left out) in positions 2 and 3, and the repairs in the monthly services series', async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_at, created_by) values ('P18', 1000000, 900000, '2027-01-09T00:00:00Z', 'tester')`);
    // Orders: Rp 5.206.650 (5,000 g) and Rp 2.780.250 (3,000 g); a third cancelled.
    await order(ring, 'd-1');
    await order(fixed, 'd-2');
    const cancelled = await order(fixed, 'd-3');
    await db().transaction((tx) => cancelOrder(tx, {
      kodeToko: 'CAB01', noPesanan: cancelled.noPesanan, uangKembali: 100_000, alasan: 'Batal', disetujuiOleh: 'spv1', idempotencyKey: 'd-3-batal', createdBy: 'spv1', at: AT,
    }));
    // Repairs of 7,125 g each: one completed (work Rp 150.000, +0,250 g of gold at Rp 1.000.000: Rp 400.000), one still at the
    // estimate (Rp 200.000), a third cancelled.
    const done = await ticket('d-sv-1');
    await db().transaction((tx) => completeRepair(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'd-sv-1-selesai', noService: done.noService, biayaAkhir: 150_000, at: AT,
      weights: [{ urutan: 1, beratKeluar: '5.375' }, { urutan: 2, beratKeluar: '2.000' }],
    }));
    await ticket('d-sv-2');
    const dropped = await ticket('d-sv-3');
    await db().transaction((tx) => cancelRepair(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'd-sv-3-batal', noService: dropped.noService, alasan: 'Batal', uangMuka: 'KEMBALI', disetujuiOleh: 'spv1', at: AT,
    }));

    const dashboard = await getDashboard({ ctx: kasir, input: { allShops: false, now: NOW } });
    expect(dashboard.today).toBe('2027-01-12');
    expect(Object.keys(dashboard.todayFigures)).toEqual(['penjualan', 'pembelian', 'pesanan', 'service']);
    expect(dashboard.todayFigures.pesanan).toEqual({ count: 2, value: 7_986_900, grams: '8.000' });
    expect(dashboard.todayFigures.service).toEqual({ count: 2, value: 600_000, grams: '14.250' });
    expect(dashboard.monthly[0].service).toEqual({ value: 600_000, grams: '14.250' });
    expect(dashboard.monthly[1].service).toEqual({ value: 0, grams: '0.000' });
  });
});
