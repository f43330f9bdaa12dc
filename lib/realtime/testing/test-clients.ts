import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../../auth/seal';
import type { SessionData } from '../../auth/session-policy';
import { getDb } from '../../db/client';
import { storedSessionCookie } from '../../../tests/support/stored-session';
import { attachRealtime } from '../server';

export type TestClient = {
  socket: Socket;
  /** 'connected', or the refusal's message. */
  outcome: string;
  received: { event: string; payload: unknown }[];
};

/** A plain HTTP server with the realtime layer on a free port; no Next needed. */
export async function startRealtimeServer(options: { redisUrl?: string; redisKey?: string } = {}) {
  const server = createServer();
  const io = await attachRealtime(server, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { io, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function sessionCookie(uid: string, changes: Partial<SessionData> = {}): Promise<string> {
  const sealed = await storedSessionCookie(getDb(), uid, changes);
  return `${SESSION_COOKIE}=${encodeURIComponent(sealed)}`;
}

/** A Node socket.io client sending `cookie` as a browser would; resolves once accepted or refused. */
export async function connectClient(url: string, cookie?: string, headers: Record<string, string> = {}): Promise<TestClient> {
  const socket = connectSocket(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { ...headers, ...(cookie ? { cookie } : {}) },
    forceNew: true,
    reconnection: false,
  });
  const received: TestClient['received'] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  const outcome = await new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return { socket, outcome, received };
}

export const eventNames = (client: TestClient) => client.received.map((r) => r.event);
