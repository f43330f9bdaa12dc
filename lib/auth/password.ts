import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

// OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * A hash takes a libuv pool thread, a core and 128 MiB for about a third of a second. Unbounded, a burst of logins
 * fills the pool that every other request's crypto and file work waits on, and the memory with it; so hashes run
 * one or two at a time (KILAU_HASH_CONCURRENCY) and the rest queue. Past the queue's limit a check is refused at
 * once instead of waiting for seconds: the caller answers "busy".
 */
const HASH_CONCURRENCY = Math.max(1, Number(process.env.KILAU_HASH_CONCURRENCY ?? 1));
export const HASH_QUEUE_LIMIT = 64;
const holder = globalThis as { __kilauHashLimit?: ReturnType<typeof pLimit> };
const hashLimit = (holder.__kilauHashLimit ??= pLimit(HASH_CONCURRENCY));

export class HashQueueFullError extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

export const isHashQueueFull = () => hashLimit.pendingCount >= HASH_QUEUE_LIMIT;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  if (isHashQueueFull()) return Promise.reject(new HashQueueFullError());
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return hashLimit(() => new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  ));
}

/** Returns `scrypt$N$r$p$salt$hash` (base64), self-describing so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs what a real check costs, so unknown user ids are not revealed by timing. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
