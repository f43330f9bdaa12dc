// The "other process" of realtime-redis.db.test.ts: its own socket.io server on the shared Redis.
import { closeRealtime } from '../server';
import { startRealtimeServer } from './test-clients';

const { url } = await startRealtimeServer({ redisKey: process.env.REALTIME_TEST_REDIS_KEY });
process.stdout.write(`listening ${url}\n`);
process.on('SIGTERM', () => void closeRealtime().finally(() => process.exit(0)));
