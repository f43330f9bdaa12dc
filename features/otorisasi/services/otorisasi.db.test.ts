import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { AppError } from '@/lib/errors/app-error';
import { QR_TTL_MS } from '@/lib/auth/otorisasi-features';
import { spendGrant } from './grant';
import { authorizeManual } from './manual';
import { createQrRequest, decideQrRequest, listOpenQrRequests, removeQrRequest } from './qr';

const { db } = useDemoDatabase();
const cab01 = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = contextFor('kasir', 'KASIR', cab01);
const spv = contextFor('spv', 'SPV', cab01);
const spv2 = contextFor('spv2', 'SPV', { kodeToko: 'CAB02', appType: 'CABANG' });
const owner = contextFor('owner', 'OWN');
/** What the tests' grants approve: reprinting one transfer receipt. */
const PB1 = documentSubject('PB-1', 'cetak');
const messageOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: AppError) => error.messageKey);
const spend = (keystore: string, fitur: 'CETAK_ULANG_PINDAH_BARANG' | 'HAPUS_PARAMETER_HARGA_BELI' = 'CETAK_ULANG_PINDAH_BARANG', ctx = kasir) =>
  messageOf(db().transaction((tx) => spendGrant({ ctx, input: { keystore, fitur, subject: PB1 }, tx })));

describe('supervisor authorization', () => {
  it('decides a QR request once under concurrent decisions; only its own shop\'s supervisor or an owner may', async () => {
    const { keystore } = await createQrRequest({ ctx: kasir, input: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1, notes: 'PB-1' } });
    expect(keystore).toMatch(/^[A-Z0-9]{12}$/);
    expect((await listOpenQrRequests({ ctx: spv })).map((row) => row.keystore)).toContain(keystore);
    expect((await listOpenQrRequests({ ctx: spv2 })).map((row) => row.keystore)).not.toContain(keystore);
    expect(await messageOf(decideQrRequest({ ctx: spv2, input: { keystore: keystore, approve: true } }))).toBe('otorisasiNotApprover');
    expect(await messageOf(decideQrRequest({ ctx: kasir, input: { keystore: keystore, approve: true } }))).toBe('otorisasiNotApprover');

    const outcomes = await Promise.all([...Array(8)].map((_, index) => messageOf(decideQrRequest({ ctx: index % 2 ? spv : owner, input: { keystore: keystore.toLowerCase(), approve: index % 3 !== 0 } }))));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'otorisasiDecided')).toHaveLength(7);
  });

  it('spends a grant once, for its user and feature only, and refuses an expired request', async () => {
    const { keystore } = await createQrRequest({ ctx: kasir, input: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1, notes: '' } });
    expect(await spend(keystore)).toBe('otorisasiRequired');
    await decideQrRequest({ ctx: spv, input: { keystore: keystore, approve: true } });
    expect(await spend(keystore, 'HAPUS_PARAMETER_HARGA_BELI')).toBe('otorisasiRequired');
    expect(await spend(keystore, 'CETAK_ULANG_PINDAH_BARANG', contextFor('sales', 'USER', cab01))).toBe('otorisasiRequired');
    const spends = await Promise.all([...Array(6)].map(() => spend(keystore.toLowerCase())));
    expect(spends.filter((outcome) => outcome === 'ok')).toHaveLength(1);

    const late = await createQrRequest({ ctx: kasir, input: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1, notes: '' } });
    await db().execute(sql`update otorisasi set expires_at = now() - interval '1 second' where keystore = ${late.keystore}`);
    expect(await messageOf(decideQrRequest({ ctx: spv, input: { keystore: late.keystore, approve: true } }))).toBe('otorisasiExpired');
    expect(await messageOf(decideQrRequest({ ctx: spv, input: { keystore: 'NOSUCHKEY123', approve: true } }))).toBe('otorisasiUnknown');
  });

  it('manual mode: wrong password and a cashier refused and logged; a supervisor of the shop grants', async () => {
    const input = { fitur: 'HAPUS_PARAMETER_HARGA_BELI' as const, subject: PB1, notes: 'HB-1' };
    expect(await messageOf(authorizeManual({ ctx: kasir, address: '10.0.0.9', input: { ...input, userId: 'spv', password: 'salah' } }))).toBe('otorisasiWrongPassword');
    expect(await messageOf(authorizeManual({ ctx: kasir, address: '10.0.0.9', input: { ...input, userId: 'spv2', password: 'spv12345' } }))).toBe('otorisasiNotApprover');
    const grant = await authorizeManual({ ctx: kasir, address: '10.0.0.9', input: { ...input, userId: 'SPV', password: 'spv12345', keterangan: 'salah input' } });
    expect(grant).toMatchObject({ approvedBy: 'spv', mode: 'MANUAL', keterangan: 'salah input' });
    expect(await spend(grant.keystore, 'HAPUS_PARAMETER_HARGA_BELI')).toBe('ok');
    const log = await db().execute(sql`select status, decided_by from otorisasi where mode = 'MANUAL' and input_by = 'kasir' order by id`);
    expect(log.rows).toEqual([{ status: 'REJECTED', decided_by: 'spv2' }, { status: 'APPROVED', decided_by: 'spv' }]);
  });

  it('a QR request lives QR_TTL_MS; past it, the list leaves it out and it is stored EXPIRED (issue 14)', async () => {
    const { keystore } = await createQrRequest({ ctx: kasir, input: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1, notes: 'TTL' } });
    const [stored] = (await db().execute(sql`select extract(epoch from expires_at - input_date) * 1000 as ttl from otorisasi where keystore = ${keystore}`)).rows;
    expect(Number(stored.ttl)).toBe(QR_TTL_MS);
    expect(QR_TTL_MS).toBe(180_000);
    expect((await listOpenQrRequests({ ctx: spv })).map((row) => row.keystore)).toContain(keystore);
    // A tab killed without cleanup: nothing removes it, time does.
    await db().execute(sql`update otorisasi set expires_at = now() - interval '1 millisecond' where keystore = ${keystore}`);
    expect((await listOpenQrRequests({ ctx: spv })).map((row) => row.keystore)).not.toContain(keystore);
    expect((await listOpenQrRequests({ ctx: owner })).map((row) => row.keystore)).not.toContain(keystore);
    const [row] = (await db().execute(sql`select status from otorisasi where keystore = ${keystore}`)).rows;
    expect(row).toEqual({ status: 'EXPIRED' });
  });

  it('removing a QR request: only the requester\'s open request of that shop; nothing removed is said so', async () => {
    const { keystore } = await createQrRequest({ ctx: kasir, input: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1, notes: '' } });
    expect(await removeQrRequest({ ctx: contextFor('sales', 'USER', cab01), input: { keystore: keystore, client: 'CAB01' } })).toBe(false);
    expect(await removeQrRequest({ ctx: kasir, input: { keystore: keystore, client: 'CAB02' } })).toBe(false);
    expect(await removeQrRequest({ ctx: kasir, input: { keystore: keystore.toLowerCase(), client: 'CAB01' } })).toBe(true);
    expect(await removeQrRequest({ ctx: kasir, input: { keystore: keystore, client: 'CAB01' } })).toBe(false);
    expect(await removeQrRequest({ ctx: kasir, input: { keystore: 'NOSUCHKEY123' } })).toBe(false);
    const [row] = (await db().execute(sql`select status from otorisasi where keystore = ${keystore}`)).rows;
    expect(row).toEqual({ status: 'CANCELLED' });
  });
});
