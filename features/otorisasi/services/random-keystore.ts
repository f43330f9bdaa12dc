import { randomInt } from 'node:crypto';

const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** §9: a QR keystore is 12 random characters (upper case, without look-alikes, since it is compared in upper case). */
export const randomKeystore = () => Array.from({ length: 12 }, () => CHARS[randomInt(CHARS.length)]).join('');
