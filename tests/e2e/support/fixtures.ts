import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { testDatabaseUrl } from '../../support/test-database';

export const DEMO = {
  OWN: { userId: 'owner', password: 'owner123' },
  SU: { userId: 'su', password: 'su123456' },
  MU: { userId: 'mu', password: 'mu123456' },
  DEV: { userId: 'dev', password: 'dev12345' },
  SPV: { userId: 'spv', password: 'spv12345' },
  KASIR: { userId: 'kasir', password: 'kasir123' },
  USER: { userId: 'sales', password: 'sales123' },
} as const;

export async function login(page: Page, level: keyof typeof DEMO) {
  const { userId, password } = DEMO[level];
  await page.goto('/');
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Direct SQL on the e2e database, for what a test sets up or checks behind the UI. */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl('e2e') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function setSetting(key: string, value: string) {
  await sql('update para_system set value = $2 where key = $1', [key, value]);
}
