// Compiles server.ts and the modules it imports into one ES module, dist/server.mjs, so a start runs plain JavaScript:
// compiling the TypeScript through tsx at every start took about a second. Packages stay imports of node_modules;
// `@/` paths are resolved from tsconfig.json. `npm start`, `npm run start:server`, the e2e server and the bench run it;
// `npm run dev` keeps running server.ts through tsx.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = 'server.ts';
export const SERVER_BUNDLE = 'dist/server.mjs';
/** What the bundle is made of: a change here makes it stale. */
export const SERVER_SOURCES = ['server.ts', 'lib', 'features', 'package.json', 'tsconfig.json'];

export async function buildServer(root = process.cwd()) {
  const started = Date.now();
  // No chunk of an earlier build is left behind.
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, SERVER_ENTRY)],
    // Split: what start loads only on demand (the demo seed with its image library, the Redis adapter) stays in
    // chunks of its own, so their packages are not loaded by a start that does not need them.
    outdir: path.join(root, 'dist'),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`Server compiled to ${SERVER_BUNDLE} in ${ms} ms (${Math.round(fs.statSync(SERVER_BUNDLE).size / 1024)} KiB)`);
}
