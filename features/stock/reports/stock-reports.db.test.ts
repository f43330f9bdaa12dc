import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { baki, gudang } from '@/features/stock/schema';
import { groupBarang, jenis, mutasiStok, stokDokumen } from '@/lib/db/schema/gram-ledger';
import { toko, users } from '@/lib/db/schema/shop';
import { postStockEntries, type StockEntryInput } from '@/lib/ledger/stock/post-stock-entries';
import { reportPage, reportTotals, runReport } from '@/lib/reports/run-report';
import { visibleColumns, type ReportDefinition } from '@/lib/reports/definition';
import { todayInJakarta } from '@/lib/format';
import { contextFor } from '@/tests/support/contexts';
import { useTestDatabase } from '@/tests/support/db';
import { closeOpname } from '../opname/services/close-opname';
import { scanOpname } from '../opname/services/scan-opname';
import { startOpname } from '../opname/services/start-opname';
import { barangSumary } from './barang-sumary';
import { barangSumaryPeriode } from './barang-sumary-periode';
import { kelompokBarang } from './kelompok-barang';
import { hancurBarang, pindahBarangReport, tambahBarang, terimaBarang } from './ledger-entry-reports';
import { stockOpnameReport } from './stock-opname';

const { db } = useTestDatabase({ demo: false });
const owner = contextFor('owner', 'OWN');

/**
 * CAB01 (warehouse G1, trays B1 and B2), jenis E75 and E99. Times are UTC; Jakarta is UTC+7.
 * 20 Sep: TB-A receives A1 E75 1.250, A2 E75 2.500, A3 E99 0.750 in B1.
 * 1 Oct 00:30 WIB: TB-B receives A4 E75 3.000 (B2), A5 E99 1.500 (B1).
 * 12 Oct: HB-1 destroys A3. 15 Oct: PB-1 moves A2 B1 → B2. 20 Oct: CAB02 sends X1 E75 2.000, received in B1 on 21 Oct.
 * 31 Oct 23:59 WIB: A1 sold. 1 Nov 00:00 WIB: A4 sold.
 */
async function seedLedger() {
  await db().insert(toko).values([{ kodeToko: 'PUSAT', namaToko: 'Pusat', appType: 'PUSAT' }, { kodeToko: 'CAB01', namaToko: 'Bandung' }, { kodeToko: 'CAB02', namaToko: 'Surabaya' }]);
  await db().insert(users).values({ userId: 'spv', level: 'SPV', kodeToko: 'CAB01', passwordHash: 'x' });
  await db().insert(groupBarang).values({ kodeGroup: 'CN', namaGroup: 'Cincin' });
  await db().insert(jenis).values([{ kodeDept: 'E75', namaDept: 'Emas 75', kadar: '75' }, { kodeDept: 'E99', namaDept: 'Emas 99', kadar: '99' }]);
  await db().insert(gudang).values([{ kodeToko: 'CAB01', kodeGudang: 'G1', namaGudang: 'Etalase' }, { kodeToko: 'CAB02', kodeGudang: 'G1', namaGudang: 'Etalase' }]);
  await db().insert(baki).values([
    { kodeToko: 'CAB01', kodeGudang: 'G1', kodeBaki: 'B1', namaBaki: 'Baki 1' }, { kodeToko: 'CAB01', kodeGudang: 'G1', kodeBaki: 'B2', namaBaki: 'Baki 2' },
    { kodeToko: 'CAB02', kodeGudang: 'G1', kodeBaki: 'B1', namaBaki: 'Baki 1' },
  ]);
  const item = (kodeBarcode: string, kodeToko: string, kodeDept: string, berat: string, kodeBaki: string) => ({
    kind: 'RECEIVED' as const,
    item: { kodeBarcode, kodeToko, kodeGroup: 'CN', kodeDept, kodeIntern: kodeBarcode, namaBarang: `Cincin ${kodeBarcode}`, berat, kadar: '75', hargaJual: 1000, kodeGudang: 'G1', kodeBaki },
  });
  const post = (kodeToko: string, kind: string, nomor: string, at: string, entries: StockEntryInput[]) =>
    db().transaction((tx) => postStockEntries(tx, { document: { kodeToko, jenis: kind, nomor }, entries, idempotencyKey: nomor, createdBy: 'tester', at: new Date(at) }));
  await post('CAB01', 'TAMBAH_BARANG', 'TB-A', '2026-09-20T03:00:00Z', [item('A1', 'CAB01', 'E75', '1.250', 'B1'), item('A2', 'CAB01', 'E75', '2.500', 'B1'), item('A3', 'CAB01', 'E99', '0.750', 'B1')]);
  await post('CAB02', 'TAMBAH_BARANG', 'TB-X', '2026-09-21T03:00:00Z', [item('X1', 'CAB02', 'E75', '2.000', 'B1')]);
  await post('CAB01', 'TAMBAH_BARANG', 'TB-B', '2026-09-30T17:30:00Z', [item('A4', 'CAB01', 'E75', '3.000', 'B2'), item('A5', 'CAB01', 'E99', '1.500', 'B1')]);
  await post('CAB01', 'HANCUR_BARANG', 'HB-1', '2026-10-12T03:00:00Z', [{ kind: 'DESTROYED', kodeBarcode: 'A3' }]);
  await post('CAB01', 'PINDAH_BARANG', 'PB-1', '2026-10-15T03:00:00Z', [{ kind: 'MOVED', kodeBarcode: 'A2', to: { kodeGudang: 'G1', kodeBaki: 'B2' } }]);
  await post('CAB02', 'KIRIM_BARANG', 'KB-1', '2026-10-20T03:00:00Z', [{ kind: 'SENT', kodeBarcode: 'X1', to: { kodeToko: 'CAB01' } }]);
  await post('CAB01', 'TERIMA_BARANG', 'TR-1', '2026-10-21T03:00:00Z', [{ kind: 'RECEIVED_FROM_SHOP', kodeBarcode: 'X1', to: { kodeGudang: 'G1', kodeBaki: 'B1' } }]);
  await post('CAB01', 'JUAL', 'FJ-1', '2026-10-31T16:59:00Z', [{ kind: 'SOLD', kodeBarcode: 'A1' }]);
  await post('CAB01', 'JUAL', 'FJ-2', '2026-10-31T17:00:00Z', [{ kind: 'SOLD', kodeBarcode: 'A4' }]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any report's definition, whatever its row
const run = async (definition: ReportDefinition<any>, kodeToko: string, tglFrom = '2026-10-01', tglTo = '2026-10-31', values: Record<string, string> = {}) => {
  const args = { db: db(), ctx: owner, filters: { tglFrom, tglTo, kodeToko, values } };
  const report = definition as unknown as ReportDefinition;
  const rows = await reportPage(report, args, 1, 100);
  const { totals } = await reportTotals(report, args, visibleColumns(report, values));
  return { rows, totals };
};

describe('stock reports', () => {
  it('back-dates a document and its entries when given a time', async () => {
    await seedLedger();
    const [document] = await db().select().from(stokDokumen).where(eq(stokDokumen.noDokumen, 'HB-1'));
    expect(document.createdAt.toISOString()).toBe('2026-10-12T03:00:00.000Z');
    const [entry] = await db().select().from(mutasiStok).where(eq(mutasiStok.dokumenId, document.id));
    expect(entry.createdAt.toISOString()).toBe('2026-10-12T03:00:00.000Z');
  });

  it('sums the stock per jenis from the balance, equal to the items', async () => {
    await seedLedger();
    // CAB01 now: A2 2.500 + X1 2.000 (E75), A5 1.500 (E99). CAB02 sent its only item.
    const { rows, totals } = await run(barangSumary, 'CAB01');
    expect(rows).toEqual([
      { kode_dept: 'E75', nama_dept: 'Emas 75', jumlah: 2, berat: '4.500' },
      { kode_dept: 'E99', nama_dept: 'Emas 99', jumlah: 1, berat: '1.500' },
    ]);
    expect(totals).toEqual({ jumlah: 3, berat: '6.000' });
    // Only READY items count in Kelompok Barang too: A2, A5 and X1, not the sold, destroyed ones.
    const kelompok = await run(kelompokBarang, 'CAB01', '', '', { kode_dept: 'ALL', group_by: 'NAMA_BARANG' });
    expect(kelompok.rows.map((row) => row.nama_barang)).toEqual(['Cincin A2', 'Cincin A5', 'Cincin X1']);
    expect(kelompok.totals).toMatchObject({ berat: '6.000', jumlah: 3 });
  });

  it('hides the summary from all but the owner while HIDE_SALDO_BARANG_SUMMARY is on', async () => {
    await seedLedger();
    const hidden = (ctx: SessionContext): SessionContext => ({ ...ctx, settings: { ...ctx.settings, HIDE_SALDO_BARANG_SUMMARY: 'true' } });
    const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
    await expect(runReport(barangSumary as unknown as ReportDefinition, hidden(spv), { cari: '1' })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(runReport(barangSumary as unknown as ReportDefinition, hidden(contextFor('su', 'SU')), { cari: '1' })).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await runReport(barangSumary as unknown as ReportDefinition, hidden(owner), {})).failed).toBe(false);
    expect((await runReport(barangSumary as unknown as ReportDefinition, spv, {})).failed).toBe(false);
  });

  it('gives opening, in, out and closing per jenis for Jakarta days', async () => {
    await seedLedger();
    const { rows, totals } = await run(barangSumaryPeriode, 'CAB01');
    // E75: opening A1 + A2 = 3.750 (2); in A4 3.000 (1 Oct 00:30 WIB) + X1 2.000; out A1 1.250 (31 Oct 23:59 WIB); A4's sale is November's.
    // E99: opening A3 0.750; in A5 1.500; out A3 0.750 (destroyed).
    expect(rows).toEqual([
      { kode_dept: 'E75', nama_dept: 'Emas 75', qty_awal: 2, berat_awal: '3.750', qty_masuk: 2, berat_masuk: '5.000', qty_keluar: 1, berat_keluar: '1.250', qty_akhir: 3, berat_akhir: '7.500' },
      { kode_dept: 'E99', nama_dept: 'Emas 99', qty_awal: 1, berat_awal: '0.750', qty_masuk: 1, berat_masuk: '1.500', qty_keluar: 1, berat_keluar: '0.750', qty_akhir: 1, berat_akhir: '1.500' },
    ]);
    expect(totals).toMatchObject({ qty_awal: 3, berat_awal: '4.500', qty_akhir: 4, berat_akhir: '9.000' });
    // CAB02 in October: X1 2.000 opening, sent away.
    expect((await run(barangSumaryPeriode, 'CAB02')).rows).toEqual([
      { kode_dept: 'E75', nama_dept: 'Emas 75', qty_awal: 1, berat_awal: '2.000', qty_masuk: 0, berat_masuk: '0.000', qty_keluar: 1, berat_keluar: '2.000', qty_akhir: 0, berat_akhir: '0.000' },
    ]);
  });

  it('lists the items added, destroyed, moved and received in the period', async () => {
    await seedLedger();
    const tambah = await run(tambahBarang, 'CAB01');
    expect(tambah.rows.map((row) => [row.no_dokumen, row.kode_barcode, row.kode_baki, row.berat])).toEqual([['TB-B', 'A4', 'B2', '3.000'], ['TB-B', 'A5', 'B1', '1.500']]);
    expect(tambah.totals).toEqual({ berat: '4.500' });
    expect((await run(tambahBarang, 'CAB01', '2026-09-01', '2026-09-30')).rows.map((row) => row.kode_barcode)).toEqual(['A1', 'A2', 'A3']);
    // Hancur Data Barang keeps the reason and the approver beside its document.
    await db().execute(sql`insert into hancur_barang (dokumen_id, kode_toko, no_dokumen, alasan, disetujui_oleh, created_by)
      select id, kode_toko, no_dokumen, 'Patah, dilebur', 'spv', created_by from stok_dokumen where no_dokumen = 'HB-1'`);
    const hancur = await run(hancurBarang, 'CAB01');
    expect(hancur.rows.map((row) => [row.no_dokumen, row.kode_barcode, row.nama_barang, row.kode_baki, row.berat, row.input_by, row.alasan, row.disetujui_oleh]))
      .toEqual([['HB-1', 'A3', 'Cincin A3', 'B1', '0.750', 'tester', 'Patah, dilebur', 'spv']]);
    const pindah = await run(pindahBarangReport, 'CAB01');
    expect(pindah.rows.map((row) => [row.no_dokumen, row.dari, row.ke, row.jumlah, row.berat])).toEqual([['PB-1', 'G1 / B1', 'G1 / B2', 1, '2.500']]);
    const terima = await run(terimaBarang, 'CAB01');
    expect(terima.rows.map((row) => [row.no_dokumen, row.kode_barcode, row.dari_toko, row.kode_baki, row.berat])).toEqual([['TR-1', 'X1', 'CAB02', 'B1', '2.000']]);
    expect((await run(terimaBarang, 'CAB02')).rows).toEqual([]);
  });

  it('shows each count with expected, found, missing, foreign and who closed it', async () => {
    await seedLedger();
    const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
    // B1 now holds A5 1.500 and X1 2.000; X1 and A2 (in B2) are scanned, A5 is missing.
    const { noOpname } = await startOpname({ ctx: spv, input: { kodeGudang: 'G1', kodeBaki: 'B1', idempotencyKey: 'opname-1' } });
    await scanOpname({ ctx: spv, input: { noOpname, barcodes: ['X1', 'A2'] } });
    await closeOpname({ ctx: spv, input: { noOpname } });
    // A second count, of B2 (A2 2.500), still open with nothing scanned: each row counts its own items only.
    const second = await startOpname({ ctx: spv, input: { kodeGudang: 'G1', kodeBaki: 'B2', idempotencyKey: 'opname-2' } });
    const today = todayInJakarta();
    const { rows, totals } = await run(stockOpnameReport, 'CAB01', today, today);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      no_opname: second.noOpname, kode_baki: 'B2', status: 'OPEN', qty_expected: 1, berat_expected: '2.500', qty_ditemukan: 0, berat_ditemukan: '0',
      qty_hilang: 1, berat_hilang: '2.500', qty_asing: 0, ditutup_oleh: '', tgl_tutup: null,
    });
    expect(totals).toMatchObject({ qty_expected: 3, berat_expected: '6.000', qty_hilang: 2, berat_hilang: '4.000', qty_asing: 1 });
    expect(rows[0]).toMatchObject({
      no_opname: noOpname, kode_gudang: 'G1', kode_baki: 'B1', status: 'CLOSED', qty_expected: 2, berat_expected: '3.500', qty_ditemukan: 1,
      berat_ditemukan: '2.000', qty_hilang: 1, berat_hilang: '1.500', qty_asing: 1, ditutup_oleh: 'spv',
    });
    expect(rows[0].tgl_tutup).toBeInstanceOf(Date);
  });
});
