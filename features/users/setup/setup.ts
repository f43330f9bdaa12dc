import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../../lib/auth/password';
import { checkNewPassword } from '@/lib/auth/password-policy';
import { ConflictError } from '@/lib/errors/app-error';
import { issueError } from '@/lib/validation/issue-error';
import { createUserSchema } from '@/features/users/schemas';
import type { Db } from '../../../lib/db/client';
import { users } from '@/lib/db/schema/shop';
import { seedInstallation } from './installation';

// The first-run setup of a production installation (`npm run setup`). Plain Node, no 'server-only': the CLI runs it.

export const SETUP_BY = 'SETUP';

/** What the operator gives; messages are keys under `errors.`. The owner's fields follow the user form's rules. */
export const setupSchema = z.object({
  kodeToko: z
    .string({ error: 'kodeTokoRequired' })
    .trim()
    .toUpperCase()
    .min(1, 'kodeTokoRequired')
    .max(20, 'kodeTokoInvalid')
    .regex(/^[A-Z0-9_-]+$/, 'kodeTokoInvalid'),
  namaToko: z.string({ error: 'namaTokoRequired' }).trim().min(1, 'namaTokoRequired').max(100, 'namaTokoTooLong'),
  ...createUserSchema.pick({ userId: true, namaUser: true, password: true }).shape,
});

export type SetupInput = z.input<typeof setupSchema>;
export type SetupValues = z.infer<typeof setupSchema>;

/** Parses the operator's answers and applies the password rule; the first failure is an AppError on its field. */
export function validateSetup(input: SetupInput): SetupValues {
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success) throw issueError(parsed.error.issues, input);
  checkNewPassword(parsed.data.password, { field: 'password', tooShort: 'passwordTooShort' });
  return parsed.data;
}

/**
 * Creates what an installation needs (seedInstallation) with the given head office, and its owner (level OWN) with
 * the given password, hashed. Refused once the database has any user, so it cannot be used to take over an
 * installation; two setups at once are serialized by the table lock, and the second is refused.
 */
export async function setupInstallation(db: Db, input: SetupInput): Promise<{ kodeToko: string; userId: string }> {
  const values = validateSetup(input);
  const passwordHash = await hashPassword(values.password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table users in exclusive mode`);
    const [found] = (await tx.execute(sql`select exists (select 1 from users) as found`)).rows as { found: boolean }[];
    if (found.found) throw ConflictError('setupDone');
    await seedInstallation(tx, {
      shops: [{ kodeToko: values.kodeToko, namaToko: values.namaToko, appType: 'PUSAT' }],
      by: SETUP_BY,
    });
    await tx.insert(users).values({
      userId: values.userId, namaUser: values.namaUser, level: 'OWN', kodeToko: values.kodeToko, passwordHash,
      createdBy: SETUP_BY, updatedBy: SETUP_BY,
    });
  });
  return { kodeToko: values.kodeToko, userId: values.userId };
}
