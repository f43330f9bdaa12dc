import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { users } from '@/lib/db/schema/shop';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import type { PageInput } from '@/lib/paging/page-params';
import { findUsers } from './find-users';
import { createUser, updateUser } from './save-user';
import { resetUserPassword, setUserActive } from './user-access';

const PAGE: PageInput = { page: 1, pageSize: 10, sort: null, dir: 'asc', q: '' };

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const mu = contextFor('mu', 'MU');
const branchOwner = contextFor('owner', 'OWN', { kodeToko: 'CAB01', appType: 'CABANG' });
const newUser = { userId: 'kasir3', namaUser: 'Kasir Tiga', level: 'KASIR' as const, kodeToko: 'CAB02', password: 'kasir333' };
const userRow = async (userId: string) => (await db().select().from(users).where(eq(users.userId, userId)))[0];

describe('user administration', () => {
  it('adds a user who can then log in with the given password', async () => {
    await createUser({ ctx: owner, input: { ...newUser } });
    const row = await userRow('kasir3');
    expect(row).toMatchObject({ level: 'KASIR', kodeToko: 'CAB02', createdBy: 'owner', isActive: true });
    expect(await verifyPassword('kasir333', row.passwordHash)).toBe(true);
  });

  it('refuses a password of 6 characters or a breached one on the password field, and writes nothing', async () => {
    await expect(createUser({ ctx: owner, input: { ...newUser, password: '123456' } })).rejects.toMatchObject({
      kind: 'validation', messageKey: 'passwordTooShort', field: 'password',
    });
    await expect(createUser({ ctx: owner, input: { ...newUser, password: 'Sunshine1' } })).rejects.toMatchObject({
      kind: 'validation', messageKey: 'passwordTooCommon', field: 'password',
    });
    expect(await userRow('kasir3')).toBeUndefined();
  });

  it('refuses a user id already in use, in any letter case, on the userId field', async () => {
    await expect(createUser({ ctx: owner, input: { ...newUser, userId: 'KASIR' } })).rejects.toMatchObject({
      kind: 'conflict', messageKey: 'userIdTaken', field: 'userId',
    });
  });

  it('lets MU give only shop-floor levels', async () => {
    await expect(createUser({ ctx: mu, input: { ...newUser, level: 'OWN' } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(updateUser({ ctx: mu, input: { userId: 'kasir', namaUser: 'x', level: 'SU', kodeToko: 'CAB01' } })).rejects.toMatchObject({ kind: 'forbidden' });
    await createUser({ ctx: mu, input: { ...newUser } });
  });

  it('refuses levels that may not administer users', async () => {
    for (const level of ['SPV', 'KASIR', 'USER'] as const) {
      await expect(findUsers({ ctx: contextFor('x', level), input: PAGE })).rejects.toMatchObject({ kind: 'forbidden' });
      await expect(createUser({ ctx: contextFor('x', level), input: { ...newUser } })).rejects.toMatchObject({ kind: 'forbidden' });
    }
    expect(await userRow('kasir3')).toBeUndefined();
  });

  it('shows a branch only its own users and refuses other shops', async () => {
    const { data: rows } = await findUsers({ ctx: branchOwner, input: { ...PAGE, pageSize: 100 } });
    expect(new Set(rows.map((row) => row.kodeToko))).toEqual(new Set(['CAB01']));
    await expect(createUser({ ctx: branchOwner, input: { ...newUser } })).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('pages, sorts and searches the list in SQL, inside the branch', async () => {
    const ids = async (input: Partial<PageInput>) => {
      const { data, meta } = await findUsers({ ctx: branchOwner, input: { ...PAGE, ...input } });
      return { ids: data.map((row) => row.userId), total: meta.total, page: meta.page };
    };
    // CAB01 has spv, kasir, sales and five generated staff.
    expect(await ids({ sort: 'userId' })).toEqual({
      ids: ['cab01.staf001', 'cab01.staf002', 'cab01.staf003', 'cab01.staf004', 'cab01.staf005', 'kasir', 'sales', 'spv'], total: 8, page: 1,
    });
    expect(await ids({ sort: 'userId', pageSize: 3, page: 2 })).toEqual({ ids: ['cab01.staf004', 'cab01.staf005', 'kasir'], total: 8, page: 2 });
    expect(await ids({ sort: 'userId', dir: 'desc', pageSize: 3, page: 9 })).toEqual({ ids: ['cab01.staf002', 'cab01.staf001'], total: 8, page: 3 });
    expect(await ids({ q: 'SAL' })).toEqual({ ids: ['sales'], total: 1, page: 1 });
    expect((await ids({ q: 'staf00' })).total).toBe(5);
    // % and _ are the user's characters, not patterns; another shop's users stay out of a branch's search.
    expect(await ids({ q: '%' })).toEqual({ ids: [], total: 0, page: 1 });
    expect(await ids({ q: '_' })).toEqual({ ids: [], total: 0, page: 1 });
    expect(await ids({ q: 'kasir2' })).toEqual({ ids: [], total: 0, page: 1 });
  });

  it('finds users by their shop\'s name and pages deep lists by their keys', async () => {
    const ids = async (input: Partial<PageInput>) => {
      const { data, meta } = await findUsers({ ctx: owner, input: { ...PAGE, ...input } });
      return { ids: data.map((row) => `${row.userId}@${row.namaToko}`), total: meta.total, page: meta.page };
    };
    expect(await ids({ q: 'bandung', sort: 'userId', pageSize: 3, page: 2 })).toEqual({
      ids: ['cab01.staf004@Kilau Emas Bandung', 'cab01.staf005@Kilau Emas Bandung', 'kasir@Kilau Emas Bandung'], total: 8, page: 2,
    });
    const surabaya = await ids({ q: 'surabaya' });
    expect(surabaya.total).toBe(7);
    expect(surabaya.ids.every((id) => id.endsWith('@Kilau Emas Surabaya'))).toBe(true);
    expect(await ids({ q: 'nobody matches this' })).toEqual({ ids: [], total: 0, page: 1 });
    // The list's own order (shop, then user id), its last page, and a descending sort whose ties follow it.
    expect(await ids({ pageSize: 3, page: 1 })).toEqual({
      ids: ['cab01.staf001@Kilau Emas Bandung', 'cab01.staf002@Kilau Emas Bandung', 'cab01.staf003@Kilau Emas Bandung'], total: 19, page: 1,
    });
    expect(await ids({ pageSize: 5, page: 4 })).toEqual({
      ids: ['dev@Kilau Emas Pusat', 'mu@Kilau Emas Pusat', 'owner@Kilau Emas Pusat', 'su@Kilau Emas Pusat'], total: 19, page: 4,
    });
    expect(await ids({ sort: 'level', dir: 'desc', pageSize: 2, page: 1 })).toEqual({
      ids: ['sales@Kilau Emas Bandung', 'cab02.staf005@Kilau Emas Surabaya'], total: 19, page: 1,
    });
  });

  it('disabling ends the user\'s sessions; nobody disables themselves', async () => {
    await setUserActive({ ctx: owner, input: { userId: 'kasir', isActive: false } });
    expect(await userRow('kasir')).toMatchObject({ isActive: false, sessionVersion: 2 });
    await setUserActive({ ctx: owner, input: { userId: 'kasir', isActive: true } });
    expect(await userRow('kasir')).toMatchObject({ isActive: true, sessionVersion: 2 });
    await expect(setUserActive({ ctx: owner, input: { userId: 'owner', isActive: false } })).rejects.toMatchObject({ messageKey: 'ownAccount' });
  });

  it('resets a password to a new random one and ends the sessions', async () => {
    const password = await resetUserPassword({ ctx: owner, input: { userId: 'spv' } });
    expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
    const row = await userRow('spv');
    expect(await verifyPassword(password, row.passwordHash)).toBe(true);
    expect(row.sessionVersion).toBe(2);
  });
});
