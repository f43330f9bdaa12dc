import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

export type RedisAdapterConnection = { adapter: ReturnType<typeof createAdapter>; close: () => Promise<void> };

/** socket.io's Redis adapter, so that an event emitted by one Node process reaches the sockets of every other. */
export async function connectRedisAdapter(url: string, key?: string): Promise<RedisAdapterConnection> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // node-redis reconnects by itself; without an error listener a lost connection would end the process.
  for (const client of [pub, sub]) client.on('error', (error: Error) => console.error('[realtime] redis:', error.message));
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub, key ? { key } : {}),
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
