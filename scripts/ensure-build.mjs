// `npm start` runs this first: builds the Next app when there is no build or the sources are newer than it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const buildId = path.resolve('.next/BUILD_ID');
const sources = ['app', 'features', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package.json'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the app (first start, or sources changed)...');
  execSync('npx next build', { stdio: 'inherit' });
}
