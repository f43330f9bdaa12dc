import { deleteSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { type MasterRow } from '@/lib/masters/definitions';
import { masterSchema } from '@/lib/masters/schema';
import { MASTER_SERVICES } from '@/features/masters/services/registry';
import { findAll } from '@/lib/paging/find-page';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { deleteMaster, saveMaster } from './save-master';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const spvCab01 = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const count = async (table: string) => ((await db().execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n;

describe('masters', () => {
  it('validates every field with a message key, and upper-cases codes', () => {
    const schema = masterSchema('harga-beli');
    const bad = schema.safeParse({ kode_harga: ' ', harga_per_gram: '0' });
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['kode_harga', 'fieldRequired'], ['harga_per_gram', 'fieldRequired']]);
    expect(schema.safeParse({ kode_harga: 'x y', harga_per_gram: 'abc' }).error?.issues.map((issue) => issue.message)).toEqual(['kodeChars', 'fieldInvalid']);
    expect(schema.safeParse({ kode_harga: 'hb-9', harga_per_gram: '1e20' }).error?.issues.map((issue) => issue.message)).toEqual(['fieldInvalid']);
    expect(schema.parse({ kode_harga: 'hb-9', harga_per_gram: '1500000' })).toEqual({ kode_harga: 'HB-9', harga_per_gram: 1_500_000 });
  });

  it('creates once when the same create is replayed, and refuses another row under a taken code', async () => {
    const value = { kode_harga: 'HB-9', harga_per_gram: 1_500_000 };
    await saveMaster({ ctx: owner, input: { id: 'harga-beli', value } });
    await saveMaster({ ctx: owner, input: { id: 'harga-beli', value } });
    await expect(saveMaster({ ctx: owner, input: { id: 'harga-beli', value: { ...value, harga_per_gram: 9 } } }))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'fieldTaken', field: 'kode_harga' });
    expect(await MASTER_SERVICES['harga-beli'].find(db(), owner, 'HB-9')).toEqual(value);
  });

  it('edits a row by its key and deletes it', async () => {
    await saveMaster({ ctx: owner, input: { id: 'harga-beli', key: 'HB-24K', value: { kode_harga: 'IGNORED', harga_per_gram: 2_000_000 } } });
    expect(await MASTER_SERVICES['harga-beli'].find(db(), owner, 'HB-24K')).toEqual({ kode_harga: 'HB-24K', harga_per_gram: 2_000_000 });
    // Deleting a purchase price spends a supervisor's grant (a super user may delete but not approve): none, or one
    // spent already, deletes nothing. The owner approves his own delete (issue 14; direct-approver.db.test.ts).
    const su = contextFor('su', 'SU');
    await expect(deleteMaster({ ctx: su, input: { id: 'harga-beli', key: 'HB-24K' } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    const { keystore } = await authorizeManual({ ctx: su, address: '127.0.0.1', input: { userId: 'owner', password: 'owner123', fitur: 'HAPUS_PARAMETER_HARGA_BELI', subject: deleteSubject('harga-beli', 'HB-24K') } });
    await deleteMaster({ ctx: su, input: { id: 'harga-beli', key: 'HB-24K', grant: keystore } });
    expect(await MASTER_SERVICES['harga-beli'].find(db(), owner, 'HB-24K')).toBeUndefined();
    await saveMaster({ ctx: owner, input: { id: 'harga-beli', value: { kode_harga: 'HB-24K', harga_per_gram: 1 } } });
    await expect(deleteMaster({ ctx: su, input: { id: 'harga-beli', key: 'HB-24K', grant: keystore } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(deleteMaster({ ctx: su, input: { id: 'harga-beli', key: 'HB-NONE', grant: keystore } })).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('opens a ledger account with a bank account, and removes both only while no entry names them', async () => {
    await saveMaster({ ctx: owner, input: { id: 'rekening', value: { no_rekening: '555000111', nama_rekening: 'Operasional', kode_bank: 'BRI', kode_toko: 'CAB02' } } });
    expect((await db().execute(sql`select nama_akun, kode_toko from akun where nomor_akun = '1-1200-555000111'`)).rows).toEqual([{ nama_akun: 'Bank BRI 555000111', kode_toko: 'CAB02' }]);
    await deleteMaster({ ctx: owner, input: { id: 'rekening', key: '555000111' } });
    expect(await count(`akun where nomor_akun = '1-1200-555000111'`)).toBe(0);
    const [seeded] = (await db().execute(sql`select no_rekening from rekening where kode_toko = 'CAB01' limit 1`)).rows as { no_rekening: string }[];
    await expect(deleteMaster({ ctx: owner, input: { id: 'rekening', key: seeded.no_rekening } })).rejects.toMatchObject({ messageKey: 'dataInUse' });
    await expect(deleteMaster({ ctx: owner, input: { id: 'bank', key: 'BCA' } })).rejects.toMatchObject({ messageKey: 'dataInUse' });
  });

  it('keeps the masters of money, the purchase price and the catalogue to OWN and SU at head office, writing nothing for others', async () => {
    const refused = [
      spvCab01, contextFor('sales', 'USER', { kodeToko: 'CAB01', appType: 'CABANG' }), contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' }),
      contextFor('mu', 'MU'), contextFor('dev', 'DEV'), contextFor('own-cabang', 'OWN', { kodeToko: 'CAB02', appType: 'CABANG' }),
    ];
    const tables = ['bank', 'rekening', 'kode_transaksi', 'para_harga_beli', 'katalog_admin', 'akun'];
    const before = await Promise.all(tables.map(count));
    const hb24 = async () => ((await db().execute(sql`select harga_per_gram::int as h from para_harga_beli where kode_harga = 'HB-24K'`)).rows[0] as { h: number }).h;
    const price = await hb24();
    for (const ctx of refused) {
      const writes = [
        saveMaster({ ctx, input: { id: 'bank', value: { kode_bank: 'BNI', nama_bank: 'Bank Negara Indonesia' } } }),
        saveMaster({ ctx, input: { id: 'rekening', value: { no_rekening: '777', nama_rekening: 'X', kode_bank: 'BCA', kode_toko: ctx.shop.kodeToko } } }),
        saveMaster({ ctx, input: { id: 'kode-transaksi', value: { kode_transaksi: 'X', nama_transaksi: 'X' } } }),
        saveMaster({ ctx, input: { id: 'harga-beli', key: 'HB-24K', value: { kode_harga: 'HB-24K', harga_per_gram: 1 } } }),
        saveMaster({ ctx, input: { id: 'kontak-admin-katalog', value: { kode_admin: 'ADM99', nama_admin: 'Penyusup', no_hp: '081234567890' } } }),
        deleteMaster({ ctx, input: { id: 'kode-transaksi', key: 'SETORAN' } }),
      ];
      for (const write of writes) await expect(write, ctx.user.userId).rejects.toMatchObject({ kind: 'forbidden' });
    }
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(await hb24()).toBe(price);
  });

  it('refuses unknown choices; a branch\'s list of bank accounts stays its own', async () => {
    const before = await count('rekening');
    await expect(saveMaster({ ctx: owner, input: { id: 'rekening', value: { no_rekening: '777', nama_rekening: 'X', kode_bank: 'NOPE', kode_toko: 'CAB02' } } }))
      .rejects.toMatchObject({ messageKey: 'optionUnknown', field: 'kode_bank' });
    expect(await count('rekening')).toBe(before);
    // The list's own scope, below the screen's gate (a branch reads its accounts through the money screens).
    const own = await findAll<MasterRow>(db(), MASTER_SERVICES.rekening.source(spvCab01));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.kode_toko === 'CAB01')).toBe(true);
  });
});
