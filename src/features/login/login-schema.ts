import { z } from 'zod';
import type { MessageCode } from '../../../contract';

const code = (c: MessageCode) => c;

/**
 * The login form's rules; each message is a MessageCode shown as t('api.<code>'). The form checks
 * what a person can fix while typing (empty, not an address); the bounds are the contract's
 * (LoginBody: e-mail at most 254 characters, password at most 256, no NUL): a body beyond them,
 * e.g. a pasted over-long password, is the server's 422, shown as 'Please review your credentials
 * again' (SPEC §8).
 */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, code('required')).email(code('wrong_email')),
  password: z.string().min(1, code('password_required')),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
