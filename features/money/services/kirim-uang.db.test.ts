import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { CASH_IN_TRANSIT_ACCOUNT, cashAccountOf } from '@/lib/ledger/accounts';
import { updateJournalAccounts } from '@/features/parameters/services/parameter-akun';
import { createKirimUang, findKirimUang, receiveKirimUang } from './kirim-uang';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const owner = contextFor('owner', 'OWN');
const saldo = async (nomorAkun: string) =>
  Number(((await db().execute(sql`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = ${nomorAkun}), 0) as s`)).rows[0] as { s: string }).s);
const count = async (table: string) => ((await db().execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n;
const send = (jumlah: number, key = `key-${Math.random()}`, ctx = kasir) =>
  createKirimUang({ ctx, now: new Date('2026-11-22T03:00:00Z'), input: { jumlah, keterangan: 'setoran harian', idempotencyKey: key } });

describe('kirim uang pusat and terima uang kas', () => {
  it('moves cash from the branch into transit, then from transit into head office cash, once', async () => {
    const [branch, pusat] = [await saldo(cashAccountOf('CAB01')), await saldo(cashAccountOf('PUSAT'))];
    const { nomorReferensi } = await send(7_500_000);
    expect(nomorReferensi).toMatch(/^KU-CAB01-20261122-\d{5}$/);
    expect(await saldo(cashAccountOf('CAB01'))).toBe(branch - 7_500_000);
    expect(await saldo(CASH_IN_TRANSIT_ACCOUNT)).toBe(7_500_000);
    expect((await findKirimUang({ ctx: owner, input: { nomorReferensi: nomorReferensi.toLowerCase() } })).status).toBe('OPEN');

    const results = await Promise.allSettled([1, 2, 3].map(() => receiveKirimUang({ ctx: owner, input: { nomorReferensi } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.messageKey)).toEqual(['sudahDiterima', 'sudahDiterima']);
    expect(await saldo(cashAccountOf('PUSAT'))).toBe(pusat + 7_500_000);
    expect(await saldo(CASH_IN_TRANSIT_ACCOUNT)).toBe(0);
    expect(await findKirimUang({ ctx: owner, input: { nomorReferensi } })).toMatchObject({ status: 'DONE', receivedBy: 'owner' });
  });

  it('posts once per idempotency key and refuses more than the branch holds, writing nothing', async () => {
    const first = await send(1_000_000, 'double-click-kirim');
    const again = await send(1_000_000, 'double-click-kirim');
    expect(again).toEqual({ nomorReferensi: first.nomorReferensi, replayed: true });
    const [entries, transfers] = [await count('jurnal'), await count('kirim_uang')];
    await expect(send((await saldo(cashAccountOf('CAB01'))) + 1)).rejects.toMatchObject({ messageKey: 'saldoKasKurang' });
    expect([await count('jurnal'), await count('kirim_uang')]).toEqual([entries, transfers]);
  });

  it('keeps branches to their own transfers and head office to receiving', async () => {
    const { nomorReferensi } = await send(500_000);
    await expect(findKirimUang({ ctx: kasir2, input: { nomorReferensi } })).rejects.toMatchObject({ messageKey: 'noTerimaNotFound' });
    await expect(receiveKirimUang({ ctx: kasir, input: { nomorReferensi } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(receiveKirimUang({ ctx: owner, input: { nomorReferensi: 'KU-NOPE' } })).rejects.toMatchObject({ messageKey: 'noTerimaNotFound' });
    await expect(send(500_000, undefined, owner)).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('posts to the account Parameter Akun names', async () => {
    await db().execute(sql`insert into akun (nomor_akun, nama_akun, jenis) values ('1-1310', 'Kas Dalam Perjalanan Kurir', 'ASET')`);
    await updateJournalAccounts({ ctx: owner, input: { trx: 'KIRIM_UANG_PUSAT', type: 'DEFAULT', detail: [{ kode_akun: 'KAS_DALAM_PERJALANAN', nomor_akun: '1-1310' }, { kode_akun: 'KAS_TOKO', nomor_akun: null }] } });
    await send(2_000_000);
    expect(await saldo('1-1310')).toBe(2_000_000);
    expect(await saldo(CASH_IN_TRANSIT_ACCOUNT)).toBe(0);
    await expect(updateJournalAccounts({ ctx: owner, input: { trx: 'KIRIM_UANG_PUSAT', type: 'DEFAULT', detail: [{ kode_akun: 'KAS_TOKO', nomor_akun: null }, { kode_akun: 'KAS_DALAM_PERJALANAN', nomor_akun: '9-NOPE' }] } }))
      .rejects.toMatchObject({ messageKey: 'akunUnknown' });
    await expect(updateJournalAccounts({ ctx: owner, input: { trx: 'KIRIM_UANG_PUSAT', type: 'DEFAULT', detail: [{ kode_akun: 'KAS_TOKO', nomor_akun: null }] } }))
      .rejects.toMatchObject({ messageKey: 'parameterAkunLines' });
  });

  it('under concurrent sends (some replayed, some too large) and concurrent receptions, every invariant holds', async () => {
    const cashBefore = await saldo(cashAccountOf('CAB01'));
    const sends = Array.from({ length: 120 }, (_, i) => {
      const ctx = i % 2 ? kasir : kasir2;
      // Every fifth send repeats the key of the one before it; every seventh asks for more than any branch holds.
      const key = `bulk-key-${i % 5 === 4 ? i - 1 : i}`;
      return send(i % 7 === 6 ? 10_000_000_000 : 100_000 + i, key, i % 5 === 4 ? (i - 1) % 2 ? kasir : kasir2 : ctx);
    });
    const sent = await Promise.allSettled(sends);
    const refused = sent.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.messageKey);
    expect(new Set(refused)).toEqual(new Set(['saldoKasKurang']));
    const references = [...new Set(sent.flatMap((r) => (r.status === 'fulfilled' ? [r.value.nomorReferensi] : [])))];
    expect(await count('kirim_uang')).toBe(references.length);
    const receptions = await Promise.allSettled([...references, ...references.slice(0, 30)].map((nomorReferensi) => receiveKirimUang({ ctx: owner, input: { nomorReferensi } })));
    expect(receptions.filter((r) => r.status === 'fulfilled')).toHaveLength(references.length);

    const invariants = (await db().execute(sql`
      select
        (select count(*) from (select jurnal_id from jurnal_detail group by jurnal_id having sum(debit) <> sum(kredit)) x)::int as unbalanced,
        (select count(*) from saldo_akun s where s.saldo <> coalesce((select sum(debit - kredit) from jurnal_detail d join jurnal j on j.id = d.jurnal_id
                                                                      where d.nomor_akun = s.nomor_akun and j.kode_toko = s.kode_toko), 0))::int as drifted,
        (select count(*) from kirim_uang where status <> 'DONE')::int as open,
        (select count(*) from (select idempotency_key from jurnal where idempotency_key is not null group by 1 having count(*) > 1) x)::int as doubled
    `)).rows[0];
    expect(invariants).toEqual({ unbalanced: 0, drifted: 0, open: 0, doubled: 0 });
    expect(await saldo(CASH_IN_TRANSIT_ACCOUNT)).toBe(0);
    const sentByCab01 = Number(((await db().execute(sql`select coalesce(sum(jumlah), 0)::text as s from kirim_uang where kode_toko = 'CAB01'`)).rows[0] as { s: string }).s);
    expect(await saldo(cashAccountOf('CAB01'))).toBe(cashBefore - sentByCab01);
  });
});
