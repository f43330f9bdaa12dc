// `npm start` runs this first: builds the Next app when there is no build or the sources are newer than it, and
// compiles the server (scripts/build-server.mjs) when its bundle is missing or older than its sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE, SERVER_SOURCES } from './build-server.mjs';

const buildId = path.resolve('.next/BUILD_ID');
const sources = ['app', 'features', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package.json'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const nextBuiltAt = builtAt(buildId);
if (nextBuiltAt === 0 || Math.max(...sources.map(newestMtime)) > nextBuiltAt) {
  console.log('Building the app (first start, or sources changed)...');
  execSync('npx next build', { stdio: 'inherit' });
}

const serverBuiltAt = builtAt(SERVER_BUNDLE);
if (serverBuiltAt === 0 || Math.max(...SERVER_SOURCES.map(newestMtime)) > serverBuiltAt) {
  console.log(`Compiling the server (${SERVER_BUNDLE})...`);
  await buildServer();
}
