import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { secrets } from './seal';

/**
 * The device cookie of OWASP's brute-force guidance: sealed, it lists the users who have signed in on this browser,
 * each with a nonce that names the browser's own throttle counter. A shop's computer is shared by its staff, so
 * it keeps the most recent few users.
 */
export const DEVICE_COOKIE = 'kilau_device';
export const DEVICE_TTL_SECONDS = 180 * 24 * 3600;
const MAX_USERS = 10;

type DeviceEntry = { uid: string; nonce: string };
type DevicePayload = { kind: 'device'; users: DeviceEntry[] };

async function openDevice(value: string | undefined): Promise<DeviceEntry[]> {
  if (!value) return [];
  try {
    const raw = await unsealData<Partial<DevicePayload>>(value, { password: secrets(), ttl: DEVICE_TTL_SECONDS });
    if (raw?.kind !== 'device' || !Array.isArray(raw.users)) return [];
    return raw.users.filter((entry) => typeof entry?.uid === 'string' && typeof entry?.nonce === 'string');
  } catch {
    return [];
  }
}

/** The nonce this device holds for `userId`, or undefined when the user never signed in here (or it is forged). */
export async function deviceNonceFor(value: string | undefined, userId: string): Promise<string | undefined> {
  const uid = userId.toLowerCase();
  return (await openDevice(value)).find((entry) => entry.uid === uid)?.nonce;
}

/** After a successful sign-in: the device value with a fresh nonce for the user, most recent first. */
export async function rememberDeviceUser(value: string | undefined, userId: string): Promise<string> {
  const uid = userId.toLowerCase();
  const others = (await openDevice(value)).filter((entry) => entry.uid !== uid);
  const users = [{ uid, nonce: randomBytes(16).toString('base64url') }, ...others].slice(0, MAX_USERS);
  return sealData({ kind: 'device', users } satisfies DevicePayload, { password: secrets(), ttl: DEVICE_TTL_SECONDS });
}
