import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { postPembelian } from '@/features/pembelian/services/post-pembelian';
import { postSale } from '@/features/penjualan/services/post-sale';
import { priceSaleItem } from '@/features/penjualan/services/sale-form';
import { postCashBook } from './cash-book';
import { findNonCash, matchNonCash } from './validasi-non-tunai';

const { db } = useDemoDatabase();
const on = <T extends ReturnType<typeof contextFor>>(ctx: T) => ({ ...ctx, settings: { ...ctx.settings, VALIDASI_NON_CASH_MODULE: 'true' } });
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = on(contextFor('kasir', 'KASIR', shop));
const spv = on(contextFor('spv', 'SPV', shop));
const spv2 = on(contextFor('spv2', 'SPV', { kodeToko: 'CAB02', appType: 'CABANG' }));
const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

describe('Validasi Non Tunai', () => {
  it('lists the day\'s transfer and card payments of sales, buybacks and the bank book; a supervisor marks them matched, once, kept', async () => {
    const [rekening] = await rows<{ no_rekening: string; nama_rekening: string }>(sql`select no_rekening, nama_rekening from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`);
    // Money into the bank book first (Rp 5.000.000), so the buyback's transfer never takes the account below zero.
    const bank = await postCashBook({ ctx: kasir, input: { kind: 'BANK', arah: 'MASUK', kategori: 'PENDAPATAN_LAIN', jumlah: 5_000_000, keterangan: 'Setoran',
      rekening: rekening.no_rekening, idempotencyKey: 'non-tunai-bank-1' } });
    // A sale paid Rp 1.000.000 by transfer, Rp 500.000 by card, the rest in cash.
    const [{ kode_barcode: code }] = await rows<{ kode_barcode: string }>(sql`select b.kode_barcode from barang b where b.kode_toko = 'CAB01' and b.status = 'READY'
      and not b.harga_tetap and exists (select 1 from harga_emas h where h.kode_dept = b.kode_dept) order by b.kode_barcode limit 1`);
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: code } });
    const sale = await postSale({ ctx: kasir, input: {
      lines: [{ barcode: code, hargaHitung: line.hargaHitung, hargaJual: line.hargaHitung }], kodeSales: 'CAB01-S1', namaCustomer: 'Bu Transfer',
      bayarTransfer: 1_000_000, noRekeningTransfer: rekening.no_rekening, bayarKartu: 500_000, noRekeningKartu: rekening.no_rekening,
      uangDiterima: line.hargaHitung - 1_500_000, idempotencyKey: 'non-tunai-sale-1' } });
    // An outside item bought back, all by transfer: 2.950 g × Rp 1.420.000 (HB-18K) = Rp 4.189.000.
    const buyback = await postPembelian({ ctx: kasir, input: {
      kodeBaki: 'BAKI-BELI', kodeSales: 'CAB01-S1', namaCustomer: 'Pak Transfer', alamatCustomer: 'Jl. Braga 2', noHpCustomer: '08123450000',
      idempotencyKey: 'non-tunai-beli-1', bayarTunai: '0', bayarTransfer: '4189000', noRekeningTransfer: rekening.no_rekening,
      lines: [{ kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Luar', kondisi: 'KUSAM', kelompokHarga: 'LUAR', kodeHarga: 'HB-18K',
        beratNota: '3.000', berat: '2.950', hargaNota: '5000000', tujuan: 'HANCUR' }] } });
    expect(buyback.total).toBe(4_189_000);

    const listed = await findNonCash({ ctx: kasir, input: {} });
    expect(listed.canMatch).toBe(false);
    const mine = listed.rows.filter((row) => [sale.nomor, buyback.nomor, bank.jurnal.noJurnal].includes(row.dokumen))
      .map(({ sumber, dokumen, arah, jumlah, noRekening, namaRekening, cocokOleh }) => ({ sumber, dokumen, arah, jumlah, noRekening, namaRekening, cocokOleh }));
    const account = { noRekening: rekening.no_rekening, namaRekening: rekening.nama_rekening, cocokOleh: null };
    expect(mine).toEqual([
      { sumber: 'UANG_BANK', dokumen: bank.jurnal.noJurnal, arah: 'MASUK', jumlah: 5_000_000, ...account },
      { sumber: 'PENJUALAN_KARTU', dokumen: sale.nomor, arah: 'MASUK', jumlah: 500_000, ...account },
      { sumber: 'PENJUALAN_TRANSFER', dokumen: sale.nomor, arah: 'MASUK', jumlah: 1_000_000, ...account },
      { sumber: 'PEMBELIAN_TRANSFER', dokumen: buyback.nomor, arah: 'KELUAR', jumlah: 4_189_000, ...account },
    ]);

    // A cashier cannot mark; another shop's supervisor marks nothing of CAB01; the supervisor marks two.
    await expect(matchNonCash({ ctx: kasir, input: { items: [{ sumber: 'PENJUALAN_TRANSFER', dokumen: sale.nomor }] } })).rejects.toMatchObject({ messageKey: 'nonTunaiCocokDitolak' });
    expect(await matchNonCash({ ctx: spv2, input: { items: [{ sumber: 'PENJUALAN_TRANSFER', dokumen: sale.nomor }] } })).toEqual({ dicocokkan: 0 });
    await expect(matchNonCash({ ctx: spv, input: { items: [] } })).rejects.toMatchObject({ messageKey: 'nonTunaiPilihDulu' });
    expect(await matchNonCash({ ctx: spv, input: { items: [{ sumber: 'PENJUALAN_TRANSFER', dokumen: sale.nomor.toLowerCase() }, { sumber: 'PEMBELIAN_TRANSFER', dokumen: buyback.nomor }] } }))
      .toEqual({ dicocokkan: 2 });
    // Marked again (a double click, another supervisor): the first mark stays.
    expect(await matchNonCash({ ctx: on(contextFor('own', 'OWN', shop)), input: { items: [{ sumber: 'PENJUALAN_TRANSFER', dokumen: sale.nomor }] } })).toEqual({ dicocokkan: 0 });
    // A document that is not a non-cash payment (the card part was not chosen; a made-up one) is not marked.
    expect(await matchNonCash({ ctx: spv, input: { items: [{ sumber: 'UANG_BANK', dokumen: sale.nomor }] } })).toEqual({ dicocokkan: 0 });

    const after = (await findNonCash({ ctx: spv, input: {} })).rows.filter((row) => [sale.nomor, buyback.nomor].includes(row.dokumen));
    expect(after.map((row) => [row.sumber, row.cocokOleh])).toEqual([['PENJUALAN_KARTU', null], ['PENJUALAN_TRANSFER', 'spv'], ['PEMBELIAN_TRANSFER', 'spv']]);
    expect(await rows(sql`select sumber, jumlah::text, no_rekening, cocok_oleh from validasi_non_tunai where dokumen = ${sale.nomor}`))
      .toEqual([{ sumber: 'PENJUALAN_TRANSFER', jumlah: '1000000', no_rekening: rekening.no_rekening, cocok_oleh: 'spv' }]);
    // Another day has none of these.
    expect((await findNonCash({ ctx: spv, input: { tanggal: '2020-01-01' } })).rows).toEqual([]);
  });
});
