import { beforeAll, describe, expect, it } from 'vitest';
import { openApiToken, openSession, sealApiToken, sealSession } from './seal';

beforeAll(() => {
  process.env.SESSION_SECRET = 'x'.repeat(40);
});
const session = { sid: 'api-1', uid: 'owner', ver: 1, iat: Date.now(), seen: Date.now(), remember: false };

describe('API tokens', () => {
  it('open as tokens only: a session cookie is no token, a token is no cookie', async () => {
    const token = await sealApiToken(session, 3600);
    expect(await openApiToken(token, 3600)).toMatchObject({ uid: 'owner' });
    expect(await openSession(token)).toBeNull();
    expect(await openApiToken(await sealSession(session), 3600)).toBeNull();
  });

  it('expire after their lifetime', async () => {
    const old = { ...session, iat: Date.now() - 7200_000 };
    expect(await openApiToken(await sealApiToken(old, 3600), 3600)).toBeNull();
  });
});
