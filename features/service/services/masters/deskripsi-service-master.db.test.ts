import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { deleteMaster, saveMaster } from '@/features/masters/services/save-master';
import { findMasterRows } from '@/features/masters/services/read-master';
import { postService, readServiceOptions } from '../repairs';

const { db } = useDemoDatabase();
const on = (ctx: SessionContext) => ({ ...ctx, settings: { ...ctx.settings, PARAMETER_DESKRIPSI_SERVICE_MODULE: 'true' } });
const owner = on(contextFor('owner', 'OWN'));
const kasir = on(contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const descriptions = async () => (await db().execute(sql`select kode, deskripsi from deskripsi_service order by 1`)).rows;
const ticket = (key: string, deskripsi: string) => ({
  idempotencyKey: key, namaCustomer: 'Rina Wati', noHpCustomer: '081211112222', estimasiBiaya: '100.000', bayarTunai: '0',
  pieces: [{ deskripsi, kodeGroup: 'KL', kodeDept: 'P18', berat: '2,000' }],
});

describe('Parameter Deskripsi Service', () => {
  it('is kept by the chain with its module on: the owner adds, edits and deletes; a cashier and a switched-off module are refused', async () => {
    await db().execute(sql`delete from deskripsi_service`);
    await expect(saveMaster({ ctx: kasir, input: { id: 'deskripsi-service', value: { kode_deskripsi: 'PT', deskripsi: 'Patri' } } })).rejects.toMatchObject({ kind: 'forbidden' });
    const off = { ...owner, settings: { ...owner.settings, PARAMETER_DESKRIPSI_SERVICE_MODULE: 'false' } };
    await expect(saveMaster({ ctx: off, input: { id: 'deskripsi-service', value: { kode_deskripsi: 'PT', deskripsi: 'Patri' } } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(findMasterRows({ ctx: off, input: { id: 'deskripsi-service', page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' } })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await refusal(saveMaster({ ctx: owner, input: { id: 'deskripsi-service', value: { kode_deskripsi: 'PT', deskripsi: '' } } }))).not.toBe('not refused');
    expect(await descriptions()).toEqual([]);
    await saveMaster({ ctx: owner, input: { id: 'deskripsi-service', value: { kode_deskripsi: 'pt', deskripsi: 'Patri' } } });
    await saveMaster({ ctx: owner, input: { id: 'deskripsi-service', value: { kode_deskripsi: 'CC', deskripsi: 'Cuci' } } });
    await saveMaster({ ctx: owner, input: { id: 'deskripsi-service', key: 'PT', value: { kode_deskripsi: 'PT', deskripsi: 'Patri gelang' } } });
    expect(await descriptions()).toEqual([{ kode: 'CC', deskripsi: 'Cuci' }, { kode: 'PT', deskripsi: 'Patri gelang' }]);
    await deleteMaster({ ctx: owner, input: { id: 'deskripsi-service', key: 'CC' } });
    expect(await descriptions()).toEqual([{ kode: 'PT', deskripsi: 'Patri gelang' }]);
  });

  it('where the module is on, Transaksi Services offers the list and takes only a description from it', async () => {
    await db().execute(sql`delete from deskripsi_service`);
    await bringCashTo(db(), 'CAB01', 1_000_000);
    // An empty list leaves the description typed.
    await postService({ ctx: kasir, input: ticket('deskr-key-0000', 'Ganti batu') });
    await saveMaster({ ctx: owner, input: { id: 'deskripsi-service', value: { kode_deskripsi: 'PT', deskripsi: 'Patri gelang' } } });
    expect((await readServiceOptions({ ctx: kasir })).descriptions).toEqual([{ kode: 'PT', nama: 'Patri gelang' }]);
    const before = (await db().execute(sql`select count(*)::int as n from service`)).rows;
    expect(await refusal(postService({ ctx: kasir, input: ticket('deskr-key-0001', 'Ganti batu') }))).toBe('serviceDeskripsiTidakTerdaftar');
    expect((await db().execute(sql`select count(*)::int as n from service`)).rows).toEqual(before);
    const { noService } = await postService({ ctx: kasir, input: ticket('deskr-key-0002', 'Patri gelang') });
    expect((await db().execute(sql`select deskripsi from service_detail where no_service = ${noService}`)).rows).toEqual([{ deskripsi: 'Patri gelang' }]);
    // With the module off the description is typed freely and no list is offered.
    const free = { ...kasir, settings: { ...kasir.settings, PARAMETER_DESKRIPSI_SERVICE_MODULE: 'false' } };
    expect((await readServiceOptions({ ctx: free })).descriptions).toBeNull();
    await postService({ ctx: free, input: ticket('deskr-key-0003', 'Ganti batu') });
  });
});
