// npm run lint (and npm test): typescript-eslint's recommended rules without type information (decision 012),
// React's hook rules on components, no import cycles, and the tree's layers (eslint-rules/layers.mjs).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import local from './eslint-rules/layers.mjs';

export default tseslint.config(
  { ignores: ['.next/**', 'dist/**', 'node_modules/**', 'data/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX, local },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // Icons come from the sprite and in-app links are AppLink (decision 014): neither library's code in a page's first load.
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'features/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'lucide-react', message: 'Draw icons with Icon or MenuIcon (components/shell/icons.tsx); add a new drawing to components/shell/icon-sprite.ts.' },
          { name: 'next/link', message: 'Use AppLink (components/shell/in-app-links.tsx), or plain links inside InAppLinks.' },
        ],
      }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    // The build does not run the React Compiler: a library it would skip (TanStack Table) costs nothing.
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/incompatible-library': 'off' },
  },
  {
    // Tests may set up their data through another feature's services.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'features/*/e2e/**', 'bench/**'],
    rules: { 'local/layers': 'off' },
  },
);
