import { z } from 'zod';

/**
 * Message codes the API puts in `message` and in 422 `errors` lists. The SPA
 * translates each as `api.<code>`; the English texts are SPEC §5 and §8.
 */
export const MESSAGE_CODES = [
  'wrong_credentials',
  'too_many_attempts',
  'too_many_requests',
  'review_credentials',
  'unauthenticated',
  'forbidden',
  'csrf_failed',
  'not_found',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'required',
  'wrong_email',
  'wrong_phone',
  'invalid_value',
  'too_long',
  'invalid_character',
  'password_required',
  'passwords_not_identical',
  'password_too_short',
  'password_uppercase',
  'password_lowercase',
  'password_numeric',
  'password_rules',
  'password_common',
  'user_exists',
  'wrong_activation_code',
  'link_expired',
  'wrong_code',
  'confirm_switch',
  'confirm_link',
  'server_error',
  'wrong_password',
  'passkey_invalid',
  'challenge_expired',
] as const;
export const MessageCode = z.enum(MESSAGE_CODES);
export type MessageCode = z.infer<typeof MessageCode>;
