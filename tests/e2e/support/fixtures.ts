import { canonicalSubject, type GrantSubject } from '@/lib/auth/otorisasi-subject';
import { expect, type Browser, type Page, type Request } from '@playwright/test';
import pg from 'pg';
import type { Level } from '../../../lib/auth/levels';
import { DEMO_USERS } from '@/features/demo/demo-installation';
import { randomKeystore } from '@/features/otorisasi/services/random-keystore';
import { testDatabaseUrl } from '../../support/test-database';

/** The demo login of a level: the first demo user of that level, as the seed writes them. */
export function demoLogin(level: Level): { userId: string; password: string } {
  const user = DEMO_USERS.find((candidate) => candidate.level === level);
  if (!user) throw new Error(`no demo user of level ${level}`);
  return { userId: user.userId, password: user.password };
}

export async function login(page: Page, level: Level) {
  const { userId, password } = demoLogin(level);
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

/** Waits for the server-action POST that `act` triggers (the one whose body holds `bodyIncludes`, if given), to replay it later. */
export async function captureAction(page: Page, act: () => Promise<void>, bodyIncludes?: string): Promise<Request> {
  const captured = page.waitForRequest((request) => request.method() === 'POST' && !!request.headers()['next-action']
    && (!bodyIncludes || (request.postData() ?? '').includes(bodyIncludes)));
  await act();
  return captured;
}

/** Sends a captured server-action POST again with another level's session; answers the response body. */
export async function replayAs(browser: Browser, request: Request, level: Level): Promise<string> {
  const context = await browser.newContext();
  try {
    await login(await context.newPage(), level);
    const headers = { ...request.headers() };
    delete headers.cookie;
    delete headers['content-length'];
    const response = await context.request.post(new URL(request.url()).pathname, { headers, data: request.postDataBuffer()! });
    return await response.text();
  } finally {
    await context.close();
  }
}

/** An authorization already approved (as if a supervisor had answered the dialog), for tests of what it guards. */
export async function approvedGrant(inputBy: string, fitur: string, subject: GrantSubject, decidedBy = 'owner'): Promise<string> {
  const keystore = randomKeystore();
  await sql(`insert into otorisasi (keystore, kode_toko, client, fitur, subject, mode, status, input_by, expires_at, decided_by, decided_at)
    select $1, kode_toko, kode_toko, $2, $5::jsonb, 'MANUAL', 'APPROVED', user_id, now() + interval '3 minutes', $3, now() from users where user_id = $4`,
  [keystore, fitur, decidedBy, inputBy, JSON.stringify(canonicalSubject(subject))]);
  return keystore;
}
