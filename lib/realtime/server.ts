import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { openSession, SESSION_COOKIE } from '../auth/seal';

const holder = globalThis as unknown as { __kilauIo?: Server };

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** socket.io on the same port as Next; only a browser with a valid session may connect. */
export function attachRealtime(httpServer: HttpServer): Server {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false });
  io.use(async (socket, next) => {
    const session = await openSession(readCookie(socket.request.headers.cookie, SESSION_COOKIE));
    if (!session) return next(new Error('Invalid Token'));
    socket.data.userId = session.uid;
    next();
  });
  holder.__kilauIo = io;
  return io;
}

/** The socket.io server, for services that announce an event (settings-changed and the like). */
export function getRealtime(): Server | undefined {
  return holder.__kilauIo;
}
