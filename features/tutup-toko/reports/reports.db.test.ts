import { addDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashAccountOf, SALES_ACCOUNT, TRX } from '@/lib/ledger/accounts';
import { postCashBookEntry } from '@/lib/ledger/cash-book';
import { closeShopDay } from '@/features/tutup-toko/services/closing';
import { postJournal } from '@/lib/ledger/post-journal';
import { postStockEntries } from '@/features/stock';
import { milligramsToGrams, toMilligrams } from '@/lib/format/grams';
import { reportPage, reportTotals } from '@/lib/reports/run-report';
import { visibleColumns, type ReportDefinition } from '@/lib/reports/definition';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { eodReport } from './eod';
import { keuanganAkhirHari } from './keuangan-akhir-hari';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any report's definition, whatever its row
const run = async (definition: ReportDefinition<any>, tglFrom: string, tglTo: string) => {
  const args = { db: db(), ctx: owner, filters: { tglFrom, tglTo, kodeToko: 'CAB02', values: {} } };
  const report = definition as unknown as ReportDefinition;
  return { rows: await reportPage(report, args, 1, 100), totals: (await reportTotals(report, args, visibleColumns(report, {}))).totals };
};

describe('Laporan Keuangan Akhir Hari and Laporan EOD', () => {
  it('per day: cash from the closing for a closed day, from the journal for an open one; stock per jenis with the day\'s sales', async () => {
    // Two days of CAB02 of their own (ten days ahead, nothing else on them).
    const [d1, d2] = [10, 11].map((n) => jakartaDay(addDays(new Date(), n)));
    const at = (day: string, time: string) => jakartaMoment(day, `${time}`);
    const cash = cashAccountOf('CAB02');
    const [{ s: opening }] = await rows<{ s: string }>(sql`select coalesce(sum(saldo), 0)::text as s from saldo_akun where nomor_akun = ${cash}`);
    const S = Number(opening);
    const [item] = await rows<{ kode_barcode: string; kode_dept: string; berat: string; kode_group: string; kadar: string }>(
      sql`select kode_barcode, kode_dept, berat::text, kode_group, kadar::text from barang where kode_toko = 'CAB02' and status = 'READY' order by kode_barcode limit 1`);
    const [stock] = await rows<{ qty: number; berat: string }>(sql`select qty, berat::text from saldo_stok where kode_toko = 'CAB02' and kode_dept = ${item.kode_dept}`);

    await db().transaction(async (tx) => {
      // d1: Rp 200.000 out (expense), a sale of Rp 3.000.000 in cash (both ledgers and its nota line), closed Rp 10.000 short.
      await postCashBookEntry(tx, { kodeToko: 'CAB02', kind: 'KAS', arah: 'KELUAR', kategori: 'BIAYA_OPERASIONAL', jumlah: 200_000, keterangan: 'Listrik', idempotencyKey: 'r-kas-1', createdBy: 'kasir2', tanggal: at(d1, '10:00:00') });
      await postJournal(tx, { kodeToko: 'CAB02', trx: TRX.PENJUALAN, keterangan: 'JL-R1', createdBy: 'kasir2', idempotencyKey: 'r-jual-1', tanggal: at(d1, '11:00:00'),
        lines: [{ nomorAkun: cash, debit: 3_000_000, kredit: 0 }, { nomorAkun: SALES_ACCOUNT, debit: 0, kredit: 3_000_000 }] });
      await postStockEntries(tx, { document: { kodeToko: 'CAB02', jenis: 'PENJUALAN', nomor: 'JL-R1' }, entries: [{ kind: 'SOLD', kodeBarcode: item.kode_barcode }], idempotencyKey: 'r-jual-1', createdBy: 'kasir2', at: at(d1, '11:00:00') });
      await tx.execute(sql`insert into penjualan (no_faktur_jual, kode_toko, tanggal, kode_sales, total_berat, subtotal, total_harga, bayar_tunai, uang_diterima, created_by, updated_by)
        values ('JL-R1', 'CAB02', ${at(d1, '11:00:00').toISOString()}::timestamptz, 'CAB02-S1', ${item.berat}, 3000000, 3000000, 3000000, 3000000, 'kasir2', 'kasir2')`);
      await tx.execute(sql`insert into penjualan_detail (no_faktur_jual, urutan, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, harga_per_gram, ongkos, harga_tetap, pembulatan, pembulatan_kebawah, harga_hitung, harga_jual)
        values ('JL-R1', 1, ${item.kode_barcode}, 'Cincin', ${item.kode_group}, ${item.kode_dept}, ${item.kadar}, ${item.berat}, 1000000, 0, false, 500, false, 3000000, 3000000)`);
      await closeShopDay(tx, { kodeToko: 'CAB02', tanggal: d1, kasFisik: S + 2_790_000, createdBy: 'spv2', disetujuiOleh: 'spv2', idempotencyKey: 'r-tutup-1', at: at(d1, '21:00:00') });
      // d2 (open): Rp 50.000 in (other income).
      await postCashBookEntry(tx, { kodeToko: 'CAB02', kind: 'KAS', arah: 'MASUK', kategori: 'PENDAPATAN_LAIN', jumlah: 50_000, keterangan: 'Jasa patri', idempotencyKey: 'r-kas-2', createdBy: 'kasir2', tanggal: at(d2, '09:00:00') });
    });

    const keuangan = await run(keuanganAkhirHari, d1, d2);
    expect(keuangan.rows).toEqual([
      // d1 closed: S + 3.000.000 − 200.000 = S + 2.800.000 expected, S + 2.790.000 counted, −10.000.
      { tanggal: d1, kas_awal: S, kas_masuk: 3_000_000, kas_keluar: 200_000, kas_akhir: S + 2_800_000, kas_fisik: S + 2_790_000, selisih: -10_000, ditutup_oleh: 'spv2' },
      // d2 open: opens with d1's count; + 50.000.
      { tanggal: d2, kas_awal: S + 2_790_000, kas_masuk: 50_000, kas_keluar: 0, kas_akhir: S + 2_840_000, kas_fisik: null, selisih: null, ditutup_oleh: null },
    ]);
    expect(keuangan.totals).toMatchObject({ kas_masuk: 3_050_000, kas_keluar: 200_000, selisih: -10_000 });

    const eod = await run(eodReport, d1, d2);
    const ofJenis = eod.rows.filter((row) => row.kode_dept === item.kode_dept);
    const w = toMilligrams(item.berat);
    const B0 = toMilligrams(stock.berat);
    const grams = (mg: bigint) => milligramsToGrams(mg);
    expect(ofJenis).toEqual([
      // d1: the opening is the stock now; one piece of the item's weight out, sold for Rp 3.000.000.
      expect.objectContaining({ tanggal: d1, qty_awal: stock.qty, berat_awal: grams(B0), qty_masuk: 0, berat_masuk: '0.000', qty_keluar: 1, berat_keluar: grams(w),
        qty_akhir: stock.qty - 1, berat_akhir: grams(B0 - w), qty_jual: 1, total_jual: 3_000_000, qty_beli: 0, total_beli: 0 }),
      // d2: nothing moved: opens and closes with d1's close.
      expect.objectContaining({ tanggal: d2, qty_awal: stock.qty - 1, berat_awal: grams(B0 - w), qty_keluar: 0, berat_keluar: '0.000', qty_akhir: stock.qty - 1, berat_akhir: grams(B0 - w), qty_jual: 0 }),
    ]);
    expect(eod.totals).toMatchObject({ qty_keluar: 1, berat_keluar: grams(w), qty_jual: 1, total_jual: 3_000_000 });
  });
});
