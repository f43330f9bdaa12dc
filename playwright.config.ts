import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL } from './tests/support/e2e-constants';

export default defineConfig({
  // Cross-cutting specs live in tests/e2e; a feature's own specs in features/<area>/e2e.
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'features/*/e2e/**/*.spec.ts'],
  fullyParallel: false,
  // The tests change flags and users in one shared database: one worker keeps them apart.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npx tsx tests/support/e2e-server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
