import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import { receiveTestItems } from '@/tests/support/sale-fixtures';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { cancelSale } from '@/features/penjualan';
import { cancelDepositSubject } from '../subjects';
import { cancelTitipan, findTitipan, priceDepositItem, sellTitipan, takeTitipan } from './titipan';
import { listDepositValidation, validateTitipan } from './validate-titipan';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const base = contextFor('kasir', 'KASIR', shop);
/** PPN 1,1 % and the sale's rounding to Rp 500. */
const kasir = { ...base, settings: { ...base.settings, PPN_PENJUALAN_PERSEN: '1.1', PEMBULATAN_PENJUALAN: '500' } };
const otherShop = { ...kasir, shop: { ...kasir.shop, kodeToko: 'CAB02', namaToko: 'CAB02' } };
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const form = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: 'titip-form-0001', kodeBarcode: 'TU00001', kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', noHpCustomer: '081234567890',
  alamatCustomer: 'Jl. Melati 5', bayarTunai: '500.000', ...over,
});

// P18 sells at Rp 1.000.000/g: TU00001 (1,001 g, ongkos Rp 100.000) is Rp 1.101.000; PPN 1,1 % = Rp 12.111; total Rp 1.113.111.
beforeEach(async () => {
  await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('P18', 1000000, 900000, 'tester')`);
  await bringCashTo(db(), 'CAB01', 10_000_000);
  await db().transaction((tx) => receiveTestItems(tx, 'TU', 2));
});

describe('titipan services', () => {
  it('prices the scanned item with the counter\'s price and PPN, and takes the deposit at that price', async () => {
    expect(await priceDepositItem({ ctx: kasir, input: { barcode: 'tu00001' } }))
      .toMatchObject({ kodeBarcode: 'TU00001', berat: '1.001', hargaJual: 1_101_000, ppn: 12_111, hargaTotal: 1_113_111 });
    const deposit = await takeTitipan({ ctx: kasir, input: form() });
    expect(deposit).toMatchObject({ status: 'AKTIF', hargaTotal: 1_113_111, dpRp: 500_000, createdBy: 'kasir' });
    // The held item is no longer offered by the counter's scan.
    expect(await refusal(priceDepositItem({ ctx: kasir, input: { barcode: 'TU00001' } }))).toBe('penjualanStokHabis');
    // A double click answers the first deposit.
    expect((await takeTitipan({ ctx: kasir, input: form() })).noTitip).toBe(deposit.noTitip);
    const page = await findTitipan({ ctx: kasir, input: { q: 'siti', status: 'AKTIF' } });
    expect(page.data.map((row) => row.noTitip)).toContain(deposit.noTitip);
    expect((await findTitipan({ ctx: otherShop, input: { q: deposit.noTitip } })).data).toEqual([]);
  });

  it('refuses a deposit above the price and bad input, writing nothing', async () => {
    expect(await refusal(takeTitipan({ ctx: kasir, input: form({ bayarTunai: '1.113.112' }) }))).toBe('titipanMelebihiHarga');
    expect(await refusal(takeTitipan({ ctx: kasir, input: form({ namaCustomer: '' }) }))).toBe('titipanCustomerRequired');
    expect(await refusal(takeTitipan({ ctx: kasir, input: form({ bayarTunai: '' }) }))).toBe('titipanJumlahInvalid');
    // The demo's own deposits hold its delivery's pieces (CAB019…); this test's item is TU00001.
    expect(await rows(sql`select count(*)::int as n from titip_uang where kode_barcode like 'TU%'`)).toEqual([{ n: 0 }]);
  });

  it('sells for the remainder; another shop\'s cashier finds no such deposit', async () => {
    const deposit = await takeTitipan({ ctx: kasir, input: form() });
    expect(await refusal(sellTitipan({ ctx: otherShop, input: { idempotencyKey: 'jual-form-0001', noTitip: deposit.noTitip, sisaTunai: '613.111' } }))).toBe('titipanTidakDitemukan');
    const sold = await sellTitipan({ ctx: kasir, input: { idempotencyKey: 'jual-form-0001', noTitip: deposit.noTitip, sisaTunai: '613.111' } });
    expect(sold).toMatchObject({ status: 'TERJUAL', sisaTunai: 613_111 });
    // The sale is on Lihat Penjualan like any other; Batal Penjualan refuses it: cancelling it there would put the
    // deposit back into 2-1500 with no deposit open.
    expect(await rows(sql`select total_harga::int, uang_muka::int, akun_uang_muka, no_referensi from penjualan where no_faktur_jual = ${sold.noFakturJual}`))
      .toEqual([{ total_harga: 1_113_111, uang_muka: 500_000, akun_uang_muka: '2-1500', no_referensi: deposit.noTitip }]);
    const spv = { ...contextFor('spv', 'SPV', shop), settings: kasir.settings };
    expect(await refusal(cancelSale({ ctx: spv, input: { nomor: sold.noFakturJual!, alasan: 'Salah', idempotencyKey: 'batal-jual-titip-1' } }))).toBe('penjualanDariPesanan');
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  });

  it('cancels only with a supervisor\'s grant naming the deposit and the refund', async () => {
    const deposit = await takeTitipan({ ctx: kasir, input: form() });
    const cancel = (keystore?: string, refundRp = '500.000') => cancelTitipan({ ctx: kasir, input: { idempotencyKey: 'batal-form-0001', noTitip: deposit.noTitip, refundRp, alasan: 'Batal beli', keystore } });
    expect(await refusal(cancel())).toBe('otorisasiRequired');
    const grant = async (refund: number) => (await authorizeManual({ ctx: kasir, address: '10.0.0.25',
      input: { userId: 'spv', password: 'spv12345', fitur: 'BATAL_TITIP', subject: cancelDepositSubject(deposit.noTitip, 500_000, refund) } })).keystore;
    // A grant for a smaller refund does not approve the whole refund.
    expect(await refusal(cancel(await grant(200_000)))).toBe('otorisasiTidakSesuai');
    const cancelled = await cancel(await grant(500_000));
    expect(cancelled).toMatchObject({ status: 'BATAL', refundRp: 500_000, hangusRp: 0, disetujuiOleh: 'spv' });
    expect(await rows(sql`select status, kode_baki from barang where kode_barcode = 'TU00001'`)).toEqual([{ status: 'READY', kode_baki: 'BAKI-CC1' }]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('a supervisor validates the day\'s deposits; a cashier is refused', async () => {
    const deposit = await takeTitipan({ ctx: kasir, input: form() });
    const spv = { ...contextFor('spv', 'SPV', shop), settings: kasir.settings };
    const day = await listDepositValidation({ ctx: spv, input: {} });
    expect(day.canValidate).toBe(true);
    expect(day.rows.map((row) => [row.nomor, row.jumlah, row.divalidasiOleh])).toEqual([[deposit.noTitip, 500_000, null]]);
    expect(await refusal(validateTitipan({ ctx: kasir, input: { titipan: [deposit.noTitip] } }))).toBe('penjualanValidasiDitolak');
    expect(await refusal(validateTitipan({ ctx: spv, input: { titipan: ['TU-CAB02-000000-0001'] } }))).toBe('titipanTidakDitemukan');
    expect(await validateTitipan({ ctx: spv, input: { titipan: [deposit.noTitip] } })).toEqual({ titipan: 1 });
    expect(await validateTitipan({ ctx: spv, input: { titipan: [deposit.noTitip] } })).toEqual({ titipan: 0 });
    expect((await listDepositValidation({ ctx: spv, input: {} })).rows[0].divalidasiOleh).toBe('spv');
  });
});
