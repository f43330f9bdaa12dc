/**
 * The tree's layering (docs/architecture.md, "Layers"), as one ESLint rule:
 * - `lib/` is the platform: it imports no feature;
 * - `components/` is shared UI: it imports a feature only through that feature's public module (`index.ts`, `client.ts`);
 * - a feature imports another feature only through that feature's public module: `index.ts` (server), `client.ts`
 *   (browser) or `kernel.ts` (server code without 'server-only', for what runs outside Next: the demo, scripts); a sub-feature (features/stock/items)
 *   is part of its area: its siblings import it directly, other areas through the area's door (features/stock);
 * - a feature's table module (`features/<area>/schema.ts`) may import another area's table module, for a foreign key:
 *   drizzle-kit loads these modules alone, without the doors' services (and their 'server-only');
 * - a feature's tables leave it only through its verbs (issue 26): its `index.ts` and `client.ts` take nothing from its
 *   own table module, and name what they hand out (no `export *` of the feature's own modules, which is how `kernel.ts`'s
 *   tables, still handed to the demo and setup, would leak through `index.ts`);
 * - a client component ('use client') imports no database module, no service and no module marked 'server-only'.
 * Type-only imports are erased at build time and never count. Files directly in `features/` are registries (every
 * report definition by id): they gather the features' definitions, and features may use them; lib/ and components/ not.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];
const PUBLIC_MODULES = new Set(['index', 'client', 'kernel']);

function resolveToRepo(root, fromFile, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate).split(path.sep).join('/');
  }
  return path.relative(root, base).split(path.sep).join('/');
}

const serverOnlyCache = new Map();
function isServerOnly(root, repoPath) {
  if (!serverOnlyCache.has(repoPath)) {
    let marked = false;
    try { marked = /^import ['"]server-only['"];?$/m.test(fs.readFileSync(path.join(root, repoPath), 'utf8')); } catch { /* not a file */ }
    serverOnlyCache.set(repoPath, marked);
  }
  return serverOnlyCache.get(repoPath);
}

/** `features/<area>/...` → area; a registry file directly in features/ → null. */
function featureOf(repoPath) {
  const parts = repoPath.split('/');
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : null;
}

const isTableModule = (repoPath) => /^features\/[^/]+\/schema(\.ts)?$/.test(repoPath);

/** `features/<area>/index.ts` or `client.ts` (and .tsx) → area; any other file → null. */
function doorArea(repoPath) {
  const match = /^features\/([^/]+)\/(index|client|kernel)\.tsx?$/.exec(repoPath);
  return match ? match[1] : null;
}

function isPublicModule(repoPath, fromFeature, self) {
  const parts = repoPath.split('/');
  if (isTableModule(self) && isTableModule(repoPath)) return true;
  if (parts.length === 2) return fromFeature; // a registry: features (and app/) gather definitions through it
  return parts.length === 3 && PUBLIC_MODULES.has(parts[2].replace(/\.(tsx?|mts|mjs)$/, ''));
}

function isClientComponent(program) {
  const first = program.body[0];
  return first?.type === 'ExpressionStatement' && first.directive === 'use client';
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the platform, shared UI and features in their layers (docs/architecture.md).' },
    schema: [],
    messages: {
      platformImportsFeature: 'lib/ is the platform and imports no feature ({{target}}).',
      featureInternals: '{{target}} is another feature\'s internals: import its public module (features/{{area}}, features/{{area}}/client or features/{{area}}/kernel).',
      clientImportsServer: 'A client component cannot import {{target}} ({{why}}).',
      tableLeavesFeature: 'A feature\'s door hands out verbs, never its tables ({{target}}): give the other feature a verb (issue 26).',
      doorExportsAll: 'A feature\'s door names what it hands out: no `export *` of {{target}} (its tables would leave with it).',
    },
  },
  create(context) {
    const root = context.cwd;
    const self = path.relative(root, context.filename).split(path.sep).join('/');
    const selfFeature = featureOf(self);
    const inLib = self.startsWith('lib/');
    const inComponents = self.startsWith('components/');
    const door = doorArea(self);
    let client = false;

    function check(node, spec, typeOnly) {
      if (typeOnly || typeof spec !== 'string') return;
      const target = resolveToRepo(root, context.filename, spec);
      if (!target) return;
      if (door && target.startsWith(`features/${door}/`)) {
        if (isTableModule(target)) context.report({ node, messageId: 'tableLeavesFeature', data: { target } });
        else if (node.type === 'ExportAllDeclaration') context.report({ node, messageId: 'doorExportsAll', data: { target } });
      }
      const targetFeature = target.startsWith('features/') ? (target.split('/')[1] ?? '').replace(/\.(tsx?)$/, '') : null;
      if (inLib && target.startsWith('features/')) {
        context.report({ node, messageId: 'platformImportsFeature', data: { target } });
      } else if (targetFeature && (inComponents || (selfFeature && selfFeature !== targetFeature)) && !isPublicModule(target, !!selfFeature, self)) {
        context.report({ node, messageId: 'featureInternals', data: { target, area: targetFeature } });
      }
      if (client) {
        const why = target.startsWith('lib/db/') || target === 'lib/db' ? 'the database'
          : target.split('/').includes('services') ? 'a service'
          : isServerOnly(root, target) ? "marked 'server-only'" : null;
        if (why) context.report({ node, messageId: 'clientImportsServer', data: { target, why } });
      }
    }

    const allTypes = (node) => node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type');
    return {
      Program(program) { client = isClientComponent(program); },
      ImportDeclaration(node) { check(node, node.source.value, node.importKind === 'type' || allTypes(node)); },
      ExportNamedDeclaration(node) { if (node.source) check(node, node.source.value, node.exportKind === 'type'); },
      ExportAllDeclaration(node) { check(node, node.source.value, node.exportKind === 'type'); },
      ImportExpression(node) { if (node.source.type === 'Literal') check(node, node.source.value, false); },
    };
  },
};

export default { rules: { layers } };
