import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { cancelRepairSubject } from '../subjects';
import { cancelService, completeService, findServices, getService, pickUpService, postService, readServiceOptions } from './repairs';

// The service screens' verbs: each checks its own gate, another shop's ticket is not found, a cancellation spends a
// BATAL_SERVICE grant naming exactly the ticket and the money that leaves the till.
const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasirLain = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const hiding = (ctx: SessionContext, ...paths: string[]) => ({ ...ctx, user: { ...ctx.user, userId: `${ctx.user.userId}-hidden` }, hiddenMenuKeys: new Set(paths) });
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; kind?: string; message?: string }) => String(error.messageKey ?? error.message));
const grant = async (noService: string, refund: number) =>
  (await authorizeManual({ ctx: kasir, address: '10.0.0.28', input: { userId: 'spv', password: 'spv12345', fitur: 'BATAL_SERVICE', subject: cancelRepairSubject(noService, refund) } })).keystore;
const form = (key: string) => ({
  idempotencyKey: key, namaCustomer: 'Rina Wati', noHpCustomer: '081211112222', alamatCustomer: 'Jl. Kenanga 1', estimasiBiaya: '200.000', bayarTunai: '80.000',
  pieces: [{ deskripsi: 'Patri gelang', kodeGroup: 'KL', kodeDept: 'P18', berat: '4,500' }],
});

describe('service verbs', () => {
  it('refuse a context whose screen is hidden', async () => {
    const hidden = hiding(kasir, '/transaksi-services', '/lihat-services');
    for (const call of [
      readServiceOptions({ ctx: hidden }), postService({ ctx: hidden, input: form('gate-key-01') }), findServices({ ctx: hidden, input: {} }),
      getService({ ctx: hidden, input: { noService: 'SV-1' } }),
      completeService({ ctx: hidden, input: { idempotencyKey: 'gate-key-02', noService: 'SV-1', biayaAkhir: '1', weights: [{ urutan: 1, beratKeluar: '1' }] } }),
      pickUpService({ ctx: hidden, input: { idempotencyKey: 'gate-key-03', noService: 'SV-1', bayarTunai: '1' } }),
      cancelService({ ctx: hidden, input: { idempotencyKey: 'gate-key-04', noService: 'SV-1', alasan: 'x' } }),
    ]) await expect(call).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it("answer another shop's ticket as not found, and find a ticket by the customer's phone", async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    const { noService } = await postService({ ctx: kasir, input: form('svc-key-0001') });
    expect(await refusal(getService({ ctx: kasirLain, input: { noService } }))).toBe('serviceTidakDitemukan');
    expect(await refusal(pickUpService({ ctx: kasirLain, input: { idempotencyKey: 'svc-key-0002', noService, bayarTunai: '1' } }))).toBe('serviceTidakDitemukan');
    expect(await refusal(cancelService({ ctx: kasirLain, input: { idempotencyKey: 'svc-key-0003', noService, alasan: 'x' } }))).toBe('serviceTidakDitemukan');
    const found = await findServices({ ctx: kasir, input: { q: '081211112222' } });
    expect(found.data.map((row) => [row.noService, row.status, row.uangMuka])).toEqual([[noService, 'MASUK', 80_000]]);
    expect((await findServices({ ctx: kasirLain, input: { q: '081211112222' } })).data).toEqual([]);
  });

  it('cancel only with a grant naming the ticket and its refund', async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    const { noService } = await postService({ ctx: kasir, input: form('svc-key-0010') });
    const cancel = (key: string, keystore?: string, uangMuka: 'KEMBALI' | 'HANGUS' = 'KEMBALI') =>
      cancelService({ ctx: kasir, input: { idempotencyKey: key, noService, alasan: 'Customer batal', uangMuka, keystore } });
    await expect(cancel('svc-key-0011')).rejects.toMatchObject({ kind: 'forbidden' });
    // A grant for a forfeit (nothing leaves the till) does not approve a refund of Rp 80.000.
    await expect(cancel('svc-key-0012', await grant(noService, 0))).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await db().execute(sql`select status from service where no_service = ${noService}`)).rows).toEqual([{ status: 'MASUK' }]);
    const result = await cancel('svc-key-0013', await grant(noService, 80_000));
    expect(result.replayed).toBe(false);
    expect((await db().execute(sql`select status, uang_muka_batal, batal_disetujui_oleh from service where no_service = ${noService}`)).rows)
      .toEqual([{ status: 'BATAL', uang_muka_batal: 'KEMBALI', batal_disetujui_oleh: 'spv' }]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
    expect((await db().execute(sql`select * from service_custody_mismatches()`)).rows).toEqual([]);
  });
});
