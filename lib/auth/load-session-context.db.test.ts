import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useDemoDatabase } from '../../tests/support/db';
import { hiddenKeys, loadSessionContext } from './load-session-context';
import { createSessionRecord, revokeOtherSessionRecords, revokeSessionRecord } from './session-store';

const { db } = useDemoDatabase();
/** A session as a login leaves it: a live user_session row (none for an unknown user). */
const session = async (uid: string, ver = 1) => ({
  sid: await createSessionRecord(db(), uid, 'WEB').catch(() => 'none'), uid, ver, iat: 0, seen: 0, remember: false,
});

describe('loadSessionContext', () => {
  it('reads the user, the shop, the settings and the access tree in one go', async () => {
    const ctx = await loadSessionContext(db(), await session('kasir'));
    expect(ctx?.user).toEqual({ userId: 'kasir', namaUser: 'Dewi Lestari', level: 'KASIR' });
    expect(ctx?.shop).toMatchObject({ kodeToko: 'CAB01', appType: 'CABANG' });
    expect(ctx?.settings.MULTI_LANGUAGE_FEATURE).toBe('true');
    expect([...ctx!.hiddenMenuKeys].sort()).toEqual(['katalog', 'manageUsers', 'masterData', 'parameter', 'setting']);
  });

  it('lets a user row override the level row', async () => {
    await db().execute(sql`insert into hak_akses_user (user_id, menu_key, is_show) values ('kasir', 'setting', true), ('kasir', 'utility', false)`);
    const ctx = await loadSessionContext(db(), await session('kasir'));
    expect(ctx!.hiddenMenuKeys.has('setting')).toBe(false);
    expect(ctx!.hiddenMenuKeys.has('utility')).toBe(true);
  });

  it('gives owners and super users nothing hidden', async () => {
    await db().execute(sql`insert into hak_akses_level (level, menu_key, is_show) values ('OWN', 'setting', false)`);
    expect((await loadSessionContext(db(), await session('owner')))!.hiddenMenuKeys.size).toBe(0);
  });

  it('ends the session of a disabled user and of a session older than the last password change', async () => {
    expect(await loadSessionContext(db(), await session('kasir', 0))).toBeNull();
    await db().execute(sql`update users set is_active = false where user_id = 'kasir'`);
    expect(await loadSessionContext(db(), await session('kasir'))).toBeNull();
    expect(await loadSessionContext(db(), await session('tidak-ada'))).toBeNull();
  });

  it('ends a logged-out session, and on a password change every session but the one that made it', async () => {
    const [first, second, third] = [await session('kasir'), await session('kasir'), await session('kasir')];
    await revokeSessionRecord(db(), first.sid);
    expect(await loadSessionContext(db(), first)).toBeNull();
    expect((await loadSessionContext(db(), second))?.user.userId).toBe('kasir');
    await revokeOtherSessionRecords(db(), 'kasir', third.sid);
    expect(await loadSessionContext(db(), second)).toBeNull();
    expect((await loadSessionContext(db(), third))?.session.sid).toBe(third.sid);
    // A sealed session naming a row that was never written opens nothing.
    expect(await loadSessionContext(db(), { ...third, sid: 'forged-sid' })).toBeNull();
  });

  it('hiddenKeys applies user rows over level rows', () => {
    expect([...hiddenKeys([['a', false], ['b', true]], [['a', true], ['c', false]])]).toEqual(['c']);
  });
});
