import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Services import 'server-only'; under vitest they run as plain Node.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    include: ['lib/**/*.test.ts', 'features/**/*.test.ts', 'components/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/support/database-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A deprecation fails the run: pg 8 only warns when a query is sent on a connection still running another (two reads
    // at once inside one transaction), and pg 9 refuses it.
    execArgv: ['--throw-deprecation'],
  },
});
