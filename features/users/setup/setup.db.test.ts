import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../lib/auth/password';
import { login } from '@/features/auth/services/login';
import { useTestDatabase } from '../../../tests/support/db';
import { bootDatabase } from '../../../lib/db/boot';
import { akun, bank, paraAkunTransaksi } from '@/lib/db/schema/money-ledger';
import { paraSystem, toko, users } from '@/lib/db/schema/shop';
import { seedDemo } from '@/features/demo';
import { setupInstallation } from './setup';

const { db } = useTestDatabase({ demo: false });
const owner = { kodeToko: 'pusat', namaToko: 'Toko Emas Sinar Jaya', userId: 'budi', namaUser: 'Budi Hartono', password: 'Cincin-Emas-Sinar-Jaya' };
const count = async (table: typeof users | typeof toko | typeof bank) => (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const root = path.resolve(import.meta.dirname, '../../..');

function runSetupCli(args: string[], env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'features/users/setup/setup-cli.ts', ...args], {
    cwd: root, env: { ...process.env, ...env, DATABASE_URL: process.env.DATABASE_URL! }, timeout: 60_000,
  }).then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (error: { code: number; stdout: string; stderr: string }) => error);
}

// Seeding the whole demo takes about 10 s on a quiet 2-core machine and three times that on a loaded one.
const DEMO_SEED_TIMEOUT = 120_000;

describe('first start', () => {
  it('a production boot on an empty database creates no user and no shop, and asks for setup', async () => {
    const booted = await bootDatabase();
    expect(booted.needsSetup).toBe(true);
    expect(booted.demoLogins).toBeUndefined();
    expect(await count(users)).toBe(0);
    expect(await count(toko)).toBe(0);
  });

  it('the demo switch fills an empty database with the demo logins; a set-up database is not asked again', async () => {
    const booted = await bootDatabase({ demo: () => seedDemo() });
    expect(booted.demoLogins?.find((row) => row.userId === 'owner')).toEqual({ level: 'OWN', userId: 'owner', password: 'owner123', kodeToko: 'PUSAT' });
    expect((await bootDatabase()).needsSetup).toBe(false);
  }, DEMO_SEED_TIMEOUT);
});

describe('setupInstallation', () => {
  it('creates the head office and its owner, whose password is hashed and logs in', async () => {
    expect(await setupInstallation(db(), owner)).toEqual({ kodeToko: 'PUSAT', userId: 'budi' });
    const [row] = await db().select().from(users);
    expect(row).toMatchObject({ userId: 'budi', namaUser: 'Budi Hartono', level: 'OWN', kodeToko: 'PUSAT', isActive: true, createdBy: 'SETUP' });
    expect(row.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row.passwordHash).not.toContain('Cincin');
    expect(await verifyPassword('Cincin-Emas-Sinar-Jaya', row.passwordHash)).toBe(true);
    const result = await login({ input: { userId: 'budi', password: 'Cincin-Emas-Sinar-Jaya', remember: false }, address: '127.0.0.1' });
    expect(result).toMatchObject({ ok: true, session: { uid: 'budi', ver: 1 } });
  });

  it('creates what the screens need and none of the demo data', async () => {
    await setupInstallation(db(), owner);
    expect(await db().select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko, appType: toko.appType }).from(toko)).toEqual([
      { kodeToko: 'PUSAT', namaToko: 'Toko Emas Sinar Jaya', appType: 'PUSAT' },
    ]);
    expect((await db().select().from(akun)).map((row) => row.nomorAkun).sort()).toEqual([
      '1-1100-PUSAT', '1-1300', '1-1400', '1-1500', '2-1100', '2-1300', '2-1400', '2-1500', '2-1600', '3-1000', '4-1000', '4-2000', '4-2100', '4-3000', '4-9000', '4-9100', '6-1000', '6-2000',
    ]);
    expect(await db().select().from(paraAkunTransaksi)).toHaveLength(8);
    expect((await db().select().from(paraSystem).where(eq(paraSystem.key, 'PEMBULATAN_PENJUALAN')))[0].value).toBe('500');
    expect((await db().select().from(paraSystem).where(eq(paraSystem.key, 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE')))).toEqual([]);
    expect((await db().execute(sql`select count(*)::int as n from kode_transaksi`)).rows).toEqual([{ n: 6 }]);
    expect((await db().execute(sql`select kode_kondisi from kondisi_pembelian order by kode_kondisi`)).rows.map((row) => row.kode_kondisi))
      .toEqual(['BAGUS', 'KUSAM', 'PATAH', 'RUSAK']);
    expect((await db().execute(sql`select count(*)::int as n from hak_akses_level where level = 'KASIR' and not is_show`)).rows).toEqual([{ n: 5 }]);
    expect(await count(bank)).toBe(0);
    expect((await db().execute(sql`select count(*)::int as n from jurnal`)).rows).toEqual([{ n: 0 }]);
  });

  it('refuses a 6-character password and a breached one, and writes nothing', async () => {
    await expect(setupInstallation(db(), { ...owner, password: '123456' })).rejects.toMatchObject({ kind: 'validation', messageKey: 'passwordTooShort', field: 'password' });
    await expect(setupInstallation(db(), { ...owner, password: 'Password123' })).rejects.toMatchObject({ kind: 'validation', messageKey: 'passwordTooCommon', field: 'password' });
    await expect(setupInstallation(db(), { ...owner, password: 'owner123' })).rejects.toMatchObject({ messageKey: 'passwordTooCommon' });
    await expect(setupInstallation(db(), { ...owner, kodeToko: 'PUSAT 1' })).rejects.toMatchObject({ messageKey: 'kodeTokoInvalid', field: 'kodeToko' });
    expect(await count(users)).toBe(0);
    expect(await count(toko)).toBe(0);
  });

  it('refuses a second run, changing nothing', async () => {
    await setupInstallation(db(), owner);
    await expect(setupInstallation(db(), { ...owner, userId: 'intruder', kodeToko: 'LAIN' })).rejects.toMatchObject({ kind: 'conflict', messageKey: 'setupDone' });
    expect((await db().select({ userId: users.userId }).from(users))).toEqual([{ userId: 'budi' }]);
    expect(await count(toko)).toBe(1);
  });

  it('refuses a database holding the demo installation', async () => {
    await seedDemo();
    await expect(setupInstallation(db(), owner)).rejects.toMatchObject({ kind: 'conflict', messageKey: 'setupDone' });
  }, DEMO_SEED_TIMEOUT);

  it('one of two setups at the same time wins', async () => {
    const results = await Promise.allSettled([setupInstallation(db(), owner), setupInstallation(db(), { ...owner, userId: 'siti' })]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await count(users)).toBe(1);
  });
});

describe('npm run setup without a terminal', () => {
  it('takes flags and the password from the environment, then refuses to run again', async () => {
    const flags = ['--shop-code', 'HO', '--shop-name', 'Toko Emas Sinar Jaya', '--owner-id', 'budi', '--owner-name', 'Budi Hartono'];
    const missing = await runSetupCli(flags, {});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Missing: KILAU_SETUP_OWNER_PASSWORD.');
    const weak = await runSetupCli(flags, { KILAU_SETUP_OWNER_PASSWORD: '12345678' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Setup refused (KILAU_SETUP_OWNER_PASSWORD): This password is too common and easy to guess, use another one');
    expect(await count(users)).toBe(0);

    const done = await runSetupCli(flags, { KILAU_SETUP_OWNER_PASSWORD: 'Cincin-Emas-Sinar-Jaya' });
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Kilau is set up: head office HO, owner "budi".');
    const [row] = await db().select().from(users);
    expect(await verifyPassword('Cincin-Emas-Sinar-Jaya', row.passwordHash)).toBe(true);

    const again = await runSetupCli(flags, { KILAU_SETUP_OWNER_PASSWORD: 'Another-Strong-Passphrase' });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This database already has users: setup runs only once');
    expect(await count(users)).toBe(1);
  }, 120_000);
});
