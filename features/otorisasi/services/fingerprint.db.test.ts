import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { AppError } from '@/lib/errors/app-error';
import { authorizeFingerprint, fingerprintsOf, registerFingerprint, startFingerprint } from './fingerprint';
import { spendGrant } from './grant';
import { listReaders, readerFromToken, registerReader, revokeReader } from './reader';

const { db } = useDemoDatabase();
const cab01 = { kodeToko: 'CAB01', appType: 'CABANG' };
/** A user's context with FINGERPRINT_MODULE as given (the demo installation has it off). */
const withModule = (ctx: SessionContext, on = true): SessionContext => ({ ...ctx, settings: { ...ctx.settings, FINGERPRINT_MODULE: String(on) } });
const kasir = withModule(contextFor('kasir', 'KASIR', cab01));
const spv = withModule(contextFor('spv', 'SPV', cab01));
const owner = withModule(contextFor('owner', 'OWN'));
const PB1 = documentSubject('PB-1', 'cetak');
const su = withModule(contextFor('su', 'SU'));
const errorOf = (promise: Promise<unknown>) => promise.then(() => null, (error: AppError) => ({ key: error.messageKey, kind: error.kind, values: error.values }));
const messageOf = async (promise: Promise<unknown>) => (await errorOf(promise))?.key ?? 'ok';
const setModule = (on: boolean) => db().execute(sql`update para_system set value = ${String(on)} where key = 'FINGERPRINT_MODULE'`);

/** A reader registered by the owner for a shop, as it authenticates: its token read back into a reader context. */
async function readerOf(kodeToko: string) {
  const { token } = await registerReader({ ctx: owner, input: { kode_toko: kodeToko, nama_reader: `Reader ${kodeToko}` } });
  return { token, context: async () => (await readerFromToken(token))! };
}

describe('fingerprint readers', () => {
  it('only an owner or super user registers, lists and revokes; the token is shown once, stored hashed, and dies on revocation', async () => {
    expect(await messageOf(registerReader({ ctx: spv, input: { kode_toko: 'CAB01', nama_reader: 'Meja 1' } }))).toBe('forbidden');
    expect(await messageOf(registerReader({ ctx: kasir, input: { kode_toko: 'CAB01', nama_reader: 'Meja 1' } }))).toBe('forbidden');
    expect(await messageOf(registerReader({ ctx: owner, input: { kode_toko: '', nama_reader: 'Meja 1' } }))).toBe('tokoRequired');
    expect(await messageOf(registerReader({ ctx: owner, input: { kode_toko: 'CAB99', nama_reader: 'Meja 1' } }))).toBe('readerShopUnknown');
    expect(await messageOf(registerReader({ ctx: owner, input: { kode_toko: 'CAB01', nama_reader: '  ' } }))).toBe('readerNameRequired');
    expect(await errorOf(registerReader({ ctx: owner, input: { kode_toko: 'CAB01', nama_reader: 'x'.repeat(101) } })))
      .toEqual({ key: 'readerNameTooLong', kind: 'validation', values: { max: 100 } });

    const registered = await registerReader({ ctx: owner, input: { kode_toko: 'CAB01', nama_reader: ' Meja Kasir 1 ' } });
    // 32 random bytes in base64url.
    expect(registered).toEqual({ id: expect.any(Number), kode_toko: 'CAB01', nama_reader: 'Meja Kasir 1', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const stored = (await db().execute(sql`select token_hash, created_by from fingerprint_reader where id = ${registered.id}`)).rows;
    expect(stored).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), created_by: 'owner' }]);
    expect((stored[0] as { token_hash: string }).token_hash).not.toContain(registered.token);

    expect(await messageOf(listReaders({ ctx: spv }))).toBe('forbidden');
    const listed = await listReaders({ ctx: su });
    expect(listed).toEqual([{ id: registered.id, kode_toko: 'CAB01', nama_reader: 'Meja Kasir 1', created_by: 'owner', created_at: expect.any(Date), revoked_at: null }]);
    expect(JSON.stringify(listed)).not.toContain(registered.token);

    expect((await readerFromToken(registered.token))?.reader).toEqual({ id: registered.id, kodeToko: 'CAB01', namaReader: 'Meja Kasir 1' });
    expect(await readerFromToken(`${registered.token}x`)).toBeNull();

    expect(await messageOf(revokeReader({ ctx: spv, input: { id: registered.id } }))).toBe('forbidden');
    expect(await revokeReader({ ctx: su, input: { id: registered.id } })).toEqual({ id: registered.id });
    expect(await readerFromToken(registered.token)).toBeNull();
    expect(await messageOf(revokeReader({ ctx: owner, input: { id: registered.id } }))).toBe('readerUnknown');
    expect(await messageOf(revokeReader({ ctx: owner, input: { id: 999_999 } }))).toBe('readerUnknown');
    expect((await listReaders({ ctx: owner }))[0].revoked_at).toBeInstanceOf(Date);
  });
});

describe('fingerprint authorization', () => {
  it('refuses everything while FINGERPRINT_MODULE is off, and writes nothing', async () => {
    const reader = await readerOf('CAB01');
    await db().execute(sql`insert into user_fingerprint (user_id, template) values ('spv', 'FP-SPV')`);
    const off = await reader.context();
    expect(await messageOf(registerFingerprint({ ctx: withModule(spv, false), input: { userId: 'spv', template: 'FP-SPV-2' } }))).toBe('fingerprintModuleOff');
    expect(await messageOf(startFingerprint({ ctx: withModule(kasir, false), input: { approver: 'spv', fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1 } }))).toBe('fingerprintModuleOff');
    expect(await messageOf(fingerprintsOf({ ctx: off, input: { userId: 'spv' } }))).toBe('fingerprintModuleOff');
    expect(await messageOf(authorizeFingerprint({ ctx: off, input: { user_id: 'spv', fp: 'FP-SPV', kategori: 'CETAK_ULANG_PINDAH_BARANG' } }))).toBe('fingerprintModuleOff');
    expect((await db().execute(sql`select count(*)::int as n from otorisasi`)).rows).toEqual([{ n: 0 }]);
    expect((await db().execute(sql`select count(*)::int as n from user_fingerprint`)).rows).toEqual([{ n: 1 }]);
  });

  it('the shop\'s reader reads templates and its matching scan approves the chosen supervisor\'s request; nobody else', async () => {
    await setModule(true);
    const cab01Reader = await (await readerOf('CAB01')).context();
    const cab02Reader = await (await readerOf('CAB02')).context();
    expect(await registerFingerprint({ ctx: spv, input: { userId: 'spv', template: 'FP-SPV' } })).toEqual({ user_id: 'spv', count: 1 });
    // A cashier cannot put his own finger on a supervisor's name.
    expect(await messageOf(registerFingerprint({ ctx: kasir, input: { userId: 'spv', template: 'FP-KASIR' } }))).toBe('forbidden');
    expect(await messageOf(registerFingerprint({ ctx: kasir, input: { userId: 'tidak-ada', template: 'FP-KASIR' } }))).toBe('forbidden');
    expect(await messageOf(registerFingerprint({ ctx: su, input: { userId: 'kasir', template: 'FP-KASIR' } }))).toBe('fingerprintUnknownUser');

    expect(await messageOf(startFingerprint({ ctx: kasir, input: { approver: 'kasir', fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1 } }))).toBe('fingerprintUnknownUser');
    const { keystore } = await startFingerprint({ ctx: kasir, input: { approver: 'spv', fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1 } });
    expect(await fingerprintsOf({ ctx: cab01Reader, input: { userId: 'SPV' } })).toEqual([{ user_id: 'spv', fingerprints: [{ bytes: 'FP-SPV' }] }]);
    // CAB02's reader serves CAB02: a CAB01 supervisor is unknown to it.
    expect(await messageOf(fingerprintsOf({ ctx: cab02Reader, input: { userId: 'spv' } }))).toBe('fingerprintUnknownUser');
    expect(await messageOf(authorizeFingerprint({ ctx: cab02Reader, input: { user_id: 'spv', fp: 'FP-SPV', kategori: 'CETAK_ULANG_PINDAH_BARANG' } }))).toBe('fingerprintUnknownUser');

    const spend = () => messageOf(db().transaction((tx) => spendGrant({ ctx: kasir, input: { keystore, fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: PB1 }, tx })));
    expect(await authorizeFingerprint({ ctx: cab01Reader, input: { user_id: 'spv', fp: 'FP-LAIN', kategori: 'CETAK_ULANG_PINDAH_BARANG' } })).toEqual({ status: false });
    expect(await spend()).toBe('otorisasiRequired');
    expect(await authorizeFingerprint({ ctx: cab01Reader, input: { user_id: 'spv', fp: 'FP-SPV', kategori: 'HAPUS_PARAMETER_HARGA_BELI' } })).toEqual({ status: false });
    expect(await authorizeFingerprint({ ctx: cab01Reader, input: { user_id: 'spv', fp: 'FP-SPV', kategori: 'CETAK_ULANG_PINDAH_BARANG' } })).toEqual({ status: true });
    expect(await spend()).toBe('ok');
    // Nothing left waiting: the same scan again approves nothing.
    expect(await authorizeFingerprint({ ctx: cab01Reader, input: { user_id: 'spv', fp: 'FP-SPV', kategori: 'CETAK_ULANG_PINDAH_BARANG' } })).toEqual({ status: false });
    expect((await db().execute(sql`select status, decided_by, input_by from otorisasi where keystore = ${keystore}`)).rows)
      .toEqual([{ status: 'APPROVED', decided_by: 'spv', input_by: 'kasir' }]);

    // Switched off again, the reader is refused at once (settings are read per call).
    await setModule(false);
    expect(await messageOf(fingerprintsOf({ ctx: (await readerFromToken((await readerOf('CAB01')).token))!, input: { userId: 'spv' } }))).toBe('fingerprintModuleOff');
  });

  it('limits a template to 8,192 characters and a user to 10 templates, also when enrolled at once', async () => {
    expect(await errorOf(registerFingerprint({ ctx: spv, input: { userId: 'spv', template: 'A'.repeat(8193) } })))
      .toEqual({ key: 'fingerprintTemplateTooLong', kind: 'validation', values: { max: 8192 } });
    expect(await messageOf(registerFingerprint({ ctx: spv, input: { userId: 'spv', template: '' } }))).toBe('fingerprintTemplateRequired');
    expect(await messageOf(registerFingerprint({ ctx: spv, input: { userId: 'spv', template: 12345 } }))).toBe('fingerprintTemplateRequired');
    expect(await registerFingerprint({ ctx: owner, input: { userId: 'SPV', template: 'A'.repeat(8192) } })).toEqual({ user_id: 'spv', count: 1 });

    const outcomes = await Promise.all([...Array(12)].map((_, index) => errorOf(registerFingerprint({ ctx: spv, input: { userId: 'spv', template: `FP-${index}` } }))));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(9);
    expect(outcomes.filter((outcome) => outcome !== null)).toEqual([...Array(3)].map(() => ({ key: 'fingerprintTooMany', kind: 'validation', values: { max: 10 } })));
    expect((await db().execute(sql`select count(*)::int as n from user_fingerprint where user_id = 'spv'`)).rows).toEqual([{ n: 10 }]);

    await setModule(true);
    const reader = await (await readerOf('CAB01')).context();
    expect(await errorOf(authorizeFingerprint({ ctx: reader, input: { user_id: 'spv', fp: 'B'.repeat(8193), kategori: 'CETAK_ULANG_PINDAH_BARANG' } })))
      .toEqual({ key: 'fingerprintTemplateTooLong', kind: 'validation', values: { max: 8192 } });
  });
});
