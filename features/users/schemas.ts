import { z } from 'zod';
import { LEVELS } from '@/lib/auth/levels';
import { newPasswordField } from '@/lib/validation/password-rules';

// Shared by the user form (browser) and the actions (server). Messages are keys under `errors.`.
const userId = z
  .string({ error: 'userIdRequired' })
  .trim()
  .min(3, 'userIdTooShort')
  .max(30, 'userIdTooLong')
  .regex(/^[A-Za-z0-9._-]+$/, 'userIdChars');
const namaUser = z.string({ error: 'namaUserRequired' }).trim().min(1, 'namaUserRequired').max(100, 'namaUserTooLong');
const level = z.enum(LEVELS, { error: 'levelRequired' });
const kodeToko = z.string({ error: 'kodeTokoRequired' }).min(1, 'kodeTokoRequired');

export const createUserSchema = z.object({
  userId,
  namaUser,
  level,
  kodeToko,
  password: newPasswordField({ required: 'passwordRequired', tooShort: 'passwordTooShort' }),
});

export const updateUserSchema = z.object({ userId, namaUser, level, kodeToko });
