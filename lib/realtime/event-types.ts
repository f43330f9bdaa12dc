// The realtime events' types, apart from the code that emits them, so the socket server and browsers can name them.

/** A background task's progress; the shell shows the progress modal while `done` differs from `total` (§2.2). */
export type ProgressEvent = { id: string; done: number; total: number; label: string };

/** What the server sends to browsers (§7 "realtime socket", §4 settings-changed). Browsers send nothing. */
export type ServerToClientEvents = {
  'settings-changed': (event: { by: string; originTab?: string }) => void;
  'fingerprint-auth': (event: { status: string; auth_for: string; user_id: string }) => void;
  'qr-auth': (event: { status: string; keystore: string; cancel?: boolean }) => void;
  progress: (event: ProgressEvent) => void;
};

export type RealtimeEvent = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEvent> = Parameters<ServerToClientEvents[E]>[0];
