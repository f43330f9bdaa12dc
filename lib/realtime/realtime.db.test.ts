import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contextFor } from '../../tests/support/contexts';
import { useDemoDatabase } from '../../tests/support/db';
import { setUserActive } from '@/features/users/services/user-access';
import { emitToAll, emitToShop, emitToUser } from './events';
import { closeRealtime, getRealtime } from './server';
import { connectClient, eventNames, sessionCookie, startRealtimeServer, type TestClient } from './testing/test-clients';

process.env.SESSION_SECRET = 'r'.repeat(40);
const { db } = useDemoDatabase();
let url = '';
const clients: TestClient[] = [];

beforeAll(async () => {
  ({ url } = await startRealtimeServer({ redisUrl: '' }));
});
afterEach(() => {
  for (const client of clients.splice(0)) client.socket.close();
});
afterAll(async () => {
  await closeRealtime();
});

async function connect(cookie?: string, headers?: Record<string, string>) {
  const client = await connectClient(url, cookie, headers);
  clients.push(client);
  return client;
}

// Events to one socket arrive in the order they were sent, so once the marker (sent last, to everyone) has
// arrived, anything else meant for that socket has arrived too.
async function sendMarkerAndWait(...accepted: TestClient[]) {
  emitToAll('progress', { id: 'marker', done: 1, total: 1, label: '' });
  await vi.waitFor(() => accepted.forEach((client) => expect(eventNames(client)).toContain('progress')));
}

describe('realtime socket', () => {
  it('refuses a handshake from another site\'s page even with a valid cookie; accepts its own origin', async () => {
    const cookie = await sessionCookie('kasir');
    const evil = await connect(cookie, { origin: 'http://evil.example' });
    const forwarded = await connect(cookie, { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' });
    const own = await connect(cookie, { origin: url });
    expect([evil.outcome, forwarded.outcome, own.outcome]).toEqual(['websocket error', 'websocket error', 'connected']);
    emitToShop('CAB01', 'qr-auth', { status: 'APPROVED', keystore: 'K0' });
    await sendMarkerAndWait(own);
    expect([...evil.received, ...forwarded.received]).toEqual([]);
  });

  it('refuses a socket without a session, with a forged one, of a disabled user or older than the password; none receives anything', async () => {
    await db().execute(sql`update users set is_active = false where user_id = 'sales'`);
    const forged = (await sessionCookie('kasir')).replace(/.{6}$/, 'AAAAAA');
    const refused = [
      await connect(),
      await connect(forged),
      await connect(await sessionCookie('owner', { ver: 0 })),
      await connect(await sessionCookie('sales')),
      await connect(await sessionCookie('tidak-ada')),
      await connect(await sessionCookie('kasir', { seen: Date.now() - 24 * 3600_000 })),
    ];
    expect(refused.map((client) => client.outcome)).toEqual(Array(refused.length).fill('Invalid Token'));
    const accepted = await connect(await sessionCookie('kasir'));
    expect(accepted.outcome).toBe('connected');

    emitToShop('CAB01', 'qr-auth', { status: 'APPROVED', keystore: 'K1' });
    emitToShop('PUSAT', 'qr-auth', { status: 'APPROVED', keystore: 'K2' });
    await sendMarkerAndWait(accepted);
    expect(refused.flatMap((client) => client.received)).toEqual([]);
    expect(refused.every((client) => !client.socket.connected)).toBe(true);
  });

  it('gives a shop its own events only, whatever room a browser asks to join', async () => {
    const cab01 = await connect(await sessionCookie('kasir'));
    const cab02 = await connect(await sessionCookie('kasir2'));
    // Unanswered, as every event a browser sends; once timed out, the server has long seen it.
    await expect(cab01.socket.timeout(300).emitWithAck('join', 'shop:CAB02')).rejects.toThrow();
    const [serverSide] = await getRealtime()!.in('user:kasir').fetchSockets();
    expect([...serverSide.rooms].sort()).toEqual([cab01.socket.id, 'shop:CAB01', 'user:kasir'].sort());

    emitToShop('CAB02', 'qr-auth', { status: 'REJECTED', keystore: 'B' });
    emitToShop('CAB01', 'qr-auth', { status: 'APPROVED', keystore: 'A' });
    await sendMarkerAndWait(cab01, cab02);
    expect(cab01.received.filter((r) => r.event === 'qr-auth').map((r) => r.payload)).toEqual([{ status: 'APPROVED', keystore: 'A' }]);
    expect(cab02.received.filter((r) => r.event === 'qr-auth').map((r) => r.payload)).toEqual([{ status: 'REJECTED', keystore: 'B' }]);
  });

  it('gives a user event to that user only, not to the rest of the shop', async () => {
    const spv = await connect(await sessionCookie('spv'));
    const spvSecondTab = await connect(await sessionCookie('spv'));
    const kasir = await connect(await sessionCookie('kasir'));

    emitToUser('spv', 'fingerprint-auth', { status: 'OK', auth_for: 'kasir', user_id: 'spv' });
    await sendMarkerAndWait(spv, spvSecondTab, kasir);
    expect(eventNames(spv)).toEqual(['fingerprint-auth', 'progress']);
    expect(eventNames(spvSecondTab)).toEqual(['fingerprint-auth', 'progress']);
    expect(eventNames(kasir)).toEqual(['progress']);
  });

  it('tells every logged-in tab of every shop that the settings changed', async () => {
    const tabs = [await connect(await sessionCookie('owner')), await connect(await sessionCookie('kasir2'))];
    emitToAll('settings-changed', { by: 'owner', originTab: 't1' });
    await vi.waitFor(() => tabs.forEach((tab) => expect(tab.received).toEqual([{ event: 'settings-changed', payload: { by: 'owner', originTab: 't1' } }])));
  });

  it('closes the sockets of a user who is disabled; they stay out', async () => {
    const kasir = await connect(await sessionCookie('kasir'));
    const other = await connect(await sessionCookie('kasir2'));
    expect(kasir.outcome).toBe('connected');
    await setUserActive({ ctx: contextFor('owner', 'OWN'), input: { userId: 'kasir', isActive: false } });
    await vi.waitFor(() => expect(kasir.socket.connected).toBe(false));
    emitToShop('CAB01', 'qr-auth', { status: 'APPROVED', keystore: 'AFTER' });
    await sendMarkerAndWait(other);
    expect(eventNames(kasir)).not.toContain('qr-auth');
    expect(other.socket.connected).toBe(true);
  });
});

