// First-load JavaScript per route, from the production build in .next: the runtime's main chunks plus the chunks of the
// route's root layout, its group layouts and its page, each gzipped, as a browser opening that route first downloads
// them. Read from the build's manifests, so every page is measured without logging in.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type FirstLoad = { route: string; kib: number };

const NEXT_DIR = path.resolve('.next');

function gzipKib(files: Iterable<string>, cache: Map<string, number>): number {
  let bytes = 0;
  for (const file of files) {
    if (!cache.has(file)) cache.set(file, gzipSync(fs.readFileSync(path.join(NEXT_DIR, file)), { level: 9 }).length);
    bytes += cache.get(file)!;
  }
  return bytes / 1024;
}

function findManifests(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findManifests(full);
    return entry.name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

/** `/(shell)/home/page` → `/home`. */
function routeOf(page: string): string {
  const route = page.replace(/\/page$/, '').split('/').filter((part) => part && !/^\(.*\)$/.test(part)).join('/');
  return `/${route}`;
}

export function measureFirstLoad(): FirstLoad[] {
  const cache = new Map<string, number>();
  const serverApp = path.join(NEXT_DIR, 'server', 'app');
  const results: FirstLoad[] = [];
  for (const file of findManifests(serverApp)) {
    const holder: { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } = {};
    new Function('globalThis', fs.readFileSync(file, 'utf8'))(holder);
    const [page, manifest] = Object.entries(holder.__RSC_MANIFEST ?? {})[0] ?? [];
    if (!page || !manifest || page.startsWith('/_')) continue;
    const buildManifest = JSON.parse(fs.readFileSync(path.join(path.dirname(file), 'page', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
    // The entries of this route's own segments: `[project]/app/layout`, `[project]/app/(shell)/layout`, the page.
    const segments = page.split('/').slice(1, -1);
    const own = new Set(['[project]/app/layout', `[project]/app${page}`]);
    for (let i = 1; i <= segments.length; i++) own.add(`[project]/app/${segments.slice(0, i).join('/')}/layout`);
    const files = new Set(buildManifest.rootMainFiles);
    for (const [entry, chunks] of Object.entries(manifest.entryJSFiles)) {
      if (own.has(entry)) for (const chunk of chunks) files.add(chunk);
    }
    results.push({ route: routeOf(page), kib: Number(gzipKib(files, cache).toFixed(1)) });
  }
  return results.sort((a, b) => a.route.localeCompare(b.route));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(Object.fromEntries(measureFirstLoad().map((row) => [row.route, row.kib])));
}
