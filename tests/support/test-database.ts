import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../lib/db/embedded';

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
  return startEmbeddedPostgres(path.resolve('data', 'test-pg'), EMBEDDED_TEST_PORT);
}
