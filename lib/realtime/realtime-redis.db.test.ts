import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { contextFor } from '../../tests/support/contexts';
import { useDemoDatabase } from '../../tests/support/db';
import { createQrRequest, decideQrRequest } from '@/features/otorisasi/services/qr';
import { emitToAll, emitToShop, emitToUser } from './events';
import { closeRealtime } from './server';
import { connectClient, eventNames, sessionCookie, startRealtimeServer, type TestClient } from './testing/test-clients';

const REDIS_URL = 'redis://127.0.0.1:6379';
const isRedisUp = await new Promise<boolean>((resolve) => {
  const probe = connectTcp({ host: '127.0.0.1', port: 6379, timeout: 1000 });
  probe.once('connect', () => (probe.destroy(), resolve(true)));
  probe.once('error', () => resolve(false)).once('timeout', () => (probe.destroy(), resolve(false)));
});
if (!isRedisUp) console.warn(`Skipping the two-process realtime test: no Redis at ${REDIS_URL}`);

process.env.SESSION_SECRET = 'r'.repeat(40);
useDemoDatabase();
// Our own channel, so that nothing else on the machine's Redis hears these events or sends us its own.
const redisKey = `kilau-test-${randomUUID()}`;
let peer: ChildProcess | undefined;
let peerUrl = '';
const clients: TestClient[] = [];

/** The second Node process: lib/realtime/testing/peer-server.ts under tsx, on the same database and Redis. */
async function startPeer(): Promise<string> {
  peer = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'testing/peer-server.ts')], {
    env: { ...process.env, DATABASE_URL: inject('databaseUrl'), REDIS_URL, REALTIME_TEST_REDIS_KEY: redisKey },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    peer!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    peer!.once('exit', (code) => reject(new Error(`peer process ended (${code}) before listening`)));
  });
}

describe.skipIf(!isRedisUp)('realtime across processes (Redis adapter)', () => {
  beforeAll(async () => {
    await startRealtimeServer({ redisUrl: REDIS_URL, redisKey });
    peerUrl = await startPeer();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.close();
  });
  afterAll(async () => {
    await closeRealtime();
    peer?.kill('SIGTERM');
  });

  async function connectToPeer(uid: string) {
    const client = await connectClient(peerUrl, await sessionCookie(uid));
    clients.push(client);
    expect(client.outcome).toBe('connected');
    return client;
  }

  it('brings an approval emitted by this process to a dialog held by the other, and only in its shop', async () => {
    const dialog = await connectToPeer('kasir');
    const otherShop = await connectToPeer('kasir2');

    emitToShop('CAB01', 'qr-auth', { status: 'APPROVED', keystore: 'ABC123' });
    emitToUser('kasir', 'fingerprint-auth', { status: 'OK', auth_for: 'kasir', user_id: 'spv' });
    emitToAll('progress', { id: 'marker', done: 1, total: 1, label: '' });
    await vi.waitFor(() => [dialog, otherShop].forEach((client) => expect(eventNames(client)).toContain('progress')));

    expect(dialog.received.slice(0, 2)).toEqual([
      { event: 'qr-auth', payload: { status: 'APPROVED', keystore: 'ABC123' } },
      { event: 'fingerprint-auth', payload: { status: 'OK', auth_for: 'kasir', user_id: 'spv' } },
    ]);
    expect(eventNames(otherShop)).toEqual(['progress']);
  });

  it('brings a supervisor\'s QR decision made on this process to the cashier\'s dialog on the other', async () => {
    const dialog = await connectToPeer('kasir');
    const otherShop = await connectToPeer('kasir2');
    const cab01 = { kodeToko: 'CAB01', appType: 'CABANG' };
    const { keystore } = await createQrRequest({ ctx: contextFor('kasir', 'KASIR', cab01), input: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: documentSubject('PB-REDIS', 'cetak') } });
    await decideQrRequest({ ctx: contextFor('spv', 'SPV', cab01), input: { keystore, approve: true } });
    await vi.waitFor(() => expect(dialog.received).toContainEqual({ event: 'qr-auth', payload: { status: 'APPROVED', keystore } }));
    expect(otherShop.received).toEqual([]);
  });
});
