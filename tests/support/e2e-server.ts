import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { recreateDatabase } from '../../lib/db/ensure-database';
import { startTestServerIfEmbedded, testDatabaseUrl } from './test-database';

import { E2E_PORT, E2E_SESSION_SECRET } from './e2e-constants';

// The server Playwright starts: a fresh e2e database with the demo installation, then the real server.ts.

await startTestServerIfEmbedded();
const url = testDatabaseUrl('e2e');
await recreateDatabase(url);
process.env.DATABASE_URL = url;
process.env.SESSION_SECRET = E2E_SESSION_SECRET;
process.env.PORT = String(E2E_PORT);
process.env.KILAU_DEMO = '1';
// The compiled server, as `npm start` runs it (compiled here when missing or stale: CI runs only `npx next build`).
const { buildServer, SERVER_BUNDLE } = await import('../../scripts/build-server.mjs');
await buildServer();
await import(pathToFileURL(path.resolve(SERVER_BUNDLE)).href);
