import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { takePesanan } from './take-pesanan';
import { listOrderValidation, validatePesanan } from './validate-pesanan';

const { db } = useDemoDatabase();
const withModule = (ctx: SessionContext) => ({ ...ctx, settings: { ...ctx.settings, VALIDASI_PESANAN_MODULE: 'true' } });
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = withModule(contextFor('kasir', 'KASIR', shop));
const spv = withModule(contextFor('spv', 'SPV', shop));
const spvLain = withModule(contextFor('spv2', 'SPV', { kodeToko: 'CAB02', appType: 'CABANG' }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const order = {
  idempotencyKey: 'valid-order-0001', namaCustomer: 'Dewi Lestari', alamatCustomer: '', noHpCustomer: '081298765432', kodeSales: 'CAB01-S1', tglTarget: '2030-01-01', bayarTunai: '500000',
  lines: [{ deskripsi: 'Liontin inisial', kodeDept: 'P18', kadar: '75', berat: '3.000', ongkos: '0', aturanHarga: 'TETAP' as const, hargaTetap: '2750000' }],
};
const validated = async (no: string) => (await db().execute(sql`select divalidasi_oleh from pesanan where no_pesanan = ${no}`)).rows;

describe('Validasi Pesanan', () => {
  it('a supervisor validates the day\'s order once; a cashier, another shop, a switched-off module and an empty choice are refused, writing nothing', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    const { noPesanan } = await takePesanan({ ctx: kasir, input: order });
    const day = await listOrderValidation({ ctx: kasir, input: {} });
    expect(day.canValidate).toBe(false);
    expect(day.rows.find((row) => row.nomor === noPesanan)).toMatchObject({ jenis: 'pesanan', namaCustomer: 'Dewi Lestari', totalHarga: 2_750_000, jumlahBayar: 500_000, status: 'OPEN', dibuatOleh: 'kasir', divalidasiOleh: null });

    expect(await refusal(validatePesanan({ ctx: kasir, input: { nomor: [noPesanan] } }))).toBe('penjualanValidasiDitolak');
    expect(await refusal(validatePesanan({ ctx: { ...spv, settings: { ...spv.settings, VALIDASI_PESANAN_MODULE: 'false' } }, input: { nomor: [noPesanan] } }))).toBe('notAvailable');
    expect(await refusal(listOrderValidation({ ctx: { ...spv, hiddenMenuKeys: new Set(['/validasi-pesanan']) }, input: {} }))).toBe('notAvailable');
    expect(await refusal(validatePesanan({ ctx: spvLain, input: { nomor: [noPesanan] } }))).toBe('pesananTidakDitemukan');
    expect(await refusal(validatePesanan({ ctx: spv, input: { nomor: [] } }))).toBe('penjualanValidasiKosong');
    expect(await refusal(listOrderValidation({ ctx: spv, input: { tanggal: '27-11-2026' } }))).toBe('fieldInvalid');
    expect(await validated(noPesanan)).toEqual([{ divalidasi_oleh: null }]);

    expect(await validatePesanan({ ctx: spv, input: { nomor: [noPesanan.toLowerCase()] } })).toEqual({ validated: 1 });
    // A replay validates nothing twice and keeps the first validator.
    expect(await validatePesanan({ ctx: withModule(contextFor('own', 'OWN', shop)), input: { nomor: [noPesanan] } })).toEqual({ validated: 0 });
    expect(await validated(noPesanan)).toEqual([{ divalidasi_oleh: 'spv' }]);
    expect((await listOrderValidation({ ctx: spvLain, input: {} })).rows.map((row) => row.nomor)).not.toContain(noPesanan);
  });
});
