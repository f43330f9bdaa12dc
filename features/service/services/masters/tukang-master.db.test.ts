import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { deleteMaster, saveMaster } from '@/features/masters/services/save-master';
import { receiveRepair } from '../../counter/repairs';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
// The demo's own craftsmen (TK-01…) are left out: these are the test's.
const tukangRows = async () => (await db().execute(sql`select kode_tukang, nama_tukang, no_hp from tukang where kode_tukang not like 'TK-%' order by 1`)).rows;

describe('Master Tukang', () => {
  it('is kept by the chain: the owner adds, edits and deletes; a cashier is refused; a craftsman a ticket names stays', async () => {
    await expect(saveMaster({ ctx: kasir, input: { id: 'tukang', value: { kode_tukang: 'TK1', nama_tukang: 'Pak Slamet' } } })).rejects.toMatchObject({ kind: 'forbidden' });
    await saveMaster({ ctx: owner, input: { id: 'tukang', value: { kode_tukang: 'tk1', nama_tukang: 'Pak Slamet', no_hp: '081200000001' } } });
    await saveMaster({ ctx: owner, input: { id: 'tukang', value: { kode_tukang: 'TK2', nama_tukang: 'Bu Sri' } } });
    await saveMaster({ ctx: owner, input: { id: 'tukang', key: 'TK2', value: { kode_tukang: 'TK2', nama_tukang: 'Bu Sri Lestari' } } });
    expect(await tukangRows()).toEqual([
      { kode_tukang: 'TK1', nama_tukang: 'Pak Slamet', no_hp: '081200000001' },
      { kode_tukang: 'TK2', nama_tukang: 'Bu Sri Lestari', no_hp: '' },
    ]);
    await db().transaction((tx) => receiveRepair(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: 'tukang-ticket', namaCustomer: 'Ani', alamatCustomer: '', noHpCustomer: '0812', kodeTukang: 'TK1',
      estimasiBiaya: 0, tglEstimasi: null, uangMuka: { bayarTunai: 0, bayarTransfer: 0 }, pieces: [{ deskripsi: 'Cuci', kodeGroup: 'CC', kodeDept: 'P18', berat: '1' }],
    }));
    await expect(deleteMaster({ ctx: owner, input: { id: 'tukang', key: 'TK1' } })).rejects.toMatchObject({ messageKey: 'tukangDipakai' });
    await deleteMaster({ ctx: owner, input: { id: 'tukang', key: 'TK2' } });
    expect((await tukangRows()).map((row) => row.kode_tukang)).toEqual(['TK1']);
  });
});
