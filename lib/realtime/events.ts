import { getRealtime, shopRoom, userRoom } from './server';
import type { RealtimeEvent, RealtimePayload, ServerToClientEvents } from './event-types';

export type { ProgressEvent, RealtimeEvent, RealtimePayload, ServerToClientEvents } from './event-types';

// Through io.to(room) the adapter (Redis when REDIS_URL is set) carries the event to every process.
// Without an attached server (scripts, service tests) these do nothing.

/** To every open tab of one shop. */
export function emitToShop<E extends RealtimeEvent>(kodeToko: string, event: E, payload: RealtimePayload<E>): void {
  emitToRoom(shopRoom(kodeToko), event, payload);
}

/** To every open tab of one user. */
export function emitToUser<E extends RealtimeEvent>(userId: string, event: E, payload: RealtimePayload<E>): void {
  emitToRoom(userRoom(userId), event, payload);
}

/** To every logged-in tab of the installation (settings are installation-wide). */
export function emitToAll<E extends RealtimeEvent>(event: E, payload: RealtimePayload<E>): void {
  getRealtime()?.emit(event, ...argsOf<E>(payload));
}

function emitToRoom<E extends RealtimeEvent>(room: string, event: E, payload: RealtimePayload<E>): void {
  getRealtime()?.to(room).emit(event, ...argsOf<E>(payload));
}

// socket.io types an event's arguments as a tuple; TypeScript cannot see a generic payload as that tuple.
const argsOf = <E extends RealtimeEvent>(payload: RealtimePayload<E>) => [payload] as Parameters<ServerToClientEvents[E]>;

/**
 * Closes every socket of a user (in every process): after a password change or when the user is disabled, each tab
 * reconnects with its cookie and is refused unless its session is still valid.
 */
export function disconnectUser(userId: string): void {
  getRealtime()?.in(userRoom(userId)).disconnectSockets(true);
}
