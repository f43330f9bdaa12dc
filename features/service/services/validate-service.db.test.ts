import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { postService } from './repairs';
import { listRepairValidation, validateService } from './validate-service';

const { db } = useDemoDatabase();
const withModule = (ctx: SessionContext) => ({ ...ctx, settings: { ...ctx.settings, VALIDASI_SERVICE_MODULE: 'true' } });
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = withModule(contextFor('kasir', 'KASIR', shop));
const spv = withModule(contextFor('spv', 'SPV', shop));
const spvLain = withModule(contextFor('spv2', 'SPV', { kodeToko: 'CAB02', appType: 'CABANG' }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const ticket = {
  idempotencyKey: 'valid-svc-0001', namaCustomer: 'Rina Wati', noHpCustomer: '081211112222', alamatCustomer: '', estimasiBiaya: '200.000', bayarTunai: '80.000',
  pieces: [{ deskripsi: 'Patri gelang', kodeGroup: 'KL', kodeDept: 'P18', berat: '4,500' }],
};
const validated = async (no: string) => (await db().execute(sql`select divalidasi_oleh from service where no_service = ${no}`)).rows;

describe('Validasi Service', () => {
  it('a supervisor validates the day\'s ticket once; a cashier, another shop, a switched-off module and an empty choice are refused, writing nothing', async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    const { noService } = await postService({ ctx: kasir, input: ticket });
    const day = await listRepairValidation({ ctx: kasir, input: {} });
    expect(day.canValidate).toBe(false);
    expect(day.rows.find((row) => row.nomor === noService)).toMatchObject({ jenis: 'service', namaCustomer: 'Rina Wati', totalBerat: '4.500', estimasiBiaya: 200_000, uangMuka: 80_000, status: 'MASUK', dibuatOleh: 'kasir', divalidasiOleh: null });

    expect(await refusal(validateService({ ctx: kasir, input: { nomor: [noService] } }))).toBe('penjualanValidasiDitolak');
    expect(await refusal(validateService({ ctx: { ...spv, settings: { ...spv.settings, VALIDASI_SERVICE_MODULE: 'false' } }, input: { nomor: [noService] } }))).toBe('notAvailable');
    expect(await refusal(listRepairValidation({ ctx: { ...spv, hiddenMenuKeys: new Set(['/validasi-service']) }, input: {} }))).toBe('notAvailable');
    expect(await refusal(validateService({ ctx: spvLain, input: { nomor: [noService] } }))).toBe('serviceTidakDitemukan');
    expect(await refusal(validateService({ ctx: spv, input: { nomor: [] } }))).toBe('penjualanValidasiKosong');
    expect(await validated(noService)).toEqual([{ divalidasi_oleh: null }]);

    expect(await validateService({ ctx: spv, input: { nomor: [noService] } })).toEqual({ validated: 1 });
    expect(await validateService({ ctx: spv, input: { nomor: [noService] } })).toEqual({ validated: 0 });
    expect(await validated(noService)).toEqual([{ divalidasi_oleh: 'spv' }]);
  });
});
