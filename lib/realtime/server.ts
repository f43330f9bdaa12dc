import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { openSession, SESSION_COOKIE } from '../auth/seal';
import { publicHost } from '../server/trusted-headers';
import type { ServerToClientEvents } from './event-types';
import { findSocketUser, type SocketUser } from './socket-user';

export type RealtimeServer = Server<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketUser>;

// server.ts and the Next bundles run in one process: services reach the server attached by server.ts.
const holder = globalThis as unknown as { __kilauIo?: RealtimeServer; __kilauIoClose?: () => Promise<void> };

/** The only rooms a socket is in: its shop's and its user's. */
export const shopRoom = (kodeToko: string) => `shop:${kodeToko}`;
export const userRoom = (userId: string) => `user:${userId}`;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * A handshake from our own pages: no Origin (a same-origin polling GET carries none; a browser always sends one
 * cross-origin), or an Origin whose host is the one the browser addressed (Host, or the trusted proxy's forwarded host).
 * Another site's page, whose request would carry the user's cookie, is refused.
 */
export function isSameOriginHandshake(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === publicHost(req);
  } catch {
    return false;
  }
}

/**
 * socket.io on the same port as Next. Only a browser with a valid session of an active user may connect; it joins
 * its shop's room and its user's room, and nothing else (browsers send no events, so they cannot join a room).
 * With REDIS_URL several Node processes share rooms and events through Redis.
 */
export async function attachRealtime(
  httpServer: HttpServer,
  options: { redisUrl?: string; redisKey?: string } = {},
): Promise<RealtimeServer> {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  // Loaded only with Redis: a single-process start does not load the Redis client.
  const redis = redisUrl ? await (await import('./redis-adapter')).connectRedisAdapter(redisUrl, options.redisKey) : undefined;
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io', serveClient: false, adapter: redis?.adapter,
    allowRequest: (req, callback) => callback(null, isSameOriginHandshake(req)),
  });
  io.use(async (socket, next) => {
    const session = await openSession(readCookie(socket.request.headers.cookie, SESSION_COOKIE));
    let user: SocketUser | null;
    try {
      user = session && (await findSocketUser(session));
    } catch (error) {
      // Not 'Invalid Token': the browser treats that as a lost session and logs out.
      console.error('[realtime] session check failed:', (error as Error).message);
      return next(new Error('Unavailable'));
    }
    if (!user) return next(new Error('Invalid Token'));
    socket.data = user;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join([shopRoom(socket.data.kodeToko), userRoom(socket.data.userId)]);
  });
  holder.__kilauIo = io;
  holder.__kilauIoClose = async () => {
    await io.close();
    await redis?.close();
  };
  return io;
}

/** The socket.io server, for services that announce an event; see emitToShop and emitToUser in ./events. */
export function getRealtime(): RealtimeServer | undefined {
  return holder.__kilauIo;
}

/** Closes the sockets, the HTTP server socket.io is attached to, and the Redis connections. */
export async function closeRealtime(): Promise<void> {
  const close = holder.__kilauIoClose;
  holder.__kilauIo = holder.__kilauIoClose = undefined;
  await close?.();
}
