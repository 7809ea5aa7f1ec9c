import { z } from 'zod';
import type { MessageCode } from '../../../contract';

const code = (c: MessageCode) => c;

/** The login form's rules; each message is a MessageCode shown as t('api.<code>'). */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, code('required')).email(code('wrong_email')).max(254, code('too_long')),
  password: z.string().min(1, code('password_required')).max(256, code('too_long')),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
