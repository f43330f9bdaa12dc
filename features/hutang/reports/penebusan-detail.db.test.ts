import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '@/lib/reports/definition';
import { formatCell } from '@/lib/reports/format-cell';
import { runReport } from '@/lib/reports/run-report';
import { bringCashTo } from '@/tests/support/cash';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { postLoans, type Loan } from '../counter/post-loans';
import { cancelRedemption, redeemLoans } from '../counter/settle-loan';
import { penebusanDetail } from './penebusan-detail';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');

const loan = (no: string): Loan => ({
  noFakturHutang: no, kodeSales: 'CAB01-S1', namaCustomer: `Nasabah ${no.slice(-1)}`, alamatCustomer: 'Jl. Melati 5', noHpCustomer: '0812', noKtp: '3273',
  jumlahHutang: 5_000_000, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7, bayarTunai: 5_000_000, bayarTransfer: 0,
  items: [{ kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 }],
});
const PAID = new Date('2027-02-04T04:00:00Z');

describe('Laporan Penebusan Detail reads the redemptions as charged', () => {
  it('shows a counter redemption from its settlement (discount taken off), leaves out a cancelled one, and keeps an older row from tgl_lunas', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    await db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'lend-r', loans: [loan('HT-RPT-1'), loan('HT-RPT-2')],
      at: new Date('2027-01-10T03:00:00Z') }));
    // 25 days × Rp 4.167 = 104.175, less a discount of 4.175: Rp 100.000 interest, Rp 5.100.000 paid.
    await db().transaction((tx) => redeemLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'r-1', at: PAID,
      redemptions: [{ noFakturHutang: 'HT-RPT-1', diskonBunga: 4_175, diskonDisetujuiOleh: 'spv1', bayarTunai: 5_100_000, bayarTransfer: 0 }] }));
    const [cancelled] = (await db().transaction((tx) => redeemLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'r-2', at: PAID,
      redemptions: [{ noFakturHutang: 'HT-RPT-2', bayarTunai: 5_104_175, bayarTransfer: 0 }] }))).settlements;
    await db().transaction((tx) => cancelRedemption(tx, { kodeToko: 'CAB01', createdBy: 'spv1', idempotencyKey: 'b-2', noPelunasan: cancelled.noPelunasan,
      alasan: 'Salah', disetujuiOleh: 'spv1', at: PAID }));
    // An older row (the demo's): a master-list customer, tgl_lunas and no settlement. 1 Jan → 4 Feb 2027 = 34 days × Rp 8.350 = 283.900.
    await db().execute(sql`insert into hutang (no_faktur_hutang, kode_toko, kode_customer, kode_sales, tgl_hutang, jumlah_hutang, bunga, bunga_rp, tgl_lunas, status)
      select 'HT-RPT-0', 'CAB01', kode_customer, 'CAB01-S1', '2027-01-01 10:00+07', 10000000, 2.50, 8350, '2027-02-04 09:00+07', 'LUNAS' from customer where kode_toko = 'CAB01' order by 1 limit 1`);
    const [{ nama }] = (await db().execute(sql`select nama_customer as nama from customer where kode_toko = 'CAB01' order by kode_customer limit 1`)).rows as { nama: string }[];

    const run = await runReport(penebusanDetail as unknown as ReportDefinition, owner, { tgl_from: '2027-02-04', tgl_to: '2027-02-04', kode_toko: 'CAB01', sort_by: 'no_faktur_hutang', cari: '1' });
    expect(run.failed).toBe(false);
    const shown = run.rows.map((row) => [row.no_faktur_hutang, row.nama_customer, row.lama_pinjam, formatCell(row.bunga_pinjam, 'money'),
      formatCell(row.bunga_aktual, 'percent'), formatCell(row.total_bayar, 'money')]);
    expect(shown).toEqual([
      // 100 × 283.900 × 30 / 34 / 10.000.000 = 2,505 % → 2,51 %.
      ['HT-RPT-0', nama, 34, 'Rp. 283.900', '2,51 %', 'Rp. 10.283.900'],
      // 100 × 100.000 × 30 / 25 / 5.000.000 = 2,40 %.
      ['HT-RPT-1', 'Nasabah 1', 25, 'Rp. 100.000', '2,40 %', 'Rp. 5.100.000'],
    ]);
  });
});
