'use client';
import { useEffect, useEffectEvent } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { RealtimeEvent, RealtimePayload, ServerToClientEvents } from '@/lib/realtime/event-types';

export type RealtimeSocket = Socket<ServerToClientEvents, Record<string, never>>;

let shared: RealtimeSocket | undefined;

/**
 * The tab's one realtime connection, opened on first use. A refused connection fails with 'Invalid Token'
 * (no valid session) or 'Unavailable' (the server could not check); listen for connect_error to react.
 */
export function getRealtimeSocket(): RealtimeSocket {
  // WebSocket first: with several processes behind a load balancer, polling would need sticky sessions.
  if (!shared) {
    shared = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
    // The server drops a user's sockets when the user is disabled or the password reset; reconnecting at once lets the
    // session check answer (a refused session sends the tab to login through connect_error).
    shared.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') shared?.connect();
    });
  }
  return shared;
}

/** Calls `handler` with every `event` the server sends this tab, while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, handler: (payload: RealtimePayload<E>) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const socket = getRealtimeSocket();
    const listener = (payload: RealtimePayload<E>) => onEvent(payload);
    // socket.io-client types a listener per event name; a generic name needs the cast.
    const on = socket.on.bind(socket) as (event: E, listener: (payload: RealtimePayload<E>) => void) => void;
    const off = socket.off.bind(socket) as typeof on;
    on(event, listener);
    return () => off(event, listener);
  }, [event]);
}
