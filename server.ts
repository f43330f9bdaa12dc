import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parse } from 'node:url';
import { bootDatabase, exitForSetup } from './lib/db/boot';
import { closeDb } from './lib/db/client';
import { attachRealtime, closeRealtime } from './lib/realtime/server';
import { ensureSessionSecret } from './lib/server/session-secret';
import { guardRequest } from './lib/server/request-guard';
import { applyTrustedHeaders } from './lib/server/trusted-headers';

// One Node process: Next, socket.io and (without DATABASE_URL) the embedded PostgreSQL.
const dev = process.argv.includes('--dev');
(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const started = Date.now();

ensureSessionSecret(path.resolve(process.env.KILAU_DATA_DIR ?? 'data'));
// Next loads its server while PostgreSQL starts and migrates: neither waits for the other. Nothing in Next's start
// reads the database (the pool is opened on the first query, with the DATABASE_URL the boot sets).
const nextReady = prepareNext();
// The demo installation (published logins) only when asked: `npm start` passes --demo; a production start never seeds.
// The demo data's code (and its image library) is loaded only when an empty database gets it.
const demo = process.argv.includes('--demo') || process.env.KILAU_DEMO === '1';
const database = await bootDatabase({
  demo: demo ? async () => (await import('./features/demo')).seedDemo({ scale: Number(process.env.DEMO_SCALE ?? 1) }) : undefined,
});
if (database.needsSetup) await exitForSetup(database);
const handle = await nextReady;

async function prepareNext() {
  const { default: next } = await import('next');
  const app = next({ dev, hostname, port, dir: process.cwd(), conf: dev ? undefined : builtConfig() });
  await app.prepare();
  return app.getRequestHandler();
}

const server = createServer((req, res) => {
  if (guardRequest(req, res)) return;
  applyTrustedHeaders(req);
  handle(req, res, parse(req.url ?? '/', true));
});
await attachRealtime(server);
server.listen(port, hostname, () => {
  console.log(`Kilau ready on http://localhost:${port} in ${Date.now() - started} ms (Node.js ${process.versions.node}, ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`);
  if (database.demoLogins) {
    console.log('Demo installation created. Logins:');
    console.table(database.demoLogins);
  }
});

/**
 * The configuration `next build` resolved from next.config.ts and wrote beside the build, as Next's standalone server
 * uses it: a production start then does not compile next.config.ts (and load the compiler) again.
 */
function builtConfig() {
  try {
    return JSON.parse(fs.readFileSync(path.resolve('.next/required-server-files.json'), 'utf8')).config;
  } catch {
    return undefined;
  }
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close();
  await closeRealtime().catch(() => {});
  await closeDb().catch(() => {});
  await database.embedded?.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
