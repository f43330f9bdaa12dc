import { expect, type APIRequestContext } from '@playwright/test';
import type { Level } from '../../../lib/auth/levels';
import { demoLogin } from './fixtures';

/** A bearer token of a demo user from POST /api/v1/auth/token. */
export async function tokenFor(request: APIRequestContext, level: Level) {
  const { userId, password } = demoLogin(level);
  const response = await request.post('/api/v1/auth/token', { data: { user_id: userId, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
