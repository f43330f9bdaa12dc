import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every page sends the browser only some namespaces (the root layout's, the shell's, its own ClientMessages). This
// walks the imports from each page and layout to the client components they render and checks that every
// useTranslations namespace those components call is sent by the page or a layout above it.

const root = path.resolve(import.meta.dirname, '../..');
const DIRS = ['app', 'components', 'features', 'lib'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = new Map(DIRS.flatMap(sourceFiles).map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]));

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return undefined;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => files.has(candidate));
}

/** Files a module imports for their values (type-only imports bring no component), statically or later. */
function importsOf(file: string): string[] {
  const text = files.get(file)!;
  const found = [...text.matchAll(/(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g)];
  // A component loaded later (lazy, next/dynamic) renders inside the same messages.
  const loaded = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]);
  return [...found.filter((match) => !match[1]).map((match) => match[2]), ...loaded].map((specifier) => resolve(file, specifier)).filter((target) => target !== undefined);
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(files.get(file)!);

/** Namespaces a file calls useTranslations with; '*' for a call without one (it would need every message). */
function namespacesCalled(file: string): string[] {
  return [...files.get(file)!.matchAll(/useTranslations(?:<[^>]*>)?\(\s*(?:'([^']+)')?\s*\)/g)].map((match) => (match[1] ?? '*').split('.')[0]);
}

/** What the client components reached from `file` need: through server modules down to each client boundary, then everything below it. */
function needed(file: string, inClient = false, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const client = inClient || isClient(file);
  const own = client ? namespacesCalled(file) : [];
  return new Set([...own, ...importsOf(file).flatMap((target) => [...needed(target, client, seen)])]);
}

const declared = new Map<string, readonly string[]>();
for (const file of files.keys()) {
  if (!file.endsWith('client-messages.ts')) continue;
  const lists = (await import(path.join(root, file))) as Record<string, readonly string[]>;
  for (const [name, list] of Object.entries(lists)) declared.set(name, list);
}

/** Namespaces the server modules reached from `file` send with <ClientMessages namespaces={NAME}> (or pickMessages in the root). */
function provided(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || isClient(file)) return new Set();
  seen.add(file);
  const text = files.get(file)!;
  const names = [...text.matchAll(/<ClientMessages namespaces=\{(\w+)\}[ >]|pickMessages\(\w+, (\w+)\)/g)].map((match) => match[1] ?? match[2]);
  const own = names.flatMap((name) => declared.get(name) ?? [`unknown list ${name}`]);
  return new Set([...own, ...importsOf(file).flatMap((target) => [...provided(target, seen)])]);
}

/** The layouts above a page or layout, outermost first. */
function layoutsAbove(file: string): string[] {
  const chain: string[] = [];
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (layout !== file && files.has(layout)) chain.unshift(layout);
  }
  return chain;
}

const screens = [...files.keys()].filter((file) => file.startsWith('app/') && /\/(page|layout)\.tsx$/.test(file)).sort();

describe('messages sent to the browser', () => {
  it('declares its lists', () => {
    expect(declared.get('ROOT_MESSAGES')).toContain('common');
    expect(screens.length).toBeGreaterThan(40);
  });

  it.each(screens)('%s sends every namespace its client components use', (screen) => {
    const sent = new Set([...layoutsAbove(screen), screen].flatMap((file) => [...provided(file)]));
    // Some `errors.` texts (`<ClientMessages … errors={…}>`) serve the layout's own forms; a page below needs the namespace.
    if (/<ClientMessages namespaces=\{\w+\} errors=/.test(files.get(screen)!)) sent.add('errors');
    const missing = [...needed(screen)].filter((namespace) => !sent.has(namespace));
    expect(missing).toEqual([]);
  });

  it('sends no page-specific namespace to every page', () => {
    const everywhere = new Set([...provided('app/layout.tsx'), ...provided('app/(shell)/layout.tsx')]);
    for (const namespace of ['reports', 'masters', 'money', 'kirimUang', 'users', 'access', 'parameters', 'settingsystem', 'dashboard', 'table', 'login']) {
      expect(everywhere.has(namespace), namespace).toBe(false);
    }
  });
});
