import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import { receiveTestItems } from '@/tests/support/sale-fixtures';
import { priceSaleItem } from '@/features/penjualan/services/sale-form';
import { findSampleLoans, lendSampleItem, returnSampleItem, scanSampleItem } from './sample-loans';
import { takePesanan } from './take-pesanan';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = contextFor('kasir', 'KASIR', shop);
const kasirLain = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const hiding = (ctx: SessionContext, ...paths: string[]) => ({ ...ctx, user: { ...ctx.user, userId: `${ctx.user.userId}-hidden` }, hiddenMenuKeys: new Set(paths) });
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const order = {
  idempotencyKey: 'contoh-order-0001', namaCustomer: 'Dewi Lestari', alamatCustomer: '', noHpCustomer: '081298765432', kodeSales: 'CAB01-S1', tglTarget: '2030-01-01', bayarTunai: '500000',
  lines: [{ deskripsi: 'Cincin seperti contoh', kodeDept: 'P18', kadar: '75', berat: '3.000', ongkos: '0', aturanHarga: 'TETAP' as const, hargaTetap: '2750000' }],
};
const itemRow = async () => (await db().execute(sql`select status, kode_gudang, kode_baki from barang where kode_barcode = 'CT00001'`)).rows[0];
const loans = async () => (await db().execute(sql`select status from pinjam_contoh`)).rows;

beforeEach(async () => {
  await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('P18', 1000000, 900000, 'tester')`);
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().transaction((tx) => receiveTestItems(tx, 'CT', 1));
});

describe('Ambil Barang Contoh', () => {
  it('lends a tray item for an open order once, keeps it from the sale, and returns it to its tray once; no journal', async () => {
    const { noPesanan } = await takePesanan({ ctx: kasir, input: order });
    const journalsBefore = (await db().execute(sql`select count(*)::int as n from jurnal`)).rows;
    expect(await scanSampleItem({ ctx: kasir, input: { barcode: 'ct00001' } })).toMatchObject({ kodeBarcode: 'CT00001', berat: '1.001', kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-CC1' });
    expect((await findSampleLoans({ ctx: kasir })).orders.map((row) => row.noPesanan)).toContain(noPesanan);

    const form = { idempotencyKey: 'lend-form-0001', kodeBarcode: 'ct00001', noPesanan };
    const loan = await lendSampleItem({ ctx: kasir, input: form });
    expect(loan).toMatchObject({ noPesanan, kodeBarcode: 'CT00001', asalGudang: 'CAB01-ETALASE', asalBaki: 'BAKI-CC1', status: 'DIPINJAM' });
    expect(loan.noPinjam).toMatch(/^ACT-CAB01-/);
    // A double click answers the first loan.
    expect((await lendSampleItem({ ctx: kasir, input: form })).noPinjam).toBe(loan.noPinjam);
    expect(await itemRow()).toEqual({ status: 'ON_LOAN', kode_gudang: 'CONTOH', kode_baki: noPesanan });
    expect(await refusal(priceSaleItem({ ctx: kasir, input: { barcode: 'CT00001' } }))).not.toBe('not refused');
    expect(await refusal(scanSampleItem({ ctx: kasir, input: { barcode: 'CT00001' } }))).toBe('stokBarangTidakDitemukan');
    expect(await refusal(lendSampleItem({ ctx: kasir, input: { ...form, idempotencyKey: 'lend-form-0002' } }))).toBe('stokBarangTidakTersedia');
    expect((await findSampleLoans({ ctx: kasir })).loans).toMatchObject([{ noPinjam: loan.noPinjam, noPesanan, namaCustomer: 'Dewi Lestari', kodeBarcode: 'CT00001' }]);
    expect((await findSampleLoans({ ctx: kasirLain })).loans).toEqual([]);
    expect(await refusal(returnSampleItem({ ctx: kasirLain, input: { idempotencyKey: 'back-form-0001', noPinjam: loan.noPinjam } }))).toBe('contohTidakDitemukan');

    const back = await returnSampleItem({ ctx: kasir, input: { idempotencyKey: 'back-form-0001', noPinjam: loan.noPinjam } });
    expect(back).toMatchObject({ status: 'KEMBALI', dikembalikanOleh: 'kasir' });
    expect(back.noKembali).toMatch(/^KCT-CAB01-/);
    expect((await returnSampleItem({ ctx: kasir, input: { idempotencyKey: 'back-form-0002', noPinjam: loan.noPinjam } })).noKembali).toBe(back.noKembali);
    expect(await itemRow()).toEqual({ status: 'READY', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1' });
    expect((await db().execute(sql`select jenis_mutasi from mutasi_stok where kode_barcode = 'CT00001' order by id`)).rows.map((row) => row.jenis_mutasi))
      .toEqual(['RECEIVED', 'SAMPLE_LENT', 'SAMPLE_RETURNED']);
    expect((await db().execute(sql`select count(*)::int as n from jurnal`)).rows).toEqual(journalsBefore);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('refuses a hidden screen, another shop\'s order or item, a closed order and bad input, writing nothing', async () => {
    const { noPesanan } = await takePesanan({ ctx: kasir, input: order });
    const form = { idempotencyKey: 'lend-form-0003', kodeBarcode: 'CT00001', noPesanan };
    const hidden = hiding(kasir, '/ambil-barang-contoh');
    for (const call of [findSampleLoans({ ctx: hidden }), scanSampleItem({ ctx: hidden, input: { barcode: 'CT00001' } }), lendSampleItem({ ctx: hidden, input: form }),
      returnSampleItem({ ctx: hidden, input: { idempotencyKey: 'back-form-0003', noPinjam: 'ACT-1' } })]) {
      await expect(call).rejects.toMatchObject({ kind: 'forbidden' });
    }
    expect(await refusal(lendSampleItem({ ctx: kasirLain, input: form }))).toBe('pesananTidakDitemukan');
    expect(await refusal(lendSampleItem({ ctx: kasir, input: { ...form, kodeBarcode: 'TIDAKADA' } }))).toBe('stokBarangTidakDitemukan');
    expect(await refusal(lendSampleItem({ ctx: kasir, input: { ...form, kodeBarcode: '' } }))).toBe('contohBarcodeWajib');
    expect(await refusal(lendSampleItem({ ctx: kasir, input: { ...form, noPesanan: ' ' } }))).toBe('contohPesananWajib');
    await db().execute(sql`update pesanan set status = 'BATAL' where no_pesanan = ${noPesanan}`);
    expect(await refusal(lendSampleItem({ ctx: kasir, input: form }))).toBe('pesananSudahSelesai');
    expect(await loans()).toEqual([]);
    expect(await itemRow()).toEqual({ status: 'READY', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1' });
  });
});
