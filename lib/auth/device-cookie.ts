import 'server-only';
import { cookies } from 'next/headers';
import { DEVICE_COOKIE, DEVICE_TTL_SECONDS, deviceNonceFor, rememberDeviceUser } from './device-token';
import { isHttpsRequest } from './request-info';

/** The device nonce this browser holds for `userId` (see device-token.ts). */
export async function readDeviceNonce(userId: string): Promise<string | undefined> {
  return deviceNonceFor((await cookies()).get(DEVICE_COOKIE)?.value, userId);
}

/** Marks this browser as one the user signed in on; only server actions may call this. */
export async function writeDeviceCookie(userId: string): Promise<void> {
  const jar = await cookies();
  const value = await rememberDeviceUser(jar.get(DEVICE_COOKIE)?.value, userId);
  jar.set(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: await isHttpsRequest(), path: '/', maxAge: DEVICE_TTL_SECONDS });
}
