import { z } from 'zod';
import { newPasswordField } from '../../lib/validation/password-rules';

// Shared by the forms (client validation) and the actions (server validation). Messages are keys under `errors.`.
export const loginSchema = z.object({
  userId: z.string({ error: 'userIdRequired' }).trim().min(1, 'userIdRequired').max(30, 'userIdTooLong'),
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'passwordTooLong'),
  remember: z.boolean().default(false),
});

export const changePasswordSchema = z.object({
  oldPassword: z.string({ error: 'oldPasswordRequired' }).min(1, 'oldPasswordRequired'),
  newPassword: newPasswordField({ required: 'newPasswordRequired', tooShort: 'newPasswordTooShort' }),
});
