import { getTranslations } from 'next-intl/server';
import { apiTokenTtlSeconds } from '@/lib/api/api-context';
import { deviceNonceFor, rememberDeviceUser } from '@/lib/auth/device-token';
import { getClientAddress } from '@/lib/auth/request-info';
import { BAD_TEXT_KEY, hasBadText } from '@/lib/http/bad-text';
import { sealApiToken } from '@/lib/auth/seal';
import { login } from '@/features/auth/services/login';
import { loginSchema } from '@/features/auth/schemas';
import { errorResponse } from '@/lib/errors/error-answer';
import { issueError } from '@/lib/validation/issue-error';

// POST /api/v1/auth/token {user_id, password, device_token?}: a bearer token for the app's calls, with the login's
// throttling. The answer's device_token, sent back with later logins, is the app's device cookie (see device-token.ts).
export async function POST(request: Request) {
  const t = await getTranslations();
  const body = await request.json().catch(() => null) as { user_id?: unknown; password?: unknown; device_token?: unknown } | null;
  if (hasBadText(body)) return Response.json({ message: t(`errors.${BAD_TEXT_KEY}`) }, { status: 400 });
  const input = loginSchema.safeParse({ userId: body?.user_id, password: body?.password });
  if (!input.success) return errorResponse(issueError(input.error.issues, { userId: body?.user_id, password: body?.password }));
  const device = typeof body?.device_token === 'string' ? body.device_token : undefined;
  const result = await login({
    input: input.data, address: await getClientAddress(), kind: 'API',
    deviceNonce: await deviceNonceFor(device, input.data.userId),
  });
  if (!result.ok) {
    const throttled = result.reason === 'throttled';
    return Response.json(
      { message: throttled ? t('login.throttled', { seconds: result.retryAfterSeconds }) : t('login.invalid') },
      { status: throttled ? 429 : 401, headers: throttled ? { 'Retry-After': String(result.retryAfterSeconds) } : {} },
    );
  }
  const ttl = apiTokenTtlSeconds();
  return Response.json({
    token: await sealApiToken(result.session, ttl), token_type: 'Bearer', expires_in: ttl,
    device_token: await rememberDeviceUser(device, result.session.uid),
  });
}
