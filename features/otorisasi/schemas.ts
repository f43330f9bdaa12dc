import { z } from 'zod';

/**
 * What the authorization dialog sends besides the feature, checked before anything else (the password above all):
 * a field of the wrong type is a 400 naming the field ("Catatan tidak valid"), never a TypeError after the password
 * was checked. The cashier's note is kept to its first 200 characters (insertRequest); more than 1000 is not a note.
 */
const notes = z.string().max(1000).optional();
const keterangan = z.string().trim().max(200, 'keteranganTooLong').optional();

export const manualAuthorizationSchema = z.object({
  userId: z.string().trim().min(1, 'userIdRequired').max(30, 'userIdTooLong'),
  password: z.string().min(1, 'passwordRequired').max(200, 'passwordTooLong'),
  keterangan,
  notes,
});

export const qrRequestSchema = z.object({ notes });

export const fingerprintRequestSchema = z.object({ approver: z.string().trim().min(1).max(30), keterangan, notes });

/** An argument of a server action as an object to parse: anything else (a string, an array) parses as empty. */
export const asFields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};
