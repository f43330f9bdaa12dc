import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import type { AppError } from '@/lib/errors/app-error';
import { deleteMaster } from '@/features/masters/services/save-master';
import { printTransferReceipt } from '@/features/stock/services/print-transfer-receipt';
import { approvesOwnActions } from './grant';

const { db } = useDemoDatabase();
const cab01 = { kodeToko: 'CAB01', appType: 'CABANG' };
const messageOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: AppError) => error.messageKey);
const logSize = async () => Number((await db().execute(sql`select count(*)::int as n from otorisasi`)).rows[0].n);
const hargaBeli = async (kode: string) => (await db().execute(sql`select kode_harga from para_harga_beli where kode_harga = ${kode}`)).rows;

describe('an approver acting himself (issue 14)', () => {
  it('who approves his own actions: a supervisor for his shop and an owner; not a cashier, a sales clerk, a super user', () => {
    expect(approvesOwnActions(contextFor('spv', 'SPV', cab01))).toBe(true);
    expect(approvesOwnActions(contextFor('owner', 'OWN'))).toBe(true);
    for (const level of ['KASIR', 'USER', 'SU', 'MU', 'DEV'] as const) expect(approvesOwnActions(contextFor('x', level, cab01)), level).toBe(false);
  });

  it('prints a TANDA TERIMA for a supervisor of the shop without a grant, logging nothing; a cashier without one is refused', async () => {
    const [row] = (await db().execute(sql`select no_pindah from pindah_barang where kode_toko = 'CAB01' order by no_pindah limit 1`)).rows as { no_pindah: string }[];
    const before = await logSize();
    const receipt = await printTransferReceipt({ ctx: contextFor('spv', 'SPV', cab01), input: { noPindah: row.no_pindah, grant: null } });
    expect(receipt.noPindah).toBe(row.no_pindah);
    expect(await messageOf(printTransferReceipt({ ctx: contextFor('kasir', 'KASIR', cab01), input: { noPindah: row.no_pindah, grant: null } })))
      .toBe('otorisasiRequired');
    // A forged keystore does not help the cashier either.
    expect(await messageOf(printTransferReceipt({ ctx: contextFor('kasir', 'KASIR', cab01), input: { noPindah: row.no_pindah, grant: 'ABCDEFGHJKLM' } })))
      .toBe('otorisasiRequired');
    expect(await logSize()).toBe(before);
  });

  it('deletes a purchase price for the owner without a grant, logging nothing; a super user without one is refused and nothing is deleted', async () => {
    await db().execute(sql`insert into para_harga_beli (kode_harga, harga_per_gram) values ('DIR1', 900000), ('DIR2', 900000)`);
    const before = await logSize();
    expect(await messageOf(deleteMaster({ ctx: contextFor('su', 'SU'), input: { id: 'harga-beli', key: 'DIR2' } }))).toBe('otorisasiRequired');
    expect(await hargaBeli('DIR2')).toEqual([{ kode_harga: 'DIR2' }]);
    expect(await messageOf(deleteMaster({ ctx: contextFor('owner', 'OWN'), input: { id: 'harga-beli', key: 'DIR1' } }))).toBe('ok');
    expect(await hargaBeli('DIR1')).toEqual([]);
    expect(await logSize()).toBe(before);
  });
});
